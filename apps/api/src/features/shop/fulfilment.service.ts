import { and, eq, inArray } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type Stripe from 'stripe';
import type { Db } from '../../db/client.ts';
import { type OrderRow, orders, stripeEvents } from '../../db/schema/index.ts';
import { recordAudit } from '../../platform/audit.ts';
import type { Clock } from '../../platform/clock.ts';
import type { Entitlements } from '../../platform/entitlements.ts';

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
  entitlements: Entitlements;
}) {
  const { db, clock, log, entitlements } = deps;
  const stripe = { system: 'Stripe' };
  const sourceOf = (order: OrderRow) => ({
    accountDBID: order.accountDBID,
    source: 'order' as const,
    sourceId: String(order.id),
  });

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
      await recordAudit(tx, clock, {
        actor: stripe,
        action: 'order.amount_mismatch',
        targetAccountDBID: order.accountDBID,
        changes: { orderId: order.id, paid: session.amount_total, currency: session.currency },
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
    await entitlements.revoke(
      tx,
      sourceOf(order),
      { coins: order.coinsGranted },
      { actor: stripe, action: `order.${status}`, changes: { orderId: order.id, reason } },
    );
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
