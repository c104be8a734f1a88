import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  boolean,
  index,
  integer,
  pgTable,
  text,
  timestamp,
  varchar,
} from 'drizzle-orm/pg-core';
import { accounts } from './accounts.ts';

export type MailStatus = 'pending' | 'sent' | 'failed';

/**
 * Every mail the site sends, written before it is sent (platform/mail-outbox.ts): pending until the transport takes
 * it, retried with a backoff, failed after the last attempt. The bodies hold single-use links, so they are wiped once
 * the mail is sent (and a failed mail's after 7 days); the recipient, subject and outcome stay for the staff's list.
 */
export const mailOutbox = pgTable(
  'mail_outbox',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    // The account the mail is about. Accounts are anonymized, not deleted (account-deletion); should a row go anyway
    // (by hand), its mails go with it, since they name its address.
    accountDBID: bigint('account_dbid', { mode: 'number' }).references(() => accounts.accountDBID, {
      onDelete: 'cascade',
    }),
    recipient: varchar('recipient', { length: 254 }).notNull(),
    subject: text('subject').notNull(),
    /** Null once sent, or 7 days after it failed: a resend needs them. */
    text: text('text'),
    html: text('html'),
    status: varchar('status', { length: 16 }).$type<MailStatus>().notNull().default('pending'),
    attempts: integer('attempts').notNull().default(0),
    /** A pending mail is due from then; null once sent or failed. */
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }),
    /** A sender holds the mail until then (a crashed sender's claim runs out); null when nobody holds it. */
    claimedUntil: timestamp('claimed_until', { withTimezone: true }),
    lastAttemptAt: timestamp('last_attempt_at', { withTimezone: true }),
    // How the last attempt failed, as codes only: the server's text may quote the address.
    lastErrorCode: varchar('last_error_code', { length: 32 }),
    lastResponseCode: integer('last_response_code'),
    lastCommand: varchar('last_command', { length: 32 }),
    /** The last mail to a deleted account: its address is removed once it is sent or given up. */
    forgetRecipient: boolean('forget_recipient').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    sentAt: timestamp('sent_at', { withTimezone: true }),
  },
  (t) => [
    // The worker's pick: pending mails by due time.
    index('mail_outbox_due_idx').on(t.status, t.nextAttemptAt).where(sql`${t.status} = 'pending'`),
    // The staff's list, newest first, with or without a status filter (the latter reads the primary key).
    index('mail_outbox_status_idx').on(t.status, t.id),
    index('mail_outbox_account_idx').on(t.accountDBID),
  ],
);

export type MailOutboxRow = typeof mailOutbox.$inferSelect;
