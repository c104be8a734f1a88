import { bigint, bigserial, index, integer, pgTable, timestamp, varchar } from 'drizzle-orm/pg-core';
import { accounts } from './accounts.ts';

/**
 * An account's TOTP secret (RFC 6238). Pending until a code confirms it (`confirmedAt`); `accounts.two_factor_enabled`
 * says it is on (read with the session). `lastTimeStep` is the last accepted code's time step: a code works once.
 */
export const twoFactorSecrets = pgTable('two_factor_secrets', {
  accountDBID: bigint('account_dbid', { mode: 'number' })
    .primaryKey()
    .references(() => accounts.accountDBID, { onDelete: 'cascade' }),
  secret: varchar('secret', { length: 64 }).notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  confirmedAt: timestamp('confirmed_at', { withTimezone: true }),
  lastTimeStep: bigint('last_time_step', { mode: 'number' }).notNull().default(0),
});

/** Ten single-use recovery codes per account, kept as their SHA-256. */
export const twoFactorRecoveryCodes = pgTable(
  'two_factor_recovery_codes',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    accountDBID: bigint('account_dbid', { mode: 'number' })
      .notNull()
      .references(() => accounts.accountDBID, { onDelete: 'cascade' }),
    codeHash: varchar('code_hash', { length: 64 }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
  },
  (t) => [index('two_factor_recovery_codes_account_idx').on(t.accountDBID)],
);

/**
 * A login whose password was right, waiting for its second factor: single use, short-lived, a few tries. Only the
 * token's SHA-256 is kept.
 */
export const loginChallenges = pgTable(
  'login_challenges',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    tokenHash: varchar('token_hash', { length: 64 }).notNull().unique(),
    accountDBID: bigint('account_dbid', { mode: 'number' })
      .notNull()
      .references(() => accounts.accountDBID, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    failures: integer('failures').notNull().default(0),
  },
  (t) => [index('login_challenges_expires_idx').on(t.expiresAt)],
);
