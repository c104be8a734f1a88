import { text } from '@agaia/contract';
import { eq } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type Stripe from 'stripe';
import type { Db } from '../../db/client.ts';
import { orders, stripeEvents } from '../../db/schema/index.ts';
import { ShopText } from '../../i18n/en/shop.ts';
import type { PaymentGateway } from '../../platform/payments.ts';

/** A Stripe id field, expanded or not. */
export const paymentIntentOf = (value: string | { id: string } | null | undefined): string | null =>
  typeof value === 'string' ? value : (value?.id ?? null);

/**
 * Ties a charge's or dispute's event to its order. Stripe does not order events: a refund or dispute may arrive
 * before the completion that tells the order its payment intent. The order that recorded the payment intent is
 * the answer; else the payment is read back from Stripe, whose PaymentIntent carries the order id the checkout put
 * in payment_intent_data.metadata (charges and disputes carry only the payment intent's id). The read-back is
 * believed only for an order of the same amount and currency that has no other payment intent.
 */
export function createOrderTies(deps: {
  db: Db;
  log: FastifyBaseLogger;
  gateway: PaymentGateway | undefined;
}) {
  const { db, log } = deps;

  /** The payment intent an event names (a session's once paid, a charge's, a dispute's). */
  function paymentIntentOfEvent(event: Stripe.Event): string | null {
    const object = event.data.object as { payment_intent?: string | { id: string } | null };
    return paymentIntentOf(object.payment_intent);
  }

  return {
    paymentIntentOfEvent,

    /** Whether the event was handled already (a retry or a replay), so no read-back is made for it. */
    async seen(eventId: string): Promise<boolean> {
      const [row] = await db
        .select({ id: stripeEvents.id })
        .from(stripeEvents)
        .where(eq(stripeEvents.id, eventId));
      return row !== undefined;
    },

    /** The order a refund's or dispute's event is about; null for other events, or when none is this site's. */
    async orderOf(event: Stripe.Event): Promise<number | null> {
      if (event.type !== 'charge.refunded' && event.type !== 'charge.dispute.created') return null;
      const paymentIntent = paymentIntentOfEvent(event);
      if (!paymentIntent) return null;
      const [known] = await db
        .select({ id: orders.id })
        .from(orders)
        .where(eq(orders.stripePaymentIntentId, paymentIntent));
      if (known) return known.id;
      if (!deps.gateway) return null;
      const payment = await deps.gateway.findPayment(paymentIntent);
      if (!payment?.orderId) {
        log.warn({ event: event.id, type: event.type }, 'money event for a payment of no order of ours');
        return null;
      }
      const [order] = await db.select().from(orders).where(eq(orders.id, payment.orderId));
      const matches =
        order &&
        order.amountCents === payment.amountCents &&
        order.currency === payment.currency.toLowerCase() &&
        (order.stripePaymentIntentId === null || order.stripePaymentIntentId === paymentIntent);
      if (!matches) {
        log.warn(
          { event: event.id, type: event.type, orderId: payment.orderId },
          'the payment read back does not match its order',
        );
        return null;
      }
      return order.id;
    },

    /** The reason a dispute's ban gives (DISPUTE_POLICY=ban), written in the account's language when stored. */
    disputeBanReason: (orderId: number) => text(ShopText.disputeBan, { orderId }),
  };
}
