import { randomBytes } from 'node:crypto';
import Stripe from 'stripe';
import { afterAll, describe, expect, it } from 'vitest';
import { buildAccount, loginAs } from '../../../test/builders/accounts.ts';
import { startStripeFake } from '../../../test/fakes/stripe/server.ts';
import { createTestApp, createTestClock } from '../../../test/helpers.ts';
import { products } from '../../db/schema/index.ts';

const WEBHOOK_SECRET = 'whsec_orders_secret';
const fake = await startStripeFake({
  webhookUrl: 'http://127.0.0.1:9/unused',
  webhookSecret: WEBHOOK_SECRET,
});
afterAll(() => fake.close());
const clock = createTestClock(new Date('2026-03-01T12:00:00Z'));
const app = await createTestApp({
  clock,
  env: {
    STRIPE_SECRET_KEY: 'sk_test_123',
    STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET,
    STRIPE_API_BASE: fake.url,
    PUBLIC_URL: 'https://agaia.test',
  },
});
const signer = new Stripe('sk_test_signer');
const GRANTS = {
  coins: 500,
  clubDays: 30,
  benefits: [{ benefitId: 433, days: 30 }],
  items: [{ itemId: 9001, quantity: 2 }],
};

async function addProduct() {
  const [row] = await app.platform.db
    .insert(products)
    .values({
      name: 'Coin Pouch',
      priceCents: 2990,
      grants: GRANTS,
      createdAt: clock.now(),
      updatedAt: clock.now(),
    })
    .returning();
  if (!row) throw new Error('no product');
  return row;
}

async function buyer() {
  const { account, password } = await buildAccount(app);
  return { account, headers: (await loginAs(app, account.userName, password)).headers };
}

/** Starts a checkout and answers the order id the return URL carries, and the fake's session. */
async function checkout(headers: Record<string, string>, productId: number) {
  const response = await app.inject({
    method: 'POST',
    url: '/api/stripe/create-checkout-session',
    headers,
    payload: { productId },
  });
  const session = fake.sessions.get(response.json().url.split('/').pop());
  if (!session) throw new Error('no session');
  const orderId = new URL(session.success_url as string).searchParams.get('order');
  return { orderId: Number(orderId), session };
}

function webhook(type: string, object: object) {
  const payload = JSON.stringify({
    id: `evt_${randomBytes(8).toString('hex')}`,
    object: 'event',
    type,
    created: 1,
    data: { object },
  });
  const header = signer.webhooks.generateTestHeaderString({ payload, secret: WEBHOOK_SECRET });
  return app.inject({
    method: 'POST',
    url: '/api/stripe/webhook',
    headers: { 'content-type': 'application/json', 'stripe-signature': header },
    payload,
  });
}

const getOrder = (id: number | string, headers?: Record<string, string>) =>
  app.inject({ method: 'GET', url: `/api/shop/orders/${id}`, headers });

describe('GET /api/shop/orders/:id', () => {
  it('answers 401 without a session', async () => {
    const response = await getOrder(1);
    expect(response.statusCode).toBe(401);
  });

  it.each(['abc', '0', '-4', '1.5', '9007199254740992'])(
    'answers 400 with a message for id %s',
    async (id) => {
      const { headers } = await buyer();
      const response = await getOrder(id, headers);
      expect(response.statusCode).toBe(400);
      expect(response.json().message).toMatch(/Order ID must be a whole number/);
    },
  );

  it("answers 404 for an unknown order and for another account's order, alike", async () => {
    const product = await addProduct();
    const owner = await buyer();
    const other = await buyer();
    const { orderId } = await checkout(owner.headers, product.id);
    const foreign = await getOrder(orderId, other.headers);
    const unknown = await getOrder(999_999, other.headers);
    expect(foreign.statusCode).toBe(404);
    expect(unknown.statusCode).toBe(404);
    expect(foreign.json()).toEqual(unknown.json());
    expect(foreign.json().message).toBe('Order not found.');
  });

  it('shows its buyer what was bought and what it grants: pending, then paid once the webhook lands', async () => {
    const product = await addProduct();
    const { headers } = await buyer();
    const { orderId, session } = await checkout(headers, product.id);
    const pending = await getOrder(orderId, headers);
    expect(pending.statusCode).toBe(200);
    expect(pending.json()).toEqual({
      id: orderId,
      productName: 'Coin Pouch',
      amountCents: 2990,
      currency: 'brl',
      status: 'pending',
      createdAt: '2026-03-01T12:00:00.000Z',
      paidAt: null,
      grants: GRANTS,
    });
    // Nothing of Stripe's or of the account's rows leaks into the answer.
    expect(pending.body).not.toMatch(/cs_|pi_|stripe|accountDBID/i);

    const paid = { ...session, payment_status: 'paid', status: 'complete', payment_intent: 'pi_orders_1' };
    expect((await webhook('checkout.session.completed', paid)).statusCode).toBe(200);
    const after = (await getOrder(orderId, headers)).json();
    expect(after.status).toBe('paid');
    expect(after.paidAt).toBe('2026-03-01T12:00:00.000Z');
  });
});
