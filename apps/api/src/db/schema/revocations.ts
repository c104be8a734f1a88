import {
  bigint,
  bigserial,
  index,
  jsonb,
  pgTable,
  timestamp,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';
import { accounts } from './accounts.ts';

/** What a revocation took back from the account and the game. */
export interface TakenBack {
  /** Coins removed from the site's balance. */
  coins: number;
  /** Days of Agaia Club removed from its end. */
  clubDays: number;
  /** Days removed from each benefit's end. */
  benefits: { benefitId: number; days: number }[];
  /** Deliveries cancelled before they reached the game. */
  deliveriesCancelled: number;
  /** Benefits whose end is brought forward in the game (benefit_shorten deliveries): benefit id and days. */
  gameBenefits: { benefitId: number; days: number }[];
}

/** What a revocation could not take back, for the staff to judge. */
export interface NotTakenBack {
  /** Coins the account had already spent on the site (the balance never goes below zero). */
  coins: number;
  /** Coins already funded into the game wallet: tera-api cannot debit. */
  gameCoins: number;
  /** Deliveries the game had received, or may have (its answer was lost), when the revocation came. */
  deliveries: { id: number; kind: string; itemId: number; quantity: number; status: string }[];
}

/** What a revocation did to the account besides taking back: DISPUTE_POLICY for a dispute, else none. */
export type AccountAction = 'none' | 'flag' | 'ban';

/**
 * A source's grants taken back (a refunded or disputed order), once per source: what was taken back, what could not
 * be, and what was done to the account. Owned by the platform's entitlements service.
 */
export const revocations = pgTable(
  'revocations',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    accountDBID: bigint('account_dbid', { mode: 'number' })
      .notNull()
      .references(() => accounts.accountDBID),
    source: varchar('source', { length: 16 }).$type<'order' | 'reward' | 'admin'>().notNull(),
    sourceId: varchar('source_id', { length: 64 }).notNull(),
    reason: varchar('reason', { length: 16 }).$type<'refunded' | 'disputed'>().notNull(),
    takenBack: jsonb('taken_back').$type<TakenBack>().notNull(),
    notTakenBack: jsonb('not_taken_back').$type<NotTakenBack>().notNull(),
    accountAction: varchar('account_action', { length: 8 }).$type<AccountAction>().notNull().default('none'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    uniqueIndex('revocations_source_key').on(t.source, t.sourceId),
    index('revocations_account_idx').on(t.accountDBID),
  ],
);

export type RevocationRow = typeof revocations.$inferSelect;
