import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  boolean,
  index,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';
import { accounts } from './accounts.ts';

/**
 * Account bans (docs/product.md §6.3). A player is banned while an active row covers now. At most one row per account
 * is active (an unban deactivates it, as tera-api edits its single row); inactive rows are the ban history.
 */
export const accountBans = pgTable(
  'account_bans',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    accountDBID: bigint('account_dbid', { mode: 'number' })
      .notNull()
      .references(() => accounts.accountDBID, { onDelete: 'cascade' }),
    startTime: timestamp('start_time', { withTimezone: true }).notNull(),
    endTime: timestamp('end_time', { withTimezone: true }).notNull(),
    // tera-api keeps the banned addresses as a JSON array string; so do we.
    ip: text('ip').notNull().default('[]'),
    description: text('description').notNull(),
    active: boolean('active').notNull().default(true),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    bannedBy: varchar('banned_by', { length: 64 }),
  },
  (t) => [
    index('account_bans_account_dbid_idx').on(t.accountDBID),
    uniqueIndex('account_bans_one_active_key').on(t.accountDBID).where(sql`${t.active}`),
  ],
);

export type AccountBanRow = typeof accountBans.$inferSelect;
