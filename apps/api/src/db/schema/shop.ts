import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';
import { accounts } from './accounts.ts';

/** What a product or reward grants; applied in the fulfilment transaction, items through the deliveries outbox. */
export interface Grants {
  coins: number;
  clubDays: number;
  benefits: { benefitId: number; days: number }[];
  /** name: what players are told the item is (display only; rows saved before it have none). */
  items: { itemId: number; quantity: number; boxId?: number; name?: string }[];
}

/** Shop products (docs/product.md §8.1); prices are integer cents of STRIPE_CURRENCY (§8.2). */
export const products = pgTable('products', {
  id: serial('id').primaryKey(),
  name: varchar('name', { length: 120 }).notNull(),
  newName: varchar('new_name', { length: 120 }),
  description: text('description').notNull().default(''),
  priceCents: integer('price_cents').notNull(),
  newPriceCents: integer('new_price_cents'),
  isSale: boolean('is_sale').notNull().default(false),
  saleEndDate: timestamp('sale_end_date', { withTimezone: true }),
  category: varchar('category', { length: 64 }).notNull().default('General'),
  categoryDesc: text('category_desc').notNull().default(''),
  customIcon: text('custom_icon'),
  grants: jsonb('grants').$type<Grants>().notNull(),
  active: boolean('active').notNull().default(true),
  sortOrder: integer('sort_order').notNull().default(0),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
});

export type OrderStatus = 'pending' | 'paid' | 'failed' | 'expired' | 'refunded' | 'disputed';

/** One checkout: created pending before Stripe is asked, moved to paid once by the webhook. */
export const orders = pgTable(
  'orders',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    accountDBID: bigint('account_dbid', { mode: 'number' })
      .notNull()
      .references(() => accounts.accountDBID),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id),
    productName: varchar('product_name', { length: 120 }).notNull(),
    amountCents: integer('amount_cents').notNull(),
    currency: varchar('currency', { length: 3 }).notNull(),
    status: varchar('status', { length: 16 }).$type<OrderStatus>().notNull().default('pending'),
    grants: jsonb('grants').$type<Grants>().notNull(),
    coinsGranted: integer('coins_granted').notNull().default(0),
    stripeSessionId: varchar('stripe_session_id', { length: 255 }).unique(),
    stripePaymentIntentId: varchar('stripe_payment_intent_id', { length: 255 }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
    paidAt: timestamp('paid_at', { withTimezone: true }),
  },
  (t) => [
    index('orders_account_idx').on(t.accountDBID),
    index('orders_status_idx').on(t.status, t.createdAt),
    index('orders_payment_intent_idx').on(t.stripePaymentIntentId),
    // The statistics: revenue by the day an order was paid.
    index('orders_paid_at_idx').on(t.paidAt),
    index('orders_created_at_idx').on(t.createdAt),
  ],
);

/** What a money event did to its order (recorded beside it, for the staff): see the shop's README. */
export type MoneyEventEffect =
  | 'granted'
  | 'taken_back'
  | 'recorded'
  | 'ignored'
  | 'amount_mismatch'
  | 'unknown_order';

/**
 * Stripe event ids already handled: a replayed or duplicated event is a no-op. Every money event is recorded against
 * its order (when it names one) with what it did, whatever state the order was in.
 */
export const stripeEvents = pgTable(
  'stripe_events',
  {
    id: varchar('id', { length: 255 }).primaryKey(),
    type: varchar('type', { length: 100 }).notNull(),
    receivedAt: timestamp('received_at', { withTimezone: true }).notNull(),
    orderId: bigint('order_id', { mode: 'number' }).references(() => orders.id),
    paymentIntentId: varchar('payment_intent_id', { length: 255 }),
    effect: varchar('effect', { length: 32 }).$type<MoneyEventEffect>(),
    /** The order events arrived in (their ids are Stripe's, in no order). */
    seq: bigserial('seq', { mode: 'number' }).notNull(),
  },
  (t) => [index('stripe_events_order_idx').on(t.orderId)],
);

