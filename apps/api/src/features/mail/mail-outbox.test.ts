import { Prime } from '@agaia/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeEach, describe, expect, it } from 'vitest';
import { buildAccount, loginAs } from '../../../test/builders/accounts.ts';
import { startSmtpSink } from '../../../test/fakes/smtp-sink.ts';
import { createTestApp, createTestClock, mailsAttempted } from '../../../test/helpers.ts';
import { mailOutbox } from '../../db/schema/index.ts';
import { MAIL_BACKOFF_MS } from '../../platform/mail-outbox.ts';

const smtp = await startSmtpSink({ port: [3800, 3899] });
afterAll(() => smtp.close());
const clock = createTestClock();
const app = await createTestApp({ clock, env: { SMTP_URL: smtp.url, PUBLIC_URL: 'https://agaia.test' } });
const { db, mailOutbox: outbox } = app.platform;
const { retryDue, cleanUp } = app.modules.mail;

const MINUTE = 60_000;
const rowsTo = (address: string) =>
  db.select().from(mailOutbox).where(eq(mailOutbox.recipient, address)).orderBy(mailOutbox.id);
const onlyRowTo = async (address: string) => {
  const rows = await rowsTo(address);
  expect(rows).toHaveLength(1);
  return rows[0] as (typeof rows)[number];
};
const register = (username: string, email: string) =>
  app.inject({
    method: 'POST',
    url: '/api/auth/register',
    payload: { username, email, password: 'first-pass', attribution: null },
  });

beforeEach(() => smtp.setMode('accept'));

describe('the mail outbox while SMTP is down', () => {
  it('registers anyway: the mail waits as pending, is retried with backoff, then fails; a resend sends it once', async () => {
    smtp.setMode('down');
    const created = await register('Stranded', 'stranded@example.com');
    expect(created.statusCode).toBe(201);
    await mailsAttempted(app);
    const waiting = await onlyRowTo('stranded@example.com');
    expect(waiting).toMatchObject({
      status: 'pending',
      attempts: 1,
      subject: expect.stringContaining('Confirm your email address'),
      lastErrorCode: 'EPROTOCOL',
      lastResponseCode: 421,
      lastCommand: 'CONN',
      claimedUntil: null,
    });
    expect(waiting.text).toContain('https://agaia.test/confirm-email/');
    expect(waiting.accountDBID).toBeGreaterThan(0);

    // Each wait is the backoff of the attempts so far: not a second earlier, and then one more attempt.
    for (const [index, wait] of MAIL_BACKOFF_MS.entries()) {
      const before = await onlyRowTo('stranded@example.com');
      expect(before.nextAttemptAt?.getTime()).toBe(clock.now().getTime() + wait);
      clock.advance(wait - 1_000);
      expect(await retryDue()).toBe(0);
      clock.advance(1_000);
      expect(await retryDue()).toBe(1);
      expect((await onlyRowTo('stranded@example.com')).attempts).toBe(index + 2);
    }
    const given = await onlyRowTo('stranded@example.com');
    expect(given).toMatchObject({ status: 'failed', attempts: 6, nextAttemptAt: null });
    expect(given.html).not.toBeNull();
    clock.advance(24 * 60 * MINUTE);
    expect(await retryDue()).toBe(0);
    expect(smtp.to('stranded@example.com')).toHaveLength(0);

    smtp.setMode('accept');
    const { headers } = await staff();
    const resent = await app.inject({ method: 'POST', url: `/api/admin/mails/${given.id}/resend`, headers });
    expect(resent.json()).toEqual({ message: 'The mail is on its way again.' });
    await mailsAttempted(app);
    expect(await retryDue()).toBe(0);
    expect(smtp.to('stranded@example.com')).toHaveLength(1);
    const sent = await onlyRowTo('stranded@example.com');
    expect(sent).toMatchObject({ status: 'sent', text: null, html: null, attempts: 1, lastErrorCode: null });
    expect(sent.sentAt).toEqual(clock.now());
  });

  it('sends a waiting mail once SMTP is back, wipes its bodies, and never sends it again', async () => {
    smtp.setMode('down');
    expect((await register('Patient', 'patient@example.com')).statusCode).toBe(201);
    await mailsAttempted(app);
    smtp.setMode('accept');
    clock.advance(MINUTE);
    expect(await retryDue()).toBe(1);
    const mail = await smtp.waitFor('patient@example.com', 'Confirm your email address');
    expect(mail.text).toContain('https://agaia.test/confirm-email/');
    expect(await onlyRowTo('patient@example.com')).toMatchObject({ status: 'sent', text: null, html: null });
    clock.advance(60 * MINUTE);
    expect(await retryDue()).toBe(0);
    await outbox.attempt((await onlyRowTo('patient@example.com')).id);
    expect(smtp.to('patient@example.com')).toHaveLength(1);
  });

  it('keeps only codes of a refusal that quotes the address; a refused address fails at once', async () => {
    smtp.setMode('busy-recipient');
    await register('Busy', 'busy@example.com');
    await mailsAttempted(app);
    const busy = await onlyRowTo('busy@example.com');
    expect(busy).toMatchObject({
      status: 'pending',
      lastErrorCode: 'EENVELOPE',
      lastResponseCode: 450,
      lastCommand: 'RCPT TO',
    });
    smtp.setMode('accept');
    clock.advance(MINUTE);
    expect(await retryDue()).toBe(1);
    expect(smtp.to('busy@example.com')).toHaveLength(1);

    smtp.setMode('no-such-recipient');
    await register('Ghost', 'ghost@example.com');
    await mailsAttempted(app);
    const refused = await onlyRowTo('ghost@example.com');
    expect(refused).toMatchObject({
      status: 'failed',
      attempts: 1,
      lastResponseCode: 550,
      nextAttemptAt: null,
    });
    const { recipient: _recipient, text: _text, html: _html, ...rest } = refused;
    expect(JSON.stringify(rest)).not.toContain('ghost');
  });
});

