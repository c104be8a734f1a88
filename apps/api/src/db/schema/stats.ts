import {
  bigint,
  bigserial,
  date,
  index,
  integer,
  pgTable,
  primaryKey,
  timestamp,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';
import { accounts } from './accounts.ts';

/** How a login passed: the password alone, the password and a code or passkey, or a passkey alone. */
export type LoginMethod = 'password' | 'password_code' | 'password_passkey' | 'passkey';

/** Each login that started a session (kept from issue 19 on): the statistics' logins and the account's own record. */
export const loginEvents = pgTable(
  'login_events',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    accountDBID: bigint('account_dbid', { mode: 'number' })
      .notNull()
      .references(() => accounts.accountDBID, { onDelete: 'cascade' }),
    method: varchar('method', { length: 16 }).$type<LoginMethod>().notNull(),
    occurredAt: timestamp('occurred_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('login_events_account_idx').on(t.accountDBID, t.occurredAt)],
);

export type StatsMetric = 'registrations' | 'logins' | 'hits';

/**
 * Counts per day in the operator's time zone (the `stats_time_zone` site setting), kept by triggers on the rows they
 * count (accounts, login_events, referral_hits: inserts add, deletes take away), so they always equal a GROUP BY of
 * those rows; `agaia_stats_rebuild()` recomputes them (after a restore, or when STATS_TIME_ZONE changes). Campaign
 * and content are the referral's utm_campaign and utm_content ('' for none).
 */
export const statsDaily = pgTable(
  'stats_daily',
  {
    metric: varchar('metric', { length: 16 }).$type<StatsMetric>().notNull(),
    day: date('day', { mode: 'string' }).notNull(),
    campaign: varchar('campaign', { length: 256 }).notNull().default(''),
    content: varchar('content', { length: 256 }).notNull().default(''),
    value: bigint('value', { mode: 'number' }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.metric, t.day, t.campaign, t.content] })],
);

/** Twitch time credited by the accrual job, per quarter hour (exact in every time zone), in seconds. */
export const twitchQuarterHours = pgTable('twitch_quarter_hours', {
  startsAt: timestamp('starts_at', { withTimezone: true }).primaryKey(),
  watchSeconds: bigint('watch_seconds', { mode: 'number' }).notNull().default(0),
  streamSeconds: bigint('stream_seconds', { mode: 'number' }).notNull().default(0),
});

/** Players online per game server, sampled each minute by the instance that runs the jobs; kept a year. */
export const onlineSamples = pgTable(
  'online_samples',
  {
    // A key of one column: backups read a table in pages of it.
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    serverId: integer('server_id').notNull(),
    sampledAt: timestamp('sampled_at', { withTimezone: true }).notNull(),
    usersOnline: integer('users_online').notNull(),
  },
  (t) => [
    uniqueIndex('online_samples_server_minute_key').on(t.serverId, t.sampledAt),
    index('online_samples_at_idx').on(t.sampledAt),
  ],
);

/**
 * The samples per server and quarter hour (the most seen, their sum and how many), written with them: the charts read
 * these, a year of which is 35,040 rows a server rather than 525,600.
 */
export const onlineQuarterHours = pgTable(
  'online_quarter_hours',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    serverId: integer('server_id').notNull(),
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
    peak: integer('peak').notNull(),
    total: bigint('total', { mode: 'number' }).notNull(),
    samples: integer('samples').notNull(),
  },
  (t) => [
    uniqueIndex('online_quarter_hours_server_start_key').on(t.serverId, t.startsAt),
    index('online_quarter_hours_start_idx').on(t.startsAt),
  ],
);
