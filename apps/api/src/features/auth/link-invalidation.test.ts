import { afterAll, describe, expect, it } from 'vitest';
import { buildAccount, loginAs } from '../../../test/builders/accounts.ts';
import { linkIn, startSmtpSink } from '../../../test/fakes/smtp-sink.ts';
import { createTestApp, createTestClock } from '../../../test/helpers.ts';

// A link mailed before the email or the password changed must stop working: it may sit in a mailbox the player lost.
const smtp = await startSmtpSink();
afterAll(() => smtp.close());
const PUBLIC_URL = 'https://agaia.test';
const app = await createTestApp({ clock: createTestClock(), env: { SMTP_URL: smtp.url, PUBLIC_URL } });

const post = (url: string, payload?: object, headers?: Record<string, string>) =>
  app.inject({ method: 'POST', url, payload, headers });
const tokenOf = (link: string) => link.split('/').pop() ?? '';
const resetLinkFor = async (address: string) =>
  tokenOf(linkIn(await smtp.waitFor(address, 'Reset your password'), `${PUBLIC_URL}/reset-password/`));

describe('V6 Authentication: mailed links after a change of email or password', () => {
  it('[6.4.3] voids a reset link mailed to the old address once the email changes', async () => {
    const { account, password } = await buildAccount(app, { email: 'lost-mailbox@example.com' });
    const session = await loginAs(app, account.userName, password);
    await post('/api/user/request-password-reset', undefined, session.headers);
    const oldReset = await resetLinkFor('lost-mailbox@example.com');

    await post(
      '/api/user/change-email',
      { currentPassword: password, newEmail: 'fresh@example.com' },
      session.headers,
    );
    const change = tokenOf(
      linkIn(
        await smtp.waitFor('fresh@example.com', 'Confirm your new email address'),
        `${PUBLIC_URL}/confirm-email-change/`,
      ),
    );
    expect((await post(`/api/auth/confirm-email-change/${change}`)).statusCode).toBe(200);

    expect((await app.inject(`/api/auth/validate-reset-token/${oldReset}`)).statusCode).toBe(400);
    const used = await post(`/api/auth/reset-password/${oldReset}`, { newPassword: 'attacker-choice' });
    expect(used.statusCode).toBe(400);
    await loginAs(app, account.userName, password);
  });

  it('[6.4.3] voids a pending email change and confirmation once the password is reset', async () => {
    const { account, password } = await buildAccount(app, { email: 'reset-me@example.com' });
    const session = await loginAs(app, account.userName, password);
    await post(
      '/api/user/change-email',
      { currentPassword: password, newEmail: 'pending@example.com' },
      session.headers,
    );
    const pending = tokenOf(
      linkIn(
        await smtp.waitFor('pending@example.com', 'Confirm your new email address'),
        `${PUBLIC_URL}/confirm-email-change/`,
      ),
    );
    await post('/api/user/request-password-reset', undefined, session.headers);
    const reset = await resetLinkFor('reset-me@example.com');
    expect(
      (await post(`/api/auth/reset-password/${reset}`, { newPassword: 'brand-new-pass' })).statusCode,
    ).toBe(200);
    const opened = await post(`/api/auth/confirm-email-change/${pending}`);
    expect(opened.statusCode).toBe(400);
    const profile = await loginAs(app, account.userName, 'brand-new-pass');
    const me = await app.inject({ url: '/api/user/profile', headers: profile.headers });
    expect(me.json().email).toBe('reset-me@example.com');
  });
});
