import type { AdminMail, AdminMailList, AdminMailQuery } from '@agaia/contract';
import { count, desc, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { accounts, type MailOutboxRow, mailOutbox } from '../../db/schema/index.ts';
import { MailText } from '../../i18n/en/mail.ts';
import { lockTargetAccount } from '../../platform/admin-hierarchy.ts';
import { type Actor, recordAudit } from '../../platform/audit.ts';
import type { Clock } from '../../platform/clock.ts';
import { AppError, conflict, notFound } from '../../platform/errors.ts';
import type { MailOutbox } from '../../platform/mail-outbox.ts';

const MAIL_PAGE_LIMIT = { '10': 10, '50': 50, '100': 100 } as const;

const hasBody = (row: Pick<MailOutboxRow, 'text' | 'html'>) => row.text !== null && row.html !== null;

const toAdminMail = (row: MailOutboxRow, userName: string | null): AdminMail => ({
  id: row.id,
  accountDBID: row.accountDBID,
  userName,
  recipient: row.recipient,
  subject: row.subject,
  status: row.status,
  attempts: row.attempts,
  createdAt: row.createdAt.toISOString(),
  lastAttemptAt: row.lastAttemptAt?.toISOString() ?? null,
  nextAttemptAt: row.nextAttemptAt?.toISOString() ?? null,
  sentAt: row.sentAt?.toISOString() ?? null,
  lastError:
    row.lastErrorCode || row.lastResponseCode || row.lastCommand
      ? { code: row.lastErrorCode, responseCode: row.lastResponseCode, command: row.lastCommand }
      : null,
  canResend: row.status !== 'sent' && hasBody(row),
});

/**
 * The staff's view of the mail outbox (Accounts → Mail Outbox, Account Management): every mail with its recipient and
 * outcome, and a resend of a failed or waiting mail whose text is still kept, on an account the actor outranks.
 */
export function createMailAdminService(deps: {
  db: Db;
  clock: Clock;
  mailOutbox: Pick<MailOutbox, 'sendSoon'>;
}) {
  const { db, clock } = deps;
  return {
    /** One page of the outbox, newest first, and how many mails wait or failed. */
    async list(query: AdminMailQuery): Promise<AdminMailList> {
      const where = query.status ? eq(mailOutbox.status, query.status) : undefined;
      const limit = MAIL_PAGE_LIMIT[query.pageSize];
      const [rows, [total], open] = await Promise.all([
        db
          .select({ row: mailOutbox, userName: accounts.userName })
          .from(mailOutbox)
          .leftJoin(accounts, eq(accounts.accountDBID, mailOutbox.accountDBID))
          .where(where)
          .orderBy(desc(mailOutbox.id))
          .limit(limit)
          .offset((query.page - 1) * limit),
        db.select({ value: count() }).from(mailOutbox).where(where),
        db
          .select({ status: mailOutbox.status, value: count() })
          .from(mailOutbox)
          .where(inArray(mailOutbox.status, ['pending', 'failed']))
          .groupBy(mailOutbox.status),
      ]);
      const countOf = (status: string) => open.find((row) => row.status === status)?.value ?? 0;
      return {
        mails: rows.map(({ row, userName }) => toAdminMail(row, userName)),
        total: total?.value ?? 0,
        counts: { pending: countOf('pending'), failed: countOf('failed') },
      };
    },

    /**
     * Sends a failed or waiting mail again from its first attempt (a new series of retries), audited: 409 when it was
     * sent or is being sent right now, 410 when its text is gone (sent, or failed over 7 days ago).
     */
    async resend(actor: Actor, id: number) {
      await db.transaction(async (tx) => {
        const [row] = await tx.select().from(mailOutbox).where(eq(mailOutbox.id, id)).for('update');
        if (!row) return notFound(MailText.mailNotFound);
        if (row.accountDBID !== null) await lockTargetAccount(tx, actor, row.accountDBID);
        if (row.status === 'sent') return conflict(MailText.alreadySent, 'MAIL_SENT');
        if (!hasBody(row)) throw new AppError(410, MailText.textGone, 'MAIL_GONE');
        const now = clock.now();
        if (row.claimedUntil && row.claimedUntil > now) return conflict(MailText.sendingNow, 'MAIL_SENDING');
        await tx
          .update(mailOutbox)
          .set({ status: 'pending', attempts: 0, nextAttemptAt: now, claimedUntil: null })
          .where(eq(mailOutbox.id, id));
        // Never the recipient: the audit log is kept longer than the outbox and read more widely.
        await recordAudit(tx, clock, {
          actor,
          action: 'mail.resend',
          targetAccountDBID: row.accountDBID,
          changes: { mailId: id, subject: row.subject, from: row.status, attempts: row.attempts },
        });
      });
      deps.mailOutbox.sendSoon(id);
      return { message: MailText.resent };
    },
  };
}

export type MailAdminService = ReturnType<typeof createMailAdminService>;
