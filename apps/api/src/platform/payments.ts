import type { LanguageCode } from '@agaia/contract';
import Stripe from 'stripe';

/** How far a webhook's signed timestamp may be from now, in seconds, in either direction (the SDK's default). */
export const WEBHOOK_TOLERANCE_SECONDS = 300;

/** A Checkout Session as far as this site cares. */
interface CheckoutSession {
  id: string;
  url: string | null;
}

/** The payment provider behind an interface: Stripe in production, the same SDK against a local fake in tests. */
export interface PaymentGateway {
  createCheckoutSession(
    input: {
      orderId: number;
      accountDBID: number;
      name: string;
      amountCents: number;
      currency: string;
      successUrl: string;
      cancelUrl: string;
      email: string;
      /** The language Stripe's checkout page speaks to the buyer (the site's page language). */
      locale: LanguageCode;
    },
    idempotencyKey: string,
  ): Promise<CheckoutSession>;
  /** Verifies the signature of a webhook body and parses it; throws when it is bad, too old or dated in the future. */
  verifyEvent(rawBody: Buffer, signature: string): Stripe.Event;
  /**
   * Reads a payment back from the provider: its amount, currency and the order its checkout named (copied to the
   * PaymentIntent by payment_intent_data.metadata); undefined when the provider knows no such payment. Throws when the
   * provider cannot be reached (the webhook then answers 500 and Stripe sends the event again later).
   */
  findPayment(paymentIntentId: string): Promise<PaymentRecord | undefined>;
}

/** A payment as the provider holds it. */
interface PaymentRecord {
  id: string;
  amountCents: number;
  currency: string;
  /** The order named in its metadata at checkout; null when it names none (not one of this site's checkouts). */
  orderId: number | null;
}

/** The real gateway (the `stripe` package); `apiBase` points it elsewhere, e.g. at the test fake. */
export function createStripeGateway(options: {
  secretKey: string;
  webhookSecret: string;
  apiBase?: string;
}): PaymentGateway {
  const base = options.apiBase ? new URL(options.apiBase) : undefined;
  const stripe = new Stripe(options.secretKey, {
    maxNetworkRetries: 2,
    timeout: 20_000,
    ...(base
      ? {
          host: base.hostname,
          port: Number(base.port) || undefined,
          protocol: base.protocol === 'http:' ? 'http' : 'https',
        }
      : {}),
  });
  return {
    async createCheckoutSession(input, idempotencyKey) {
      const session = await stripe.checkout.sessions.create(
        {
          mode: 'payment',
          line_items: [
            {
              quantity: 1,
              price_data: {
                currency: input.currency,
                unit_amount: input.amountCents,
                product_data: { name: input.name },
              },
            },
          ],
          client_reference_id: String(input.orderId),
          metadata: { orderId: String(input.orderId), accountDBID: String(input.accountDBID) },
          payment_intent_data: { metadata: { orderId: String(input.orderId) } },
          customer_email: input.email,
          locale: input.locale,
          success_url: input.successUrl,
          cancel_url: input.cancelUrl,
        },
        { idempotencyKey },
      );
      return { id: session.id, url: session.url };
    },
    async findPayment(paymentIntentId) {
      try {
        const intent = await stripe.paymentIntents.retrieve(paymentIntentId);
        const orderId = Number(intent.metadata?.orderId);
        return {
          id: intent.id,
          amountCents: intent.amount,
          currency: intent.currency,
          orderId: Number.isSafeInteger(orderId) && orderId > 0 ? orderId : null,
        };
      } catch (error) {
        if (error instanceof Stripe.errors.StripeInvalidRequestError && error.statusCode === 404)
          return undefined;
        throw error;
      }
    },
    verifyEvent(rawBody, signature) {
      const event = stripe.webhooks.constructEvent(
        rawBody,
        signature,
        options.webhookSecret,
        WEBHOOK_TOLERANCE_SECONDS,
      );
      refuseFutureTimestamp(rawBody, signature);
      return event;
    },
  };
}

/**
 * constructEvent refuses a timestamp older than its tolerance but accepts any in the future, so a signed event
 * (leaked, or signed by a skewed clock) would stay replayable for as long as it is dated ahead. Refuses it the same
 * way: with the SDK's error, reading `t=` as the SDK does (the last one wins), against the same wall clock.
 */
function refuseFutureTimestamp(rawBody: Buffer, signature: string): void {
  let timestamp = Number.NaN;
  for (const item of signature.split(',')) {
    const [key, value] = item.split('=');
    if (key === 't') timestamp = Number.parseInt(value ?? '', 10);
  }
  const ahead = timestamp - Math.floor(Date.now() / 1000);
  if (!Number.isFinite(ahead) || ahead > WEBHOOK_TOLERANCE_SECONDS)
    throw new Stripe.errors.StripeSignatureVerificationError(signature, rawBody, {
      message: 'Timestamp outside the tolerance zone (in the future)',
    });
}
