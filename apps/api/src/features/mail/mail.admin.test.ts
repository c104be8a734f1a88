import { type AdminMail, Prime } from '@agaia/contract';
import { eq } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { buildAccount, loginAs } from '../../../test/builders/accounts.ts';
import { auditEntriesOf } from '../../../test/builders/audit.ts';
import { startSmtpSink } from '../../../test/fakes/smtp-sink.ts';
import { createTestApp, createTestClock, mailsAttempted } from '../../../test/helpers.ts';
import { mailOutbox } from '../../db/schema/index.ts';
import { MailText } from '../../i18n/en/mail.ts';
import { ptBRMail } from '../../i18n/pt-BR/mail.ts';

const smtp = await startSmtpSink({ port: [3800, 3899] });
afterAll(() => smtp.close());
const clock = createTestClock();
const app = await createTestApp({ clock, env: { SMTP_URL: smtp.url } });
const { db, mailOutbox: outbox } = app.platform;

type Headers = Record<string, string>;
const list = (query: string, headers?: Headers) => app.inject({ url: `/api/admin/mails${query}`, headers });
const resend = (id: number | string, headers?: Headers) =>
  app.inject({ method: 'POST', url: `/api/admin/mails/${id}/resend`, headers });

async function account(webMgt = 0) {
  const built = await buildAccount(app, { webMgt });
  const { headers } = await loginAs(app, built.account.userName, built.password);
  return { ...built.account, headers };
}
const manager = () => account(Prime.accountManagement * Prime.accountActions);

/** A mail about the account, left as the outbox would after its attempts: waiting, or given up. */
async function mailAbout(
  target: { accountDBID: number; email: string },
  status: 'pending' | 'failed' = 'failed',
) {
  const id = await outbox.queue(
    db,
    { to: target.email, subject: `Notice ${status}`, text: 'Hello', html: '<p>Hello</p>' },
    { accountDBID: target.accountDBID },
  );
  if (status === 'failed')
    await db
      .update(mailOutbox)
      .set({ status, attempts: 6, nextAttemptAt: null, lastErrorCode: 'ESOCKET', lastCommand: 'CONN' })
      .where(eq(mailOutbox.id, id));
  return id;
}

describe('V8 Authorization: the mail outbox for the staff', () => {
  it('[8.2.1] answers 401 without a session and 403 without Account Management, before reading the input', async () => {
    const player = await account();
    const target = await account();
    const id = await mailAbout(target);
    expect((await list('')).statusCode).toBe(401);
    expect((await resend(id)).statusCode).toBe(401);
    const { headers } = await account(Prime.accountBenefits * Prime.accountActions * Prime.news);
    for (const headersOf of [headers, player.headers]) {
      const listed = await list('?status=bogus', headersOf);
      expect(listed.statusCode).toBe(403);
      expect(listed.json().message).toEqual(expect.any(String));
      expect((await resend('not-an-id', headersOf)).statusCode).toBe(403);
      expect((await resend(id, headersOf)).statusCode).toBe(403);
    }
    expect((await db.select().from(mailOutbox).where(eq(mailOutbox.id, id)))[0]?.status).toBe('failed');
  });

  it('[2.2.1, 1.4.2] refuses a bad status, page, page size or id with a 400 and its message', async () => {
    const { headers } = await manager();
    const cases: [string, string][] = [
      ['?status=bogus', 'Status must be pending, sent or failed.'],
      ['?page=0', 'page must be 1 or more.'],
      ['?page=1000001', 'page must be at most 1000000.'],
      ['?pageSize=all', 'pageSize must be 10, 50 or 100.'],
      ['?pageSize=25', 'pageSize must be 10, 50 or 100.'],
    ];
    for (const [query, message] of cases) {
      const response = await list(query, headers);
      expect(response.statusCode, query).toBe(400);
      expect(response.json().message).toContain(message);
    }
    expect((await list('?status=sent&status=failed', headers)).statusCode).toBe(400);
    for (const id of ['abc', '0', '-1', '1.5', '9007199254740992']) {
      const response = await resend(id, headers);
      expect(response.statusCode, id).toBe(400);
      expect(response.json().message).toContain('Mail ID must be a whole number from 1 to');
    }
  });

  it('[8.2.2] resends only mails about accounts the caller outranks, never its own', async () => {
    const caller = await manager();
    const higher = await account(Prime.accountManagement * Prime.accountActions * Prime.news);
    for (const [target, code] of [
      [higher, 'HIERARCHY'],
      [caller, 'SELF'],
    ] as const) {
      const refused = await resend(await mailAbout(target), caller.headers);
      expect(refused.statusCode).toBe(403);
      expect(refused.json().code).toBe(code);
    }
    expect(smtp.mails).toHaveLength(0);
  });
});

