import { sql } from 'drizzle-orm';
import { bigint, bigserial, index, pgTable, timestamp, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { accounts } from './accounts.ts';

export type DeletionRequestStatus = 'pending' | 'confirmed' | 'declined' | 'cancelled';

/**
 * A player's request to have the account deleted: pending until a staff member confirms it (the account is then
 * anonymized) or declines it, or the player takes it back. One pending request per account.
 */
export const deletionRequests = pgTable(
  'deletion_requests',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    accountDBID: bigint('account_dbid', { mode: 'number' })
      .notNull()
      .references(() => accounts.accountDBID, { onDelete: 'cascade' }),
    status: varchar('status', { length: 16 }).$type<DeletionRequestStatus>().notNull().default('pending'),
    /** The player's own words, optional. */
    reason: varchar('reason', { length: 500 }),
    requestedAt: timestamp('requested_at', { withTimezone: true }).notNull(),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    /** The staff member who confirmed or declined it. */
    decidedBy: bigint('decided_by', { mode: 'number' }),
    /** Why it was declined, told to the player. */
    note: varchar('note', { length: 500 }),
  },
  (t) => [
    uniqueIndex('deletion_requests_pending_key').on(t.accountDBID).where(sql`${t.status} = 'pending'`),
    index('deletion_requests_status_idx').on(t.status, t.requestedAt),
  ],
);

export type DeletionRequestRow = typeof deletionRequests.$inferSelect;
