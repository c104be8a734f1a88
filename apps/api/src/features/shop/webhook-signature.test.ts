import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import Stripe from 'stripe';
import { describe, expect, it } from 'vitest';
import { createTestApp } from '../../../test/helpers.ts';
import { stripeEvents } from '../../db/schema/index.ts';
import { WEBHOOK_TOLERANCE_SECONDS } from '../../platform/payments.ts';

const WEBHOOK_SECRET = 'whsec_test_secret';
// A webhook never calls Stripe: the API base points nowhere, so any outbound call would fail the test.
const app = await createTestApp({
  env: {
    STRIPE_SECRET_KEY: 'sk_test_123',
    STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET,
    STRIPE_API_BASE: 'http://127.0.0.1:9',
  },
});
const signer = new Stripe('sk_test_signer');
const MINUTE = 60;

/** An event Stripe would sign `offsetSeconds` from now (the SDK and the server both read the wall clock). */
function signed(offsetSeconds: number, id = `evt_${randomBytes(8).toString('hex')}`) {
  const payload = JSON.stringify({
    id,
    object: 'event',
    type: 'product.updated',
    created: 1,
    data: { object: {} },
  });
  const timestamp = Math.floor(Date.now() / 1000) + offsetSeconds;
  return {
    id,
    payload,
    header: signer.webhooks.generateTestHeaderString({ payload, secret: WEBHOOK_SECRET, timestamp }),
  };
}

const post = ({ payload, header }: { payload: string; header: string }) =>
  app.inject({
    method: 'POST',
    url: '/api/stripe/webhook',
    headers: { 'content-type': 'application/json', 'stripe-signature': header },
    payload,
  });

const isRecorded = async (id: string) =>
  (await app.platform.db.select().from(stripeEvents).where(eq(stripeEvents.id, id))).length > 0;

describe('V9 Self-contained Tokens: POST /api/stripe/webhook: the signed timestamp', () => {
  it.each([
    ['10 minutes in the future', 10 * MINUTE],
    ['10 minutes in the past', -10 * MINUTE],
    ['just past the tolerance in the future', WEBHOOK_TOLERANCE_SECONDS + 10],
  ])(
    '[9.2.1] refuses a correctly signed event dated %s (400) and records nothing',
    async (_label, offset) => {
      const event = signed(offset);
      const response = await post(event);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ message: 'Invalid Stripe signature.', code: 'BAD_SIGNATURE' });
      expect(await isRecorded(event.id)).toBe(false);
    },
  );

  it.each([
    ['2 minutes in the future', 2 * MINUTE],
    ['2 minutes in the past', -2 * MINUTE],
    ['now', 0],
  ])('accepts a correctly signed event dated %s', async (_label, offset) => {
    const event = signed(offset);
    const response = await post(event);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ received: true, duplicate: false });
    expect(await isRecorded(event.id)).toBe(true);
  });

  it('still handles an event once Stripe resends it with a current signature', async () => {
    const early = signed(10 * MINUTE);
    expect((await post(early)).statusCode).toBe(400);
    const resent = signed(0, early.id);
    expect((await post(resent)).json()).toEqual({ received: true, duplicate: false });
  });

  it("[9.2.1] refuses a future timestamp with the SDK's own signature error, as for an old one", () => {
    const gateway = app.modules.shop.gateway;
    if (!gateway) throw new Error('payments are configured in this file');
    for (const offset of [10 * MINUTE, -10 * MINUTE]) {
      const { payload, header } = signed(offset);
      expect(() => gateway.verifyEvent(Buffer.from(payload), header)).toThrow(
        Stripe.errors.StripeSignatureVerificationError,
      );
    }
  });
});