describe('the mail outbox list and resend', () => {
  it('lists mails newest first with recipient, state and error codes, filtered by status, with counts', async () => {
    const { headers } = await manager();
    const target = await account();
    const failed = await mailAbout(target, 'failed');
    const pending = await mailAbout(target, 'pending');
    const all = await list('?pageSize=100', headers);
    expect(all.statusCode).toBe(200);
    const mails = all.json().mails as AdminMail[];
    expect(mails.map((mail) => mail.id).slice(0, 2)).toEqual([pending, failed]);
    expect(mails[1]).toMatchObject({
      id: failed,
      accountDBID: target.accountDBID,
      userName: target.userName,
      recipient: target.email,
      subject: 'Notice failed',
      status: 'failed',
      attempts: 6,
      lastError: { code: 'ESOCKET', responseCode: null, command: 'CONN' },
      canResend: true,
    });
    expect(all.json().counts.failed).toBeGreaterThanOrEqual(1);
    const onlyPending = (await list('?status=pending', headers)).json();
    expect(onlyPending.mails.every((mail: AdminMail) => mail.status === 'pending')).toBe(true);
    expect(onlyPending.mails.map((mail: AdminMail) => mail.id)).toContain(pending);
    expect(onlyPending.total).toBe(onlyPending.mails.length);
    const beyond = (await list('?page=1000&pageSize=10', headers)).json();
    expect(beyond.mails).toEqual([]);
    expect(beyond.total).toBe(all.json().total);
  });

  it('[16.2.1] resends a failed mail from its first attempt, audited without the address; then 409', async () => {
    const caller = await manager();
    const target = await account();
    const id = await mailAbout(target, 'failed');
    const response = await resend(id, caller.headers);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ message: 'The mail is on its way again.' });
    await mailsAttempted(app);
    expect(smtp.to(target.email).map((mail) => mail.subject)).toEqual(['Notice failed']);
    const [row] = await db.select().from(mailOutbox).where(eq(mailOutbox.id, id));
    expect(row).toMatchObject({
      status: 'sent',
      attempts: 1,
      text: null,
      html: null,
      recipient: target.email,
    });

    const [entry] = await auditEntriesOf(app, target.accountDBID, 'mail.resend');
    expect(entry).toMatchObject({
      actorAccountDBID: caller.accountDBID,
      changes: { mailId: id, subject: 'Notice failed', from: 'failed', attempts: 6 },
    });
    expect(JSON.stringify(entry)).not.toContain(target.email);

    const again = await resend(id, caller.headers);
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe('This mail was already sent.');
  });

  it('resends a waiting mail at once; refuses one being sent (409) and an unknown one (404)', async () => {
    const { headers } = await manager();
    const target = await account();
    const waiting = await mailAbout(target, 'pending');
    await db
      .update(mailOutbox)
      .set({ attempts: 3, nextAttemptAt: new Date(clock.now().getTime() + 3_600_000) })
      .where(eq(mailOutbox.id, waiting));
    expect((await resend(waiting, headers)).statusCode).toBe(200);
    await mailsAttempted(app);
    expect(smtp.to(target.email)).toHaveLength(1);

    const held = await mailAbout(target, 'pending');
    await db
      .update(mailOutbox)
      .set({ claimedUntil: new Date(clock.now().getTime() + 60_000) })
      .where(eq(mailOutbox.id, held));
    const busy = await resend(held, headers);
    expect(busy.statusCode).toBe(409);
    expect(busy.json().message).toBe('This mail is being sent right now: look again in a minute.');

    const missing = await resend(987_654_321, headers);
    expect(missing.statusCode).toBe(404);
    expect(missing.json().message).toBe('Mail not found.');
  });
});

describe("the mail outbox in the reader's language", () => {
  it('resends a mail and refuses an unknown one in Portuguese; in English without the header', async () => {
    const { headers } = await manager();
    const pt = { ...headers, 'accept-language': 'pt-BR' };
    const id = await mailAbout(await account());
    expect((await resend(id, pt)).json()).toEqual({ message: ptBRMail.resent });
    expect((await resend(999_999, pt)).json().message).toBe(ptBRMail.mailNotFound);
    expect((await resend(999_999, headers)).json().message).toBe(MailText.mailNotFound);
  });
});
