import Stripe from 'stripe';

/** A Checkout Session as far as this site cares. */
export interface CheckoutSession {
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
    },
    idempotencyKey: string,
  ): Promise<CheckoutSession>;
  /** Verifies the signature of a webhook body and parses it; throws when it is bad or too old. */
  verifyEvent(rawBody: Buffer, signature: string): Stripe.Event;
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
          success_url: input.successUrl,
          cancel_url: input.cancelUrl,
        },
        { idempotencyKey },
      );
      return { id: session.id, url: session.url };
    },
    verifyEvent: (rawBody, signature) =>
      stripe.webhooks.constructEvent(rawBody, signature, options.webhookSecret),
  };
}
