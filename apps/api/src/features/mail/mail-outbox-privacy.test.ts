import { Writable } from 'node:stream';
import { Prime } from '@agaia/contract';
import { eq } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { buildAccount, loginAs } from '../../../test/builders/accounts.ts';
import { createTestClock, mailsAttempted, openTestDatabase, testConfig } from '../../../test/helpers.ts';
import { buildApp } from '../../app.ts';
import { mailOutbox } from '../../db/schema/index.ts';
import type { Mailer, MailMessage } from '../../platform/mail.ts';
import { REMOVED_RECIPIENT } from '../../platform/mail-outbox-store.ts';

// A transport the test steers: it holds each mail until released, refuses like a server quoting the address, or sends.
let mode: 'hold' | 'refuse' | 'send' = 'send';
const sent: MailMessage[] = [];
const held: (() => void)[] = [];
const mailer: Mailer = {
  send: async (message) => {
    if (mode === 'hold') await new Promise<void>((resolve) => held.push(resolve));
    if (mode === 'refuse')
      throw Object.assign(new Error(`450 Mailbox <${message.to}> busy`), {
        code: 'EENVELOPE',
        responseCode: 450,
        command: 'RCPT TO',
        response: `450 Mailbox <${message.to}> busy`,
      });
    sent.push(message);
  },
  close: () => {},
};
const lines: string[] = [];
const logStream = new Writable({
  write(chunk, _encoding, done) {
    lines.push(String(chunk));
    done();
  },
});
const clock = createTestClock();
const app = await buildApp({
  clock,
  config: testConfig({ LOG_LEVEL: 'trace', PUBLIC_URL: 'https://agaia.test' }),
  database: await openTestDatabase(),
  mailer,
  logStream,
});
afterAll(() => app.close());
const { db } = app.platform;

const rowsTo = (address: string) =>
  db.select().from(mailOutbox).where(eq(mailOutbox.recipient, address)).orderBy(mailOutbox.id);
const rowsAbout = (accountDBID: number) =>
  db.select().from(mailOutbox).where(eq(mailOutbox.accountDBID, accountDBID)).orderBy(mailOutbox.id);

async function player(email: string) {
  const built = await buildAccount(app, { email });
  const { headers } = await loginAs(app, built.account.userName, built.password);
  return { ...built, headers };
}

describe('mail leaves after the answer', () => {
  it('answers a reset request while the transport still holds its mail, known address or not', async () => {
    const owner = await player('hurried@example.com');
    mode = 'hold';
    const asked = await app.inject({
      method: 'POST',
      url: '/api/user/request-password-reset',
      headers: owner.headers,
    });
    expect(asked.statusCode).toBe(200);
    const known = await app.inject({
      method: 'POST',
      url: '/api/user/request-password-reset-unauth',
      payload: { email: 'hurried@example.com' },
    });
    const unknown = await app.inject({
      method: 'POST',
      url: '/api/user/request-password-reset-unauth',
      payload: { email: 'nobody-here@example.com' },
    });
    expect(known.json()).toEqual(unknown.json());
    // Both mails are on their way (claimed), neither is sent: the answers did not wait for them.
    await expect.poll(() => held.length).toBe(2);
    const inFlight = await rowsTo('hurried@example.com');
    expect(inFlight.map((row) => [row.status, row.attempts, row.claimedUntil !== null])).toEqual([
      ['pending', 1, true],
      ['pending', 1, true],
    ]);
    mode = 'send';
    for (const release of held.splice(0)) release();
    await mailsAttempted(app);
    expect((await rowsTo('hurried@example.com')).map((row) => row.status)).toEqual(['sent', 'sent']);
    expect(sent.filter((mail) => mail.to === 'nobody-here@example.com')).toEqual([]);
  });
});

describe('V16 Security Logging: mail in the log and the outbox', () => {
  it('[16.2.5] logs a failed and a sent mail by id, subject and codes, never the address or the link', async () => {
    const owner = await player('private.person@example.com');
    mode = 'refuse';
    await app.inject({ method: 'POST', url: '/api/user/request-password-reset', headers: owner.headers });
    await mailsAttempted(app);
    const [row] = await rowsTo('private.person@example.com');
    expect(row).toMatchObject({ status: 'pending', lastErrorCode: 'EENVELOPE', lastResponseCode: 450 });
    mode = 'send';
    clock.advance(60_000);
    await app.modules.mail.retryDue();
    const mailed = sent.find((mail) => mail.to === 'private.person@example.com');
    const token = mailed?.text.match(/reset-password\/([\w-]+)/)?.[1];
    expect(token).toEqual(expect.any(String));
    const log = lines.join('');
    expect(log).toContain('mail could not be sent; it will be tried again');
    expect(log).not.toContain('private.person');
    expect(log).not.toContain(token);
  });
});

describe('a deleted account and its mails', () => {
  it("forgets the address in the account's mails; the last one goes to it, then forgets it too", async () => {
    const owner = await player('leaving@example.com');
    mode = 'refuse';
    const asked = await app.inject({
      method: 'POST',
      url: '/api/user/deletion-request',
      headers: owner.headers,
      payload: { password: owner.password },
    });
    expect(asked.statusCode).toBe(200);
    await mailsAttempted(app);
    const staff = await buildAccount(app, { webMgt: Prime.accountManagement * Prime.accountActions });
    const { headers } = await loginAs(app, staff.account.userName, staff.password);
    const requests = (await app.inject({ url: '/api/admin/deletionRequests', headers })).json().requests;
    const request = requests.find(
      (entry: { accountDBID: number }) => entry.accountDBID === owner.account.accountDBID,
    );
    mode = 'hold';
    const confirmed = await app.inject({
      method: 'POST',
      url: `/api/admin/deletionRequests/${request.id}/confirm`,
      headers,
    });
    expect(confirmed.statusCode).toBe(200);
    await expect.poll(() => held.length).toBe(1);
    const during = await rowsAbout(owner.account.accountDBID);
    expect(during.map((row) => [row.recipient, row.status, row.html === null, row.lastErrorCode])).toEqual([
      [REMOVED_RECIPIENT, 'failed', true, 'ACCOUNT_DELETED'],
      ['leaving@example.com', 'pending', false, null],
    ]);
    mode = 'send';
    for (const release of held.splice(0)) release();
    await mailsAttempted(app);
    expect(sent.at(-1)).toMatchObject({
      to: 'leaving@example.com',
      subject: expect.stringContaining('deleted'),
    });
    const after = await rowsAbout(owner.account.accountDBID);
    expect(after.map((row) => [row.recipient, row.status])).toEqual([
      [REMOVED_RECIPIENT, 'failed'],
      [REMOVED_RECIPIENT, 'sent'],
    ]);
    expect(JSON.stringify(after)).not.toContain('leaving');
  });
});
