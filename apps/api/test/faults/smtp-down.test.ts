import { eq, inArray } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { mailOutbox } from '../../src/db/schema/index.ts';
import { buildAccount, loginAs } from '../builders/accounts.ts';
import { type SmtpSink, startSmtpSink } from '../fakes/smtp-sink.ts';
import { createTestApp, createTestClock, mailsAttempted } from '../helpers.ts';

// Drill: the mail server is unreachable (nothing listens on its port) while players register and ask for links.
// Every request still succeeds, every mail waits in the outbox, and once the server is back the retry job sends each
// mail exactly once and wipes its body. In-process (the app, its outbox job's tick and a real SMTP server on
// loopback); the clock is moved instead of waiting for the backoff.
const SMTP_PORTS = [3800, 3899] as const;

// A free loopback port of the range, found by listening on it once; nothing listens there until the sink comes back.
const probe = await startSmtpSink({ port: SMTP_PORTS });
const port = probe.port;
await probe.close();

let sink: SmtpSink | undefined;
afterAll(() => sink?.close());
const clock = createTestClock();
const app = await createTestApp({
  clock,
  env: { SMTP_URL: `smtp://127.0.0.1:${port}`, PUBLIC_URL: 'https://agaia.test' },
});
const { db } = app.platform;

const mailsTo = (addresses: string[]) =>
  db.select().from(mailOutbox).where(inArray(mailOutbox.recipient, addresses)).orderBy(mailOutbox.id);

describe('drill: SMTP down', () => {
  it('answers every mailing request while SMTP is unreachable, then sends each mail once when it is back', async () => {
    const addresses = ['first@example.com', 'second@example.com', 'third@example.com'];
    for (const [n, email] of addresses.entries()) {
      const registered = await app.inject({
        method: 'POST',
        url: '/api/auth/register',
        payload: { username: `Drill${n}`, email, password: 'drill-pass-1', attribution: null },
      });
      expect(registered.statusCode).toBe(201);
    }
    const { account, password } = await buildAccount(app, { email: 'reader@example.com' });
    const { headers } = await loginAs(app, account.userName, password);
    const reset = await app.inject({ method: 'POST', url: '/api/user/request-password-reset', headers });
    expect(reset.statusCode).toBe(200);
    const forgot = await app.inject({
      method: 'POST',
      url: '/api/user/request-password-reset-unauth',
      payload: { email: 'first@example.com' },
    });
    expect(forgot.statusCode).toBe(200);
    await mailsAttempted(app);

    const everyone = [...addresses, 'reader@example.com'];
    const waiting = await mailsTo(everyone);
    expect(waiting).toHaveLength(5);
    for (const row of waiting)
      expect(row).toMatchObject({
        status: 'pending',
        attempts: 1,
        lastErrorCode: 'ESOCKET',
        lastCommand: 'CONN',
      });
    // Still down at the first retry: one more attempt each, and the next wait is longer.
    clock.advance(60_000);
    expect(await app.modules.mail.retryDue()).toBe(5);
    expect((await mailsTo(everyone)).every((row) => row.attempts === 2 && row.status === 'pending')).toBe(
      true,
    );

    sink = await startSmtpSink({ port });
    clock.advance(5 * 60_000);
    expect(await app.modules.mail.retryDue()).toBe(5);
    expect(await app.modules.mail.retryDue()).toBe(0);
    for (const email of everyone) expect(sink.to(email).length).toBe(email === 'first@example.com' ? 2 : 1);
    expect(sink.mails).toHaveLength(5);
    const sent = await mailsTo(everyone);
    expect(sent.every((row) => row.status === 'sent' && row.text === null && row.html === null)).toBe(true);
    const [reader] = await db.select().from(mailOutbox).where(eq(mailOutbox.recipient, 'reader@example.com'));
    expect(reader?.subject).toContain('Reset your password');
  });
});
