import {
  bigint,
  bigserial,
  index,
  integer,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';
import { accounts, sessions } from './accounts.ts';

/** A site account's linked Twitch account: one each way. The tokens read the streamer's own chatters. */
export const twitchLinks = pgTable('twitch_links', {
  accountDBID: bigint('account_dbid', { mode: 'number' })
    .primaryKey()
    .references(() => accounts.accountDBID, { onDelete: 'cascade' }),
  twitchId: varchar('twitch_id', { length: 32 }).notNull().unique(),
  login: varchar('login', { length: 64 }).notNull(),
  accessToken: text('access_token').notNull(),
  refreshToken: text('refresh_token').notNull(),
  tokenExpiresAt: timestamp('token_expires_at', { withTimezone: true }),
  linkedAt: timestamp('linked_at', { withTimezone: true }).notNull(),
});

/** The OAuth `state` of a link in progress: single use, bound to the session that asked, short-lived. */
export const twitchLinkStates = pgTable(
  'twitch_link_states',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    stateHash: varchar('state_hash', { length: 64 }).notNull().unique(),
    accountDBID: bigint('account_dbid', { mode: 'number' })
      .notNull()
      .references(() => accounts.accountDBID, { onDelete: 'cascade' }),
    // Logging out ends the link in progress too.
    sessionId: bigint('session_id', { mode: 'number' })
      .notNull()
      .references(() => sessions.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
  },
  (t) => [
    index('twitch_link_states_account_idx').on(t.accountDBID),
    index('twitch_link_states_session_idx').on(t.sessionId),
  ],
);

/** Watch and stream time of a site account, in seconds; it stays with the account when Twitch is unlinked. */
export const twitchTime = pgTable('twitch_time', {
  accountDBID: bigint('account_dbid', { mode: 'number' })
    .primaryKey()
    .references(() => accounts.accountDBID, { onDelete: 'cascade' }),
  watchSeconds: bigint('watch_seconds', { mode: 'number' }).notNull().default(0),
  streamSeconds: bigint('stream_seconds', { mode: 'number' }).notNull().default(0),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
});

/** When each background job last completed a tick; the guarded update of this row makes a tick count once. */
export const jobTicks = pgTable('job_ticks', {
  name: varchar('name', { length: 64 }).primaryKey(),
  lastTickAt: timestamp('last_tick_at', { withTimezone: true }).notNull(),
});

export type TwitchRewardKind = 'viewer' | 'streamer';

/** Viewer and Streamer Drops (docs/product.md §9.3): a season's rewards, each granting an item once. */
export const twitchRewards = pgTable(
  'twitch_rewards',
  {
    id: serial('id').primaryKey(),
    season: integer('season').notNull(),
    type: varchar('type', { length: 16 }).$type<TwitchRewardKind>().notNull(),
    title: varchar('title', { length: 120 }).notNull(),
    description: text('description'),
    requiredMinutes: integer('required_minutes').notNull(),
    itemId: integer('item_id').notNull(),
    itemQuantity: integer('item_quantity').notNull().default(1),
    /** The tera-api box template that delivers the item (GAME_BACKEND=tera-api). */
    boxId: integer('box_id'),
    imageUrl: text('image_url'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('twitch_rewards_type_idx').on(t.type, t.season, t.requiredMinutes)],
);

/** A claimed reward: once per site account and once per Twitch account, whoever it is linked to later. */
export const twitchClaims = pgTable(
  'twitch_claims',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    accountDBID: bigint('account_dbid', { mode: 'number' })
      .notNull()
      .references(() => accounts.accountDBID, { onDelete: 'cascade' }),
    rewardId: integer('reward_id')
      .notNull()
      .references(() => twitchRewards.id, { onDelete: 'cascade' }),
    twitchId: varchar('twitch_id', { length: 32 }).notNull(),
    claimedAt: timestamp('claimed_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    uniqueIndex('twitch_claims_account_reward_key').on(t.accountDBID, t.rewardId),
    uniqueIndex('twitch_claims_twitch_reward_key').on(t.twitchId, t.rewardId),
    index('twitch_claims_reward_idx').on(t.rewardId),
    index('twitch_claims_claimed_at_idx').on(t.claimedAt),
  ],
);

export type TwitchLinkRow = typeof twitchLinks.$inferSelect;
export type TwitchRewardRow = typeof twitchRewards.$inferSelect;
