import { bigserial, index, pgTable, text, timestamp, varchar } from 'drizzle-orm/pg-core';

/** Anonymous referral hits from video links (docs/product.md §2.6): never the raw IP, only a salted hash. */
export const referralHits = pgTable(
  'referral_hits',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    viewerId: varchar('viewer_id', { length: 128 }).notNull(),
    landingUrl: varchar('landing_url', { length: 2048 }).notNull(),
    occurredAt: timestamp('occurred_at', { withTimezone: true }).notNull(),
    source: varchar('source', { length: 256 }),
    medium: varchar('medium', { length: 256 }),
    campaign: varchar('campaign', { length: 256 }),
    content: varchar('content', { length: 256 }),
    term: varchar('term', { length: 256 }),
    ipHash: varchar('ip_hash', { length: 64 }).notNull(),
    userAgent: varchar('user_agent', { length: 256 }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('referral_hits_content_idx').on(t.content), index('referral_hits_viewer_idx').on(t.viewerId)],
);

/** Site-wide secrets and settings generated at first start (e.g. the salt of the referral IP hash). */
export const siteSettings = pgTable('site_settings', {
  key: varchar('key', { length: 64 }).primaryKey(),
  value: text('value').notNull(),
});
