import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';

/** One site account; mirrors tera-api's account_info where the two overlap (docs/product.md §6.1). */
export const accounts = pgTable(
  'accounts',
  {
    accountDBID: bigserial('account_dbid', { mode: 'number' }).primaryKey(),
    userName: varchar('user_name', { length: 64 }).notNull(),
    email: varchar('email', { length: 254 }).notNull(),
    passwordHash: text('password_hash').notNull(),
    isEmailConfirmed: boolean('is_email_confirmed').notNull().default(false),
    avatarUrl: text('avatar_url'),
    registerTime: timestamp('register_time', { withTimezone: true }).notNull().defaultNow(),
    lastLoginTime: timestamp('last_login_time', { withTimezone: true }),
    lastLoginIP: varchar('last_login_ip', { length: 64 }),
    permission: integer('permission').notNull().default(0),
    privilege: integer('privilege').notNull().default(0),
    // A product of primes: all twelve known primes exceed 2^31, so bigint.
    webMgt: bigint('web_mgt', { mode: 'number' }).notNull().default(0),
    agaiaCoins: integer('agaia_coins').notNull().default(0),
    astrumCoins: integer('astrum_coins').notNull().default(0),
    agaiaClubExpiry: timestamp('agaia_club_expiry', { withTimezone: true }),
    hasClaimedFounderPackage: boolean('has_claimed_founder_package').notNull().default(false),
    hasClaimedVeteranPackage: boolean('has_claimed_veteran_package').notNull().default(false),
    // Two-factor authentication is on (its secret is in two_factor_secrets): read with the session, so the admin
    // guard needs no second query, and announced by the account-change trigger like every other column.
    twoFactorEnabled: boolean('two_factor_enabled').notNull().default(false),
    // The language the player reads the site and its mails in (a code of the contract's LANGUAGES).
    language: varchar('language', { length: 8 }).notNull().default('en'),
    // Where the player came from (the referral record, docs/product.md §2.6), as sent at registration; null when
    // unknown.
    attribution: jsonb('attribution'),
  },
  (t) => [
    uniqueIndex('accounts_user_name_lower_key').on(sql`lower(${t.userName})`),
    uniqueIndex('accounts_email_lower_key').on(sql`lower(${t.email})`),
  ],
);

/** A login session: only the SHA-256 of the bearer token is kept. */
export const sessions = pgTable(
  'sessions',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    accountDBID: bigint('account_dbid', { mode: 'number' })
      .notNull()
      .references(() => accounts.accountDBID, { onDelete: 'cascade' }),
    tokenHash: varchar('token_hash', { length: 64 }).notNull().unique(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    ip: varchar('ip', { length: 64 }),
    userAgent: varchar('user_agent', { length: 512 }),
  },
  (t) => [
    index('sessions_account_dbid_idx').on(t.accountDBID),
    index('sessions_expires_at_idx').on(t.expiresAt),
  ],
);

export type AccountRow = typeof accounts.$inferSelect;
export type NewAccountRow = typeof accounts.$inferInsert;
