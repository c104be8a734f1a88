import { randomBytes } from 'node:crypto';
import { Prime } from '@agaia/contract';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { buildAccount, loginAs } from '../../../test/builders/accounts.ts';
import { createShopTestApp, PRODUCT_GRANTS } from '../../../test/builders/shop.ts';
import { createTestApp } from '../../../test/helpers.ts';
import { accountBenefits, auditLog, deliveries, orders } from '../../db/schema/index.ts';
import { ShopText } from '../../i18n/en/shop.ts';
import { ptBRShop } from '../../i18n/pt-BR/shop.ts';

/** The game connector's key: random-looking, as the configuration asks. */
const GAME_KEY = 'game-connector-key-7f3a9c2e41b8d605';
const shop = await createShopTestApp({
  env: { GAME_API_KEY: GAME_KEY },
  product: { category: 'Coins' },
});
const { app, fake, addProduct, buyer, webhook } = shop;
const db = app.platform.db;

async function checkoutFor(headers: Record<string, string>, productId: number, body: object = {}) {
  const { response, session } = await shop.checkout(headers, productId, body);
  expect(response.statusCode).toBe(200);
  return session;
}

const paid = <T extends object>(session: T, pi = `pi_${randomBytes(6).toString('hex')}`) => ({
  ...session,
  payment_status: 'paid',
  status: 'complete',
  payment_intent: pi,
});
const coinsOf = async (id: number) => (await app.modules.accounts.findById(id))?.agaiaCoins;

describe('GET /api/products', () => {
  it('offers active products and hides ended sales; category_desc comes from the first product of the category', async () => {
    await addProduct({ name: 'First', category: 'Listing', categoryDesc: 'Shiny **things**', sortOrder: 1 });
    await addProduct({ name: 'Second', category: 'Listing', categoryDesc: 'ignored', sortOrder: 2 });
    await addProduct({
      name: 'Ended sale',
      category: 'Listing',
      isSale: true,
      saleEndDate: new Date('2026-02-01T00:00:00Z'),
    });
    await addProduct({ name: 'Retired', category: 'Listing', active: false });
    const { data } = (await app.inject('/api/products')).json();
    const listing = data.filter((p: { category: string }) => p.category === 'Listing');
    expect(listing.map((p: { name: string }) => p.name)).toEqual(['First', 'Second']);
    expect(listing.every((p: { category_desc: string }) => p.category_desc === 'Shiny **things**')).toBe(
      true,
    );
  });
});

describe('POST and PUT /api/admin/shop/products: the names of items', () => {
  const ITEM_NAME_TOO_LONG = 'Item name must be at most 100 characters.';
  async function keeper() {
    const { account, password } = await buildAccount(app, { webMgt: Prime.shop });
    return (await loginAs(app, account.userName, password)).headers;
  }
  const save = (headers: Record<string, string>, items: object[], id?: number) =>
    app.inject({
      method: id ? 'PUT' : 'POST',
      url: `/api/admin/shop/products${id ? `/${id}` : ''}`,
      headers,
      payload: { name: 'Named items', price: 2990, grants: { items } },
    });

  it('refuses a name over 100 characters with a message on its field, and saves nothing', async () => {
    const headers = await keeper();
    const response = await save(headers, [{ itemId: 9001, quantity: 1, name: 'x'.repeat(101) }]);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      message: ITEM_NAME_TOO_LONG,
      fieldErrors: { 'grants.items.0.name': [ITEM_NAME_TOO_LONG] },
    });
    const { products } = (await app.inject({ url: '/api/admin/shop/products', headers })).json();
    expect(products.some((p: { name: string }) => p.name === 'Named items')).toBe(false);
  });

  it('saves a name trimmed (100 characters at most), drops a blank one, and answers it on the list', async () => {
    const headers = await keeper();
    const created = await save(headers, [
      { itemId: 9001, quantity: 2, name: '  Moonlit Wanderer costume ' },
      { itemId: 9002, quantity: 1, name: '   ' },
      { itemId: 9003, quantity: 1, name: '' },
      { itemId: 9004, quantity: 1, name: 'y'.repeat(100) },
    ]);
    expect(created.statusCode).toBe(201);
    const { productId, grants } = created.json();
    expect(grants.items).toEqual([
      { itemId: 9001, quantity: 2, name: 'Moonlit Wanderer costume' },
      { itemId: 9002, quantity: 1 },
      { itemId: 9003, quantity: 1 },
      { itemId: 9004, quantity: 1, name: 'y'.repeat(100) },
    ]);
    expect(grants.items[1]).not.toHaveProperty('name');
    expect(grants.items[2]).not.toHaveProperty('name');
    const { products } = (await app.inject({ url: '/api/admin/shop/products', headers })).json();
    expect(products.find((p: { productId: number }) => p.productId === productId).grants).toEqual(grants);
  });

  it('lists and edits a product saved before items had names, and its order delivers the same', async () => {
    const headers = await keeper();
    const old = await addProduct({ name: 'Older product', grants: PRODUCT_GRANTS });
    const { products } = (await app.inject({ url: '/api/admin/shop/products', headers })).json();
    expect(products.find((p: { productId: number }) => p.productId === old.id).grants).toEqual(
      PRODUCT_GRANTS,
    );
    const renamed = await save(headers, [{ itemId: 9001, quantity: 2, name: 'Coin pouch charm' }], old.id);
    expect(renamed.statusCode).toBe(200);
    expect(renamed.json().grants.items).toEqual([{ itemId: 9001, quantity: 2, name: 'Coin pouch charm' }]);

    // The name is for players to read: the game receives the item id and quantity it received before.
    const { account, headers: buyerHeaders } = await buyer();
    await webhook('checkout.session.completed', paid(await checkoutFor(buyerHeaders, old.id)));
    const sent = await db.select().from(deliveries).where(eq(deliveries.accountDBID, account.accountDBID));
    expect(sent).toMatchObject([{ kind: 'item', itemId: 9001, quantity: 2, payload: null }]);
  });
});

