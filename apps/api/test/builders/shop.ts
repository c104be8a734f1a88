import { randomBytes } from 'node:crypto';
import Stripe from 'stripe';
import { afterAll } from 'vitest';
import { products } from '../../src/db/schema/index.ts';
import type { Clock } from '../../src/platform/clock.ts';
import { startStripeFake } from '../fakes/stripe/server.ts';
import { createTestApp, createTestClock } from '../helpers.ts';
import { buildAccount, loginAs } from './accounts.ts';

/** What the default test product grants: coins, club days, a benefit and an item. */
export const PRODUCT_GRANTS = {
  coins: 500,
  clubDays: 30,
  benefits: [{ benefitId: 433, days: 30 }],
  items: [{ itemId: 9001, quantity: 2 }],
};

type ProductRow = typeof products.$inferInsert;

/**
 * A Stripe fake and an app whose payments go to it (both closed after the file's tests), with the helpers a shop test
 * needs: products in the database, logged-in buyers, checkouts, and webhook events signed with the real scheme.
 */
export async function createShopTestApp(
  options: {
    /** Extra environment, e.g. GAME_API_KEY. */
    env?: Record<string, string>;
    /** Fields every product of addProduct() gets unless the call overrides them (e.g. a category). */
    product?: Partial<ProductRow>;
    clock?: Clock;
    webhookSecret?: string;
  } = {},
) {
  const webhookSecret = options.webhookSecret ?? 'whsec_test_secret';
  const fake = await startStripeFake({ webhookUrl: 'http://127.0.0.1:9/unused', webhookSecret });
  afterAll(() => fake.close());
  const clock = options.clock ?? createTestClock(new Date('2026-03-01T12:00:00Z'));
  const app = await createTestApp({
    clock,
    env: {
      STRIPE_SECRET_KEY: 'sk_test_123',
      STRIPE_WEBHOOK_SECRET: webhookSecret,
      STRIPE_API_BASE: fake.url,
      PUBLIC_URL: 'https://agaia.test',
      ...options.env,
    },
  });
  const signer = new Stripe('sk_test_signer');

  /** Inserts an active product (Coin Pouch, 29.90, PRODUCT_GRANTS) with the options' and the call's overrides. */
  async function addProduct(overrides: Partial<ProductRow> = {}) {
    const [row] = await app.platform.db
      .insert(products)
      .values({
        name: 'Coin Pouch',
        priceCents: 2990,
        grants: PRODUCT_GRANTS,
        createdAt: clock.now(),
        updatedAt: clock.now(),
        ...options.product,
        ...overrides,
      })
      .returning();
    if (!row) throw new Error('no product');
    return row;
  }

  /** A new account, logged in: the account and its bearer headers. */
  async function buyer() {
    const { account, password } = await buildAccount(app);
    const session = await loginAs(app, account.userName, password);
    return { account, headers: session.headers };
  }

  /**
   * Starts a checkout (extra body fields are sent as a client would); answers the response, the fake's session and
   * the order id its return URL carries. Throws when the checkout is refused.
   */
  async function checkout(headers: Record<string, string>, productId: number, body: object = {}) {
    const response = await app.inject({
      method: 'POST',
      url: '/api/stripe/create-checkout-session',
      headers,
      payload: { productId, ...body },
    });
    if (response.statusCode !== 200)
      throw new Error(`checkout failed: ${response.statusCode} ${response.body}`);
    const session = fake.sessions.get(response.json().url.split('/').pop());
    if (!session) throw new Error('no session');
    const orderId = Number(new URL(session.success_url).searchParams.get('order'));
    return { response, session, orderId };
  }

  /** Posts a Stripe event about `object` to the webhook, signed as Stripe signs it. */
  function webhook(type: string, object: object, id = `evt_${randomBytes(8).toString('hex')}`) {
    const payload = JSON.stringify({ id, object: 'event', type, created: 1, data: { object } });
    const header = signer.webhooks.generateTestHeaderString({ payload, secret: webhookSecret });
    return app.inject({
      method: 'POST',
      url: '/api/stripe/webhook',
      headers: { 'content-type': 'application/json', 'stripe-signature': header },
      payload,
    });
  }

  return { app, fake, clock, addProduct, buyer, checkout, webhook };
}