describe('two workers at once', () => {
  it('send each due mail exactly once', async () => {
    const addresses = Array.from({ length: 6 }, (_, n) => `crowd${n}@example.com`);
    for (const to of addresses)
      await outbox.queue(db, { to, subject: 'Crowd', text: 'Hello', html: '<p>Hello</p>' });
    // Two instances' jobs (one skips while the other holds the lock on PostgreSQL) and two lock-free senders: only
    // the claim keeps the latter from taking the same mail.
    const [jobA, jobB, senderA, senderB] = await Promise.all([
      retryDue(),
      retryDue(),
      outbox.sendDue(),
      outbox.sendDue(),
    ]);
    expect((jobA ?? 0) + (jobB ?? 0) + senderA + senderB).toBe(addresses.length);
    for (const to of addresses) {
      expect(smtp.to(to)).toHaveLength(1);
      expect((await onlyRowTo(to)).status).toBe('sent');
    }
  });
});

describe('the cleanup job', () => {
  it('wipes the bodies of mails that failed over 7 days ago, so they can no longer be resent', async () => {
    smtp.setMode('no-such-recipient');
    await register('Stale', 'stale@example.com');
    await mailsAttempted(app);
    clock.advance(6 * 24 * 60 * MINUTE);
    await register('Fresh', 'fresh@example.com');
    await mailsAttempted(app);
    clock.advance(24 * 60 * MINUTE + MINUTE);
    // The address refused in an earlier test failed over 7 days ago as well.
    expect(await cleanUp()).toEqual({ wiped: 2, deleted: 0 });
    expect(await cleanUp()).toEqual({ wiped: 0, deleted: 0 });
    expect(await onlyRowTo('stale@example.com')).toMatchObject({ status: 'failed', text: null, html: null });
    expect((await onlyRowTo('fresh@example.com')).html).not.toBeNull();

    const { headers } = await staff();
    const stale = await onlyRowTo('stale@example.com');
    const gone = await app.inject({ method: 'POST', url: `/api/admin/mails/${stale.id}/resend`, headers });
    expect(gone.statusCode).toBe(410);
    expect(gone.json().message).toBe(
      'The text of this mail is no longer kept, so it cannot be sent again: the player can ask for a new one.',
    );
  });

  it('deletes mails sent or given up over 90 days ago, recipient and subject with them', async () => {
    // The earlier tests' mails are over 90 days old first.
    clock.advance(91 * 24 * 60 * MINUTE);
    expect((await cleanUp())?.deleted).toBeGreaterThan(0);
    await register('Kept', 'kept@example.com');
    await mailsAttempted(app);
    expect((await onlyRowTo('kept@example.com')).status).toBe('sent');
    clock.advance(89 * 24 * 60 * MINUTE);
    expect((await cleanUp())?.deleted).toBe(0);
    clock.advance(24 * 60 * MINUTE + MINUTE);
    expect((await cleanUp())?.deleted).toBeGreaterThanOrEqual(1);
    const left = await db.select().from(mailOutbox).where(eq(mailOutbox.recipient, 'kept@example.com'));
    expect(left).toEqual([]);
  });
});

async function staff() {
  const built = await buildAccount(app, { webMgt: Prime.accountManagement * Prime.accountActions });
  return loginAs(app, built.account.userName, built.password);
}