describe('POST /api/stripe/create-checkout-session', () => {
  it('charges the database price (newPrice when set) whatever the client sends, with an order and an idempotency key', async () => {
    const product = await addProduct({ newPriceCents: 1990 });
    const { account, headers } = await buyer();
    const session = await checkoutFor(headers, product.id, { price: 1, amount: 1 });
    expect(session.amount_total).toBe(1990);
    expect(session.currency).toBe('brl');
    expect(session.success_url).toBe(
      `https://agaia.test/shop?payment=success&order=${session.client_reference_id}`,
    );
    expect(session.cancel_url).toBe('https://agaia.test/shop?payment=cancel');
    const [order] = await db.select().from(orders).where(eq(orders.stripeSessionId, session.id));
    expect(order).toMatchObject({ accountDBID: account.accountDBID, status: 'pending', amountCents: 1990 });
    expect(session.client_reference_id).toBe(String(order?.id));
    expect(fake.requests.at(-1)?.idempotencyKey).toBe(`agaia-order-${order?.id}`);
    // Stripe's page speaks the buyer's language: English here, Portuguese from a Portuguese page.
    expect(session.locale).toBe('en');
    const portuguese = await checkoutFor({ ...headers, 'accept-language': 'pt-BR' }, product.id);
    expect(portuguese.locale).toBe('pt-BR');
  });

  it('answers 401, 404 for an unknown or ended product, and 401 once the account is banned (its session ends)', async () => {
    expect(
      (
        await app.inject({
          method: 'POST',
          url: '/api/stripe/create-checkout-session',
          payload: { productId: 1 },
        })
      ).statusCode,
    ).toBe(401);
    const { account, headers } = await buyer();
    const ended = await addProduct({ isSale: true, saleEndDate: new Date('2026-02-01T00:00:00Z') });
    for (const productId of [999999, ended.id]) {
      const response = await app.inject({
        method: 'POST',
        url: '/api/stripe/create-checkout-session',
        headers,
        payload: { productId },
      });
      expect(response.statusCode).toBe(404);
    }
    // Banned as the staff bans: the session the checkout was just made with (kept in memory) ends too.
    const staff = await buildAccount(app, { webMgt: 5 });
    const { headers: staffHeaders } = await loginAs(app, staff.account.userName, staff.password);
    const ban = await app.inject({
      method: 'POST',
      url: '/api/admin/banUser',
      headers: staffHeaders,
      payload: { accountDBID: account.accountDBID, endTime: '2099-01-01T00:00:00Z', description: 'Fraud' },
    });
    expect(ban.statusCode).toBe(200);
    const banned = await app.inject({
      method: 'POST',
      url: '/api/stripe/create-checkout-session',
      headers,
      payload: { productId: ended.id },
    });
    expect(banned.statusCode).toBe(401);
  });

  it('answers 503 when payments are not configured', async () => {
    const bare = await createTestApp();
    const { account, password } = await buildAccount(bare);
    const { headers } = await loginAs(bare, account.userName, password);
    const response = await bare.inject({
      method: 'POST',
      url: '/api/stripe/create-checkout-session',
      headers,
      payload: { productId: 1 },
    });
    expect(response.statusCode).toBe(503);
    expect(response.json().message).toBe(
      'Payments are not configured on this server yet. Please try again later.',
    );
    const inPortuguese = await bare.inject({
      method: 'POST',
      url: '/api/stripe/create-checkout-session',
      headers: { ...headers, 'accept-language': 'pt-BR' },
      payload: { productId: 1 },
    });
    expect(inPortuguese.json().message).toBe(ptBRShop.paymentsOff);
  });
});

