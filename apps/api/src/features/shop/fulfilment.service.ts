import { and, eq, inArray } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type Stripe from 'stripe';
import type { Config } from '../../config.ts';
import type { Db } from '../../db/client.ts';
import { type MoneyEventEffect, type OrderRow, orders, stripeEvents } from '../../db/schema/index.ts';
import { recordAudit } from '../../platform/audit.ts';
import type { Clock } from '../../platform/clock.ts';
import type { Entitlements } from '../../platform/entitlements.ts';
import type { PaymentGateway } from '../../platform/payments.ts';
import type { AdminAccountsService } from '../admin-accounts/admin-accounts.module.ts';
import { createOrderTies, paymentIntentOf } from './order-ties.ts';

type Session = Stripe.Checkout.Session;
type Outcome = { orderId: number | null; effect: MoneyEventEffect; banned?: number };

/** The order states a refund or a dispute may move from; a completion never moves a refunded or disputed order. */
const REVOCABLE: Record<'refunded' | 'disputed', OrderRow['status'][]> = {
  refunded: ['pending', 'expired', 'failed', 'paid'],
  disputed: ['pending', 'expired', 'failed', 'paid', 'refunded'],
};

/**
 * Stripe webhook events → order states, a state machine over events in any order (docs/product.md §8.4, §8.5). Each
 * event id is handled once and recorded against its order with what it did, in the same transaction as its effects,
 * so a failure rolls both back and Stripe's retry starts clean. A completion moves a pending (expired, failed) order
 * to paid and grants, once; a full refund or a dispute moves any order not yet refunded (disputed) there and takes
 * back, through the entitlements service, all the order gave that can be taken back; a completion after either grants
 * nothing. A dispute also does DISPUTE_POLICY to the account (flag: marked for the staff; ban: banned as the staff ban).
 */
