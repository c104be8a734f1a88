import { bigint, bigserial, boolean, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { accounts } from './accounts.ts';

/**
 * Account bans (SPEC §3 Ban), one row per account as in tera-api: an unban edits the row. A player is banned while
 * the row is active and now lies between its start and end.
 */
export const accountBans = pgTable('account_bans', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  accountDBID: bigint('account_dbid', { mode: 'number' })
    .notNull()
    .unique()
    .references(() => accounts.accountDBID, { onDelete: 'cascade' }),
  startTime: timestamp('start_time', { withTimezone: true }).notNull(),
  endTime: timestamp('end_time', { withTimezone: true }).notNull(),
  // tera-api keeps the banned addresses as a JSON array string; so do we.
  ip: text('ip').notNull().default('[]'),
  description: text('description').notNull(),
  active: boolean('active').notNull().default(true),
});

export type AccountBanRow = typeof accountBans.$inferSelect;