describe('POST /api/stripe/webhook', () => {
  it('refuses a bad signature and changes nothing', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/api/stripe/webhook',
      headers: { 'content-type': 'application/json', 'stripe-signature': 't=1,v1=deadbeef' },
      payload: JSON.stringify({ id: 'evt_x', type: 'checkout.session.completed', data: { object: {} } }),
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe('Invalid Stripe signature.');
  });

  it('fulfils once: coins, club days, benefit days and items; a replay and a second event change nothing', async () => {
    const product = await addProduct();
    const { account, headers } = await buyer();
    const session = paid(await checkoutFor(headers, product.id));
    const event = `evt_${randomBytes(8).toString('hex')}`;
    expect((await webhook('checkout.session.completed', session, event)).json()).toEqual({
      received: true,
      duplicate: false,
    });
    expect((await webhook('checkout.session.completed', session, event)).json()).toEqual({
      received: true,
      duplicate: true,
    });
    expect((await webhook('checkout.session.async_payment_succeeded', session)).statusCode).toBe(200);

    const after = await app.modules.accounts.findById(account.accountDBID);
    expect(after?.agaiaCoins).toBe(500);
    expect(after?.agaiaClubExpiry?.toISOString()).toBe('2026-03-31T12:00:00.000Z');
    const [benefit] = await db
      .select()
      .from(accountBenefits)
      .where(eq(accountBenefits.accountDBID, account.accountDBID));
    expect(benefit?.availableUntil.toISOString()).toBe('2026-03-31T12:00:00.000Z');
    const items = await db.select().from(deliveries).where(eq(deliveries.accountDBID, account.accountDBID));
    expect(items).toMatchObject([{ itemId: 9001, quantity: 2, status: 'pending', source: 'order' }]);
    const [order] = await db.select().from(orders).where(eq(orders.stripeSessionId, session.id));
    expect(order?.status).toBe('paid');
  });

  it('waits for async payment (Pix, boleto) and grants when it succeeds; an expired session grants nothing', async () => {
    const product = await addProduct();
    const { account, headers } = await buyer();
    const session = await checkoutFor(headers, product.id);
    await webhook('checkout.session.completed', { ...session, status: 'complete', payment_status: 'unpaid' });
    expect(await coinsOf(account.accountDBID)).toBe(0);
    await webhook('checkout.session.async_payment_succeeded', paid(session));
    expect(await coinsOf(account.accountDBID)).toBe(500);

    const { account: other, headers: otherHeaders } = await buyer();
    const abandoned = await checkoutFor(otherHeaders, product.id);
    await webhook('checkout.session.expired', { ...abandoned, status: 'expired' });
    expect(await coinsOf(other.accountDBID)).toBe(0);
    const [order] = await db.select().from(orders).where(eq(orders.stripeSessionId, abandoned.id));
    expect(order?.status).toBe('expired');
  });

  it('refuses to grant when the paid amount does not match the order', async () => {
    const product = await addProduct();
    const { account, headers } = await buyer();
    const session = await checkoutFor(headers, product.id);
    await webhook('checkout.session.completed', { ...paid(session), amount_total: 1 });
    expect(await coinsOf(account.accountDBID)).toBe(0);
  });

  it('a full refund takes the coins back, cancels undelivered items and is audited', async () => {
    const product = await addProduct();
    const { account, headers } = await buyer();
    const session = paid(await checkoutFor(headers, product.id), 'pi_refund_me');
    await webhook('checkout.session.completed', session);
    await webhook('charge.refunded', {
      id: 'ch_1',
      object: 'charge',
      refunded: true,
      payment_intent: 'pi_refund_me',
    });
    expect(await coinsOf(account.accountDBID)).toBe(0);
    const items = await db.select().from(deliveries).where(eq(deliveries.accountDBID, account.accountDBID));
    expect(items.map((item) => item.status)).toEqual(['cancelled']);
    const [entry] = await db.select().from(auditLog).where(eq(auditLog.action, 'order.refunded'));
    expect(entry).toMatchObject({ actorName: 'Stripe', targetAccountDBID: account.accountDBID });
    await webhook('checkout.session.completed', session);
    expect(await coinsOf(account.accountDBID)).toBe(0);
  });

  it('answers 200 to event types it does not handle', async () => {
    expect((await webhook('customer.created', { id: 'cus_1' })).statusCode).toBe(200);
  });

  it('credits once when the same event arrives many times at once', async () => {
    const product = await addProduct();
    const { account, headers } = await buyer();
    const session = paid(await checkoutFor(headers, product.id));
    const event = `evt_${randomBytes(8).toString('hex')}`;
    const copies = process.env.TEST_DATABASE_URL ? 50 : 10;
    const responses = await Promise.all(
      Array.from({ length: copies }, (_, index) =>
        index % 2
          ? webhook('checkout.session.completed', session, event)
          : webhook('checkout.session.async_payment_succeeded', session),
      ),
    );
    expect(responses.every((response) => response.statusCode === 200)).toBe(true);
    expect(await coinsOf(account.accountDBID)).toBe(500);
    expect(
      await db.select().from(deliveries).where(eq(deliveries.accountDBID, account.accountDBID)),
    ).toHaveLength(1);
  });
});