export function createFulfilmentService(deps: {
  db: Db;
  clock: Clock;
  log: FastifyBaseLogger;
  entitlements: Entitlements;
  gateway: PaymentGateway | undefined;
  config: Pick<Config, 'DISPUTE_POLICY'>;
  bans: AdminAccountsService['systemBans'];
}) {
  const { db, clock, log, entitlements } = deps;
  const stripe = { system: 'Stripe' };
  const ties = createOrderTies(deps);
  const sourceOf = (order: OrderRow) => ({
    accountDBID: order.accountDBID,
    source: 'order' as const,
    sourceId: String(order.id),
  });

  const orderIdOf = (session: Session) => {
    const id = Number(session.client_reference_id ?? session.metadata?.orderId);
    return Number.isSafeInteger(id) && id > 0 ? id : null;
  };

  /** Marks the order paid and grants, if this call is the one that moves it from pending. */
  async function fulfil(tx: Db, session: Session): Promise<Outcome> {
    const orderId = orderIdOf(session);
    if (orderId === null) {
      log.warn({ sessionId: session.id }, 'checkout session without an order id');
      return { orderId: null, effect: 'unknown_order' };
    }
    const [order] = await tx.select().from(orders).where(eq(orders.id, orderId)).for('update');
    if (!order) {
      log.warn({ orderId }, 'webhook for an unknown order');
      return { orderId: null, effect: 'unknown_order' };
    }
    if (session.amount_total !== order.amountCents || session.currency?.toLowerCase() !== order.currency) {
      log.error(
        { orderId, amount: session.amount_total, currency: session.currency },
        'paid amount does not match the order',
      );
      await recordAudit(tx, clock, {
        actor: stripe,
        action: 'order.amount_mismatch',
        targetAccountDBID: order.accountDBID,
        changes: { orderId: order.id, paid: session.amount_total, currency: session.currency },
      });
      return { orderId, effect: 'amount_mismatch' };
    }
    const now = clock.now();
    const paymentIntent = paymentIntentOf(session.payment_intent);
    const [moved] = await tx
      .update(orders)
      .set({
        status: 'paid',
        paidAt: now,
        updatedAt: now,
        coinsGranted: order.grants.coins,
        stripeSessionId: session.id,
        stripePaymentIntentId: paymentIntent,
      })
      .where(and(eq(orders.id, orderId), inArray(orders.status, ['pending', 'expired', 'failed'])))
      .returning();
    if (!moved) {
      // Paid already, or refunded or disputed first: nothing is granted; the ids are kept for the staff.
      if (!order.stripePaymentIntentId && paymentIntent)
        await tx
          .update(orders)
          .set({ stripePaymentIntentId: paymentIntent, updatedAt: now })
          .where(eq(orders.id, orderId));
      return { orderId, effect: 'ignored' };
    }
    const { grants } = moved;
    await entitlements.grant(
      tx,
      sourceOf(moved),
      { coins: grants.coins, clubDays: grants.clubDays, benefitDays: grants.benefits, items: grants.items },
      {
        actor: stripe,
        action: 'order.paid',
        changes: { orderId: moved.id, amountCents: moved.amountCents, currency: moved.currency, grants },
      },
    );
    return { orderId, effect: 'granted' };
  }

  /**
   * A full refund or a dispute of the order, whatever its state: it moves to refunded (disputed), and what it gave
   * (if it was paid) is taken back; a dispute applies DISPUTE_POLICY to the account. A refund after a dispute, or
   * a second dispute, changes nothing.
   */
  async function revoke(
    tx: Db,
    orderId: number | null,
    paymentIntentId: string | null,
    status: 'refunded' | 'disputed',
    reason: string,
  ): Promise<Outcome> {
    if (orderId === null) return { orderId: null, effect: 'unknown_order' };
    const [order] = await tx.select().from(orders).where(eq(orders.id, orderId)).for('update');
    if (!order) return { orderId: null, effect: 'unknown_order' };
    if (!REVOCABLE[status].includes(order.status)) return { orderId, effect: 'ignored' };
    const now = clock.now();
    await tx
      .update(orders)
      .set({
        status,
        updatedAt: now,
        stripePaymentIntentId: order.stripePaymentIntentId ?? paymentIntentId,
      })
      .where(eq(orders.id, orderId));
    const policy = status === 'disputed' ? deps.config.DISPUTE_POLICY : 'none';
    const { grants } = order;
    await entitlements.revoke(
      tx,
      sourceOf(order),
      order.status === 'paid'
        ? { coins: order.coinsGranted, clubDays: grants.clubDays, benefitDays: grants.benefits }
        : null,
      { reason: status, accountAction: policy },
      { actor: stripe, action: `order.${status}`, changes: { orderId: order.id, reason, was: order.status } },
    );
    if (policy !== 'ban') return { orderId, effect: 'taken_back' };
    await deps.bans.ban(tx, stripe, {
      accountDBID: order.accountDBID,
      reason: ties.disputeBanReason(order.id),
    });
    return { orderId, effect: 'taken_back', banned: order.accountDBID };
  }

  async function apply(tx: Db, event: Stripe.Event, tied: number | null): Promise<Outcome> {
    switch (event.type) {
      case 'checkout.session.completed': {
        const session = event.data.object;
        // Pix and boleto complete the session unpaid: the order waits for async_payment_succeeded.
        if (session.payment_status === 'paid') return fulfil(tx, session);
        const orderId = orderIdOf(session);
        if (orderId === null) return { orderId, effect: 'unknown_order' };
        const set = await tx
          .update(orders)
          .set({ stripeSessionId: session.id, updatedAt: clock.now() })
          .where(eq(orders.id, orderId))
          .returning({ id: orders.id });
        return { orderId: set.length ? orderId : null, effect: set.length ? 'recorded' : 'unknown_order' };
      }
      case 'checkout.session.async_payment_succeeded':
        return fulfil(tx, event.data.object);
      case 'checkout.session.async_payment_failed':
      case 'checkout.session.expired': {
        const status = event.type === 'checkout.session.expired' ? 'expired' : 'failed';
        const orderId = orderIdOf(event.data.object);
        if (orderId === null) return { orderId, effect: 'unknown_order' };
        const moved = await tx
          .update(orders)
          .set({ status, updatedAt: clock.now() })
          .where(and(eq(orders.id, orderId), eq(orders.status, 'pending')))
          .returning({ id: orders.id });
        return { orderId, effect: moved.length ? 'recorded' : 'ignored' };
      }
      case 'charge.refunded': {
        const charge = event.data.object;
        // Only a full refund revokes the purchase; a partial one is for the staff to judge.
        if (charge.refunded)
          return revoke(tx, tied, paymentIntentOf(charge.payment_intent), 'refunded', 'charge refunded');
        log.warn({ charge: charge.id }, 'partial refund: nothing revoked');
        return { orderId: tied, effect: 'recorded' };
      }
      case 'charge.dispute.created': {
        const dispute = event.data.object;
        const reason = `dispute: ${dispute.reason}`;
        return revoke(tx, tied, paymentIntentOf(dispute.payment_intent), 'disputed', reason);
      }
      default:
        return { orderId: null, effect: 'ignored' };
    }
  }

  return {
    /** Handles one verified event exactly once; throws (→ 500, Stripe retries) when its effects could not be saved. */
    async handle(event: Stripe.Event): Promise<{ received: true; duplicate: boolean }> {
      if (await ties.seen(event.id)) return { received: true as const, duplicate: true };
      // Outside the transaction: a refund or dispute may need its payment read back from Stripe.
      const tied = await ties.orderOf(event);
      const outcome = await db.transaction(async (tx) => {
        const [fresh] = await tx
          .insert(stripeEvents)
          .values({
            id: event.id,
            type: event.type,
            receivedAt: clock.now(),
            paymentIntentId: ties.paymentIntentOfEvent(event),
          })
          .onConflictDoNothing()
          .returning({ id: stripeEvents.id });
        if (!fresh) return undefined;
        const done = await apply(tx, event, tied);
        await tx
          .update(stripeEvents)
          .set({ orderId: done.orderId, effect: done.effect })
          .where(eq(stripeEvents.id, event.id));
        return done;
      });
      if (!outcome) return { received: true as const, duplicate: true };
      if (outcome.banned !== undefined) deps.bans.forget(outcome.banned);
      return { received: true as const, duplicate: false };
    },
  };
}

export type FulfilmentService = ReturnType<typeof createFulfilmentService>;
