import { bigint, bigserial, index, pgTable, timestamp, varchar } from 'drizzle-orm/pg-core';
import { accounts } from './accounts.ts';

export type EmailTokenPurpose = 'confirm_email' | 'reset_password' | 'change_email';

/** Single-use links sent by mail: only the token's SHA-256 is kept, with its purpose, target address and expiry. */
export const emailTokens = pgTable(
  'email_tokens',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    accountDBID: bigint('account_dbid', { mode: 'number' })
      .notNull()
      .references(() => accounts.accountDBID, { onDelete: 'cascade' }),
    purpose: varchar('purpose', { length: 32 }).$type<EmailTokenPurpose>().notNull(),
    tokenHash: varchar('token_hash', { length: 64 }).notNull().unique(),
    email: varchar('email', { length: 254 }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
  },
  (t) => [index('email_tokens_account_purpose_idx').on(t.accountDBID, t.purpose)],
);

export type EmailTokenRow = typeof emailTokens.$inferSelect;