describe('the game connector', () => {
  it('needs the key, hands out pending deliveries oldest first, and takes idempotent acks', async () => {
    const product = await addProduct({
      grants: { coins: 0, clubDays: 0, benefits: [], items: [{ itemId: 7, quantity: 1 }] },
    });
    const { headers } = await buyer();
    await webhook('checkout.session.completed', paid(await checkoutFor(headers, product.id)));
    expect((await app.inject('/api/game/deliveries')).statusCode).toBe(401);
    expect(
      (await app.inject({ url: '/api/game/deliveries', headers: { authorization: 'Bearer wrong' } }))
        .statusCode,
    ).toBe(401);
    const key = { authorization: `Bearer ${GAME_KEY}` };
    const list = (await app.inject({ url: '/api/game/deliveries?limit=500', headers: key })).json()
      .deliveries;
    const mine = list.find((d: { itemId: number }) => d.itemId === 7);
    expect(mine).toMatchObject({ quantity: 1, attempts: 1 });
    expect(
      (await app.inject({ method: 'POST', url: `/api/game/deliveries/${mine.id}/ack`, headers: key }))
        .statusCode,
    ).toBe(200);
    expect(
      (await app.inject({ method: 'POST', url: `/api/game/deliveries/${mine.id}/ack`, headers: key }))
        .statusCode,
    ).toBe(200);
    const again = (await app.inject({ url: '/api/game/deliveries?limit=500', headers: key })).json()
      .deliveries;
    expect(again.some((d: { id: number }) => d.id === mine.id)).toBe(false);
    const off = await createTestApp();
    expect((await off.inject({ url: '/api/game/deliveries', headers: key })).statusCode).toBe(404);
  });
});

describe("the shop's refusals in the reader's language", () => {
  const PT = { 'accept-language': 'pt-BR' };

  it('a product that is not offered, an unknown order and a product the staff cannot find', async () => {
    const { headers } = await buyer();
    const checkout = (language: Record<string, string> = {}) =>
      app.inject({
        method: 'POST',
        url: '/api/stripe/create-checkout-session',
        headers: { ...headers, ...language },
        payload: { productId: 999_999 },
      });
    expect((await checkout(PT)).json()).toMatchObject({
      message: ptBRShop.productNotAvailable,
      code: 'NOT_FOUND',
    });
    expect((await checkout()).json().message).toBe(ShopText.productNotAvailable);
    const order = await app.inject({ url: '/api/shop/orders/999999', headers: { ...headers, ...PT } });
    expect(order.json().message).toBe(ptBRShop.orderNotFound);

    const { account, password } = await buildAccount(app, { webMgt: Prime.shop });
    const staff = (await loginAs(app, account.userName, password)).headers;
    const edit = await app.inject({
      method: 'PUT',
      url: '/api/admin/shop/products/999999',
      headers: { ...staff, ...PT },
      payload: { name: 'Ghost', price: 2990, grants: { items: [] } },
    });
    expect(edit.statusCode).toBe(404);
    expect(edit.json().message).toBe(ptBRShop.productNotFound);
  });

  it('a bad webhook signature', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/api/stripe/webhook',
      headers: { 'content-type': 'application/json', 'stripe-signature': 't=1,v1=deadbeef', ...PT },
      payload: '{}',
    });
    expect(response.json().message).toBe(ptBRShop.invalidSignature);
  });
});