/**
 * pending → sending → delivered, or failed (permanent, shown to the staff), or unknown (the call's answer was lost:
 * reconciled from the game's tables before any retry); cancelled by a refund or the staff (ADR 011).
 */
export type DeliveryStatus = 'pending' | 'sending' | 'unknown' | 'delivered' | 'failed' | 'cancelled';

/**
 * What a row carries to the game. `item` waits for a custom connector (GAME_BACKEND=none); the rest go through
 * tera-api's Gateway: `coins` (FundByUserNo, transactionId = the row id), `benefit_days` (add days), `benefit_until`
 * (at least until a date), `benefit_set` (exactly until a date, or removed), `benefit_shorten` (the game's end brought
 * forward by `quantity` days: a refund's take-back), `box` (one box template sent once), `ban` and `unban` (the game's
 * ban row, with a kick).
 */
export type DeliveryKind =
  | 'item'
  | 'coins'
  | 'benefit_days'
  | 'benefit_until'
  | 'benefit_set'
  | 'benefit_shorten'
  | 'box'
  | 'ban'
  | 'unban';

/** Details some kinds need: a ban's window and reason; what a reconciliation read before the call. */
export interface DeliveryPayload {
  startTime?: string;
  endTime?: string;
  reason?: string;
  ips?: string[];
  /**
   * Read just before a non-idempotent call (benefit end, box queue marks), to tell after a timeout whether it acted;
   * benefit_shorten keeps the end it aims for (`target`, null: removed), so a retry reaches the same end.
   */
  before?: { at: string; until?: string | null; task?: number; report?: number; target?: string | null };
}

/** Everything on its way to the game: a source (order, reward, admin action) queues each thing once. */
export const deliveries = pgTable(
  'deliveries',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    accountDBID: bigint('account_dbid', { mode: 'number' })
      .notNull()
      .references(() => accounts.accountDBID),
    kind: varchar('kind', { length: 16 }).$type<DeliveryKind>().notNull().default('item'),
    /** The item id, the benefit id or the box template id; 0 for coins and bans. */
    itemId: integer('item_id').notNull(),
    /** Items: how many; coins: the amount; benefit_days: the days; otherwise 1. */
    quantity: integer('quantity').notNull(),
    /** The n-th of several equal sends from one source (a product granting a box twice). */
    seq: integer('seq').notNull().default(0),
    /** benefit_until / benefit_set: the end to reach (null with benefit_set: remove). */
    until: timestamp('until', { withTimezone: true }),
    payload: jsonb('payload').$type<DeliveryPayload>(),
    source: varchar('source', { length: 16 }).$type<'order' | 'reward' | 'admin'>().notNull(),
    sourceId: varchar('source_id', { length: 64 }).notNull(),
    status: varchar('status', { length: 16 }).$type<DeliveryStatus>().notNull().default('pending'),
    attempts: integer('attempts').notNull().default(0),
    /** The last refusal or failure, for the staff (never a secret: Gateway messages name fields, not values). */
    lastError: text('last_error'),
    /** Not tried again before this (backoff after a busy or failed call). */
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
    deliveredAt: timestamp('delivered_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('deliveries_source_thing_key').on(t.source, t.sourceId, t.kind, t.itemId, t.seq),
    index('deliveries_pending_idx').on(t.createdAt).where(sql`${t.status} = 'pending'`),
    index('deliveries_open_idx')
      .on(t.status, t.nextAttemptAt)
      .where(sql`${t.status} in ('pending', 'sending', 'unknown')`),
    index('deliveries_account_idx').on(t.accountDBID),
  ],
);

export type ProductRow = typeof products.$inferSelect;
export type OrderRow = typeof orders.$inferSelect;
export type DeliveryRow = typeof deliveries.$inferSelect;
