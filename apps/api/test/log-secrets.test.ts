import { Writable } from 'node:stream';
import { sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app.ts';
import type { Mailer, MailMessage } from '../src/platform/mail.ts';
import { mailsAttempted, openTestDatabase, testConfig } from './helpers.ts';

// The log at its most talkative, captured line by line.
const lines: string[] = [];
const logStream = new Writable({
  write(chunk, _encoding, done) {
    lines.push(String(chunk));
    done();
  },
});
const mails: MailMessage[] = [];
const mailer: Mailer = {
  send: async (message) => {
    mails.push(message);
  },
  close: () => {},
};
const PUBLIC_URL = 'https://agaia.test';
const app = await buildApp({
  config: testConfig({ LOG_LEVEL: 'trace', PUBLIC_URL }),
  database: await openTestDatabase(),
  mailer,
  logStream,
});
afterAll(() => app.close());

/** The token after the prefix in a mail sent so far (mails leave in the background, after the answer). */
const tokenIn = async (prefix: string) => {
  await mailsAttempted(app);
  for (const mail of mails) {
    const at = mail.text.indexOf(prefix);
    if (at !== -1) return mail.text.slice(at + prefix.length).split(/\s/)[0] ?? '';
  }
  throw new Error(`no mail with ${prefix}`);
};
const log = () => lines.join('');

describe('V16 Security Logging and Error Handling: the log keeps no secret', () => {
  it('[16.2.5, 16.3.4, 16.5.1] logs a failed registration by its SQLSTATE and constraint, without the hash, the email or the password', async () => {
    await app.platform.db.execute(
      sql`alter table accounts add constraint no_exploding_names check (user_name <> 'exploding')`,
    );
    const response = await app.inject({
      method: 'POST',
      url: '/api/auth/register',
      payload: { username: 'exploding', email: 'leaky.person@example.com', password: 'hunter2-secret' },
    });
    expect(response.statusCode).toBe(500);
    expect(response.json()).toEqual({ message: 'Internal server error.', code: 'INTERNAL' });
    // The failure is in the log, findable by its code and constraint...
    const failure = lines.map((line) => JSON.parse(line)).find((entry) => entry.msg === 'request failed');
    expect(failure?.err).toMatchObject({ code: '23514', constraint: 'no_exploding_names' });
    // ...and nothing the query was given is.
    expect(log()).not.toContain('leaky.person@example.com');
    expect(log()).not.toContain('$argon2');
    expect(log()).not.toContain('hunter2-secret');
  });

  it('[16.2.5] redacts the tokens of reset, confirmation and Twitch links, and bearer tokens', async () => {
    const registered = await app.inject({
      method: 'POST',
      url: '/api/auth/register',
      payload: { username: 'careful', email: 'careful@example.com', password: 'careful-pass' },
    });
    expect(registered.statusCode).toBe(201);
    const confirmToken = await tokenIn(`${PUBLIC_URL}/confirm-email/`);
    await app.inject(`/confirm-email/${confirmToken}`);
    expect((await app.inject(`/api/auth/confirm-email/${confirmToken}`)).statusCode).toBe(302);
    const confirmed = await app.inject({ method: 'POST', url: `/api/auth/confirm-email/${confirmToken}` });
    expect(confirmed.statusCode).toBe(200);

    const login = await app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { identifier: 'careful', password: 'careful-pass' },
    });
    const accessToken = login.json().accessToken as string;
    const headers = { authorization: `Bearer ${accessToken}` };
    expect((await app.inject({ url: '/api/user/profile', headers })).statusCode).toBe(200);
    await app.inject({ method: 'POST', url: '/api/user/request-password-reset', headers });
    const resetToken = await tokenIn(`${PUBLIC_URL}/reset-password/`);
    await app.inject(`/reset-password/${resetToken}`);
    expect((await app.inject(`/api/auth/validate-reset-token/${resetToken}`)).statusCode).toBe(200);
    const reset = await app.inject({
      method: 'POST',
      url: `/api/auth/reset-password/${resetToken}`,
      payload: { newPassword: 'another-pass' },
    });
    expect(reset.statusCode).toBe(200);
    await app.inject('/api/auth/twitch/callback?code=twitch-oauth-code-xyz&state=twitch-state-abc');

    expect(log()).toContain('/api/auth/confirm-email/[redacted]');
    expect(log()).toMatch(/"url":"\/confirm-email\/\[redacted\]"/);
    expect(log()).toContain('/reset-password/[redacted]');
    expect(log()).toContain('code=[redacted]&state=[redacted]');
    for (const secret of [confirmToken, resetToken, accessToken, 'twitch-oauth-code-xyz', 'twitch-state-abc'])
      expect(log()).not.toContain(secret);
    expect(log()).not.toContain('careful@example.com');
    expect(log()).not.toContain('careful-pass');
  });
});
