import { and, eq, inArray, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type Stripe from 'stripe';
import type { Db } from '../../db/client.ts';
import { accounts, auditLog, type OrderRow, orders, stripeEvents } from '../../db/schema/index.ts';
import type { Clock } from '../../platform/clock.ts';
import type { Deliveries } from '../../platform/deliveries.ts';
import { applyGrants } from './grants.ts';

type Session = Stripe.Checkout.Session;

/**
 * Stripe webhook events → order states. Each event id is handled once (recorded in the same transaction as its
 * effects, so a failure rolls both back and Stripe's retry starts clean). An order moves from pending to paid by a
 * conditional update: only the transaction that moved it grants, so duplicated, late or concurrent events credit once.
 */
export function createFulfilmentService(deps: {
  db: Db;
  clock: Clock;
  log: FastifyBaseLogger;
  deliveries: Deliveries;
}) {
  const { db, clock, log } = deps;

  async function audit(tx: Db, action: string, order: OrderRow, changes: Record<string, unknown>) {
    await tx.insert(auditLog).values({
      actorAccountDBID: null,
      actorName: 'Stripe',
      action,
      targetAccountDBID: order.accountDBID,
      changes: { orderId: order.id, ...changes },
      ip: null,
      createdAt: clock.now(),
    });
  }

  const orderIdOf = (session: Session) => Number(session.client_reference_id ?? session.metadata?.orderId);
  const paymentIntentOf = (value: string | { id: string } | null | undefined) =>
    typeof value === 'string' ? value : (value?.id ?? null);

  /** Marks the order paid and grants, if this call is the one that moves it from pending. */
  async function fulfil(tx: Db, session: Session): Promise<void> {
    const orderId = orderIdOf(session);
    if (!Number.isSafeInteger(orderId))
      return void log.warn({ sessionId: session.id }, 'checkout session without an order id');
    const [order] = await tx.select().from(orders).where(eq(orders.id, orderId));
    if (!order) return void log.warn({ orderId }, 'webhook for an unknown order');
    if (session.amount_total !== order.amountCents || session.currency?.toLowerCase() !== order.currency) {
      log.error(
        { orderId, amount: session.amount_total, currency: session.currency },
        'paid amount does not match the order',
      );
      await audit(tx, 'order.amount_mismatch', order, {
        paid: session.amount_total,
        currency: session.currency,
      });
      return;
    }
    const now = clock.now();
    const [moved] = await tx
      .update(orders)
      .set({
        status: 'paid',
        paidAt: now,
        updatedAt: now,
        coinsGranted: order.grants.coins,
        stripeSessionId: session.id,
        stripePaymentIntentId: paymentIntentOf(session.payment_intent),
      })
      .where(and(eq(orders.id, orderId), inArray(orders.status, ['pending', 'expired', 'failed'])))
      .returning();
    if (!moved) return;
    await applyGrants(
      tx,
      { deliveries: deps.deliveries, now },
      { accountDBID: moved.accountDBID, source: 'order', sourceId: String(moved.id) },
      moved.grants,
    );
    await audit(tx, 'order.paid', moved, {
      amountCents: moved.amountCents,
      currency: moved.currency,
      grants: moved.grants,
    });
  }

  /** A refund or dispute of a paid order: coins taken back, undelivered items cancelled, audited. */
  async function revoke(
    tx: Db,
    paymentIntentId: string | null,
    status: 'refunded' | 'disputed',
    reason: string,
  ) {
    if (!paymentIntentId) return;
    const [order] = await tx
      .update(orders)
      .set({ status, updatedAt: clock.now() })
      .where(and(eq(orders.stripePaymentIntentId, paymentIntentId), eq(orders.status, 'paid')))
      .returning();
    if (!order) return;
    await tx
      .update(accounts)
      .set({ agaiaCoins: sql`greatest(${accounts.agaiaCoins} - ${order.coinsGranted}, 0)` })
      .where(eq(accounts.accountDBID, order.accountDBID));
    const cancelled = await deps.deliveries.cancelPending(tx, 'order', String(order.id));
    await audit(tx, `order.${status}`, order, {
      reason,
      coinsTakenBack: order.coinsGranted,
      deliveriesCancelled: cancelled,
    });
  }

  async function apply(tx: Db, event: Stripe.Event): Promise<void> {
    switch (event.type) {
      case 'checkout.session.completed': {
        const session = event.data.object;
        // Pix and boleto complete the session unpaid: the order waits for async_payment_succeeded.
        if (session.payment_status === 'paid') await fulfil(tx, session);
        else if (Number.isSafeInteger(orderIdOf(session))) {
          await tx
            .update(orders)
            .set({ stripeSessionId: session.id, updatedAt: clock.now() })
            .where(eq(orders.id, orderIdOf(session)));
        }
        return;
      }
      case 'checkout.session.async_payment_succeeded':
        return fulfil(tx, event.data.object);
      case 'checkout.session.async_payment_failed':
      case 'checkout.session.expired': {
        const status = event.type === 'checkout.session.expired' ? 'expired' : 'failed';
        const orderId = orderIdOf(event.data.object);
        if (!Number.isSafeInteger(orderId)) return;
        await tx
          .update(orders)
          .set({ status, updatedAt: clock.now() })
          .where(and(eq(orders.id, orderId), eq(orders.status, 'pending')));
        return;
      }
      case 'charge.refunded': {
        const charge = event.data.object;
        // Only a full refund revokes the purchase; a partial one is for the staff to judge.
        if (charge.refunded)
          await revoke(tx, paymentIntentOf(charge.payment_intent), 'refunded', 'charge refunded');
        else log.warn({ charge: charge.id }, 'partial refund: nothing revoked');
        return;
      }
      case 'charge.dispute.created': {
        const dispute = event.data.object;
        await revoke(tx, paymentIntentOf(dispute.payment_intent), 'disputed', `dispute: ${dispute.reason}`);
        return;
      }
      default:
        return;
    }
  }

  return {
    /** Handles one verified event exactly once; throws (→ 500, Stripe retries) when its effects could not be saved. */
    async handle(event: Stripe.Event): Promise<{ received: true; duplicate: boolean }> {
      return db.transaction(async (tx) => {
        const [fresh] = await tx
          .insert(stripeEvents)
          .values({ id: event.id, type: event.type, receivedAt: clock.now() })
          .onConflictDoNothing()
          .returning({ id: stripeEvents.id });
        if (!fresh) return { received: true as const, duplicate: true };
        await apply(tx, event);
        return { received: true as const, duplicate: false };
      });
    },
  };
}

export type FulfilmentService = ReturnType<typeof createFulfilmentService>;
