import { and, eq, inArray, isNotNull, lt, lte, or, sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { mailOutbox } from '../db/schema/index.ts';
import type { Clock } from './clock.ts';
import type { MailMessage } from './mail.ts';

/** What the outbox keeps of an attempt's failure: codes only, since the server's text may quote the address. */
export interface MailErrorCodes {
  code: string | null;
  responseCode: number | null;
  command: string | null;
}

/** A mail a sender holds: what the transport needs, and the how-many-th attempt this is. */
export interface ClaimedMail extends MailMessage {
  id: number;
  attempts: number;
}

/** What the staff's list shows in place of an address that had to go (the account was deleted). */
export const REMOVED_RECIPIENT = '(removed)';

// The recipient of a row marked to forget it, once its body is gone.
const forgottenRecipient = sql`case when ${mailOutbox.forgetRecipient} then ${REMOVED_RECIPIENT} else ${mailOutbox.recipient} end`;

/** The rows of the outbox, as the senders see them: write, claim, settle, wipe. */
export function createMailOutboxStore(deps: { db: Db; clock: Clock; claimMs: number }) {
  const { db, clock } = deps;

  return {
    /** Writes a pending mail, due now, with the given executor (a transaction's, to go with its work). */
    async insert(
      executor: Db,
      message: MailMessage,
      about: { accountDBID?: number | null; forgetRecipient?: boolean },
    ): Promise<number> {
      const now = clock.now();
      const [row] = await executor
        .insert(mailOutbox)
        .values({
          accountDBID: about.accountDBID ?? null,
          recipient: message.to,
          subject: message.subject,
          text: message.text,
          html: message.html,
          nextAttemptAt: now,
          forgetRecipient: about.forgetRecipient ?? false,
          createdAt: now,
        })
        .returning({ id: mailOutbox.id });
      if (!row) throw new Error('mail_outbox insert returned no row');
      return row.id;
    },

    /**
     * Claims one due mail (that one when an id is given), counting the attempt: the row is locked while it is picked
     * and skipped by any other sender meanwhile, then held until `claimMs` from now, so two senders never hold it.
     */
    async claim(id?: number): Promise<ClaimedMail | undefined> {
      const now = clock.now();
      const free = or(sql`${mailOutbox.claimedUntil} is null`, lte(mailOutbox.claimedUntil, now));
      const due = and(
        eq(mailOutbox.status, 'pending'),
        isNotNull(mailOutbox.html),
        isNotNull(mailOutbox.text),
        lte(mailOutbox.nextAttemptAt, now),
        free,
        id === undefined ? undefined : eq(mailOutbox.id, id),
      );
      // A CTE runs once: as a subquery of the update it would be run again per row and pick every due mail.
      const next = db
        .$with('next')
        .as(
          db
            .select({ nextId: mailOutbox.id })
            .from(mailOutbox)
            .where(due)
            .orderBy(mailOutbox.nextAttemptAt, mailOutbox.id)
            .limit(1)
            .for('update', { skipLocked: true }),
        );
      const [row] = await db
        .with(next)
        .update(mailOutbox)
        .set({
          claimedUntil: new Date(now.getTime() + deps.claimMs),
          attempts: sql`${mailOutbox.attempts} + 1`,
          lastAttemptAt: now,
        })
        .from(next)
        .where(eq(mailOutbox.id, next.nextId))
        .returning({
          id: mailOutbox.id,
          attempts: mailOutbox.attempts,
          recipient: mailOutbox.recipient,
          subject: mailOutbox.subject,
          text: mailOutbox.text,
          html: mailOutbox.html,
        });
      // The claim's condition keeps both bodies; the check only narrows their types.
      if (!row || row.text === null || row.html === null) return undefined;
      const { recipient: to, subject, text, html } = row;
      return { id: row.id, attempts: row.attempts, to, subject, text, html };
    },

    /** The transport took it: sent, and its bodies (with their single-use links) wiped. */
    async sent(id: number): Promise<void> {
      await db
        .update(mailOutbox)
        .set({
          status: 'sent',
          sentAt: clock.now(),
          text: null,
          html: null,
          recipient: forgottenRecipient,
          nextAttemptAt: null,
          claimedUntil: null,
          lastErrorCode: null,
          lastResponseCode: null,
          lastCommand: null,
        })
        .where(and(eq(mailOutbox.id, id), eq(mailOutbox.status, 'pending')));
    },

    /** An attempt failed: pending again from `retryAt`, or failed for good when there is none. */
    async attemptFailed(id: number, error: MailErrorCodes, retryAt: Date | null): Promise<void> {
      await db
        .update(mailOutbox)
        .set({
          status: retryAt ? 'pending' : 'failed',
          nextAttemptAt: retryAt,
          claimedUntil: null,
          lastErrorCode: error.code,
          lastResponseCode: error.responseCode,
          lastCommand: error.command,
        })
        .where(and(eq(mailOutbox.id, id), eq(mailOutbox.status, 'pending')));
    },

    /**
     * The account was deleted: its mails lose their address and bodies, and those still waiting are given up, in the
     * deletion's transaction. A mail queued after this one (the deletion's own notice) is not touched.
     */
    async forgetAccount(tx: Db, accountDBID: number): Promise<void> {
      await tx
        .update(mailOutbox)
        .set({
          recipient: REMOVED_RECIPIENT,
          text: null,
          html: null,
          claimedUntil: null,
          nextAttemptAt: null,
          lastErrorCode: sql`case when ${mailOutbox.status} = 'pending' then 'ACCOUNT_DELETED' else ${mailOutbox.lastErrorCode} end`,
          status: sql`case when ${mailOutbox.status} = 'pending' then 'failed' else ${mailOutbox.status} end`,
        })
        .where(eq(mailOutbox.accountDBID, accountDBID));
    },

    /** Wipes the bodies of mails that failed before `before` (their links are stale by then); answers how many. */
    async wipeFailedBefore(before: Date): Promise<number> {
      const wiped = await db
        .update(mailOutbox)
        .set({ text: null, html: null, recipient: forgottenRecipient })
        .where(
          and(
            eq(mailOutbox.status, 'failed'),
            or(isNotNull(mailOutbox.html), isNotNull(mailOutbox.text)),
            lt(sql`coalesce(${mailOutbox.lastAttemptAt}, ${mailOutbox.createdAt})`, before),
          ),
        )
        .returning({ id: mailOutbox.id });
      return wiped.length;
    },

    /** Deletes the mails sent or given up before the date (by their last attempt). */
    async deleteFinishedBefore(before: Date): Promise<number> {
      const deleted = await db
        .delete(mailOutbox)
        .where(
          and(
            inArray(mailOutbox.status, ['sent', 'failed']),
            lt(
              sql`coalesce(${mailOutbox.sentAt}, ${mailOutbox.lastAttemptAt}, ${mailOutbox.createdAt})`,
              before,
            ),
          ),
        )
        .returning({ id: mailOutbox.id });
      return deleted.length;
    },
  };
}
