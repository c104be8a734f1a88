import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createShopTestApp, PRODUCT_GRANTS as GRANTS } from '../../../test/builders/shop.ts';
import { deliveries } from '../../db/schema/index.ts';

const { app, addProduct, buyer, checkout, webhook } = await createShopTestApp();

const getOrder = (id: number | string, headers?: Record<string, string>) =>
  app.inject({ method: 'GET', url: `/api/shop/orders/${id}`, headers });

describe('GET /api/shop/orders/:id', () => {
  it('answers 401 without a session', async () => {
    const response = await getOrder(1);
    expect(response.statusCode).toBe(401);
  });

  it.each(['abc', '0', '-4', '1.5', '9007199254740992', 'NaN', 'Infinity', '1e400', '%F0%9F%98%80', '%20'])(
    'answers 400 with a message for id %s',
    async (id) => {
      const { headers } = await buyer();
      const response = await getOrder(id, headers);
      expect(response.statusCode).toBe(400);
      expect(response.json().message).toMatch(/Order ID must be a whole number/);
    },
  );

  it("[8.2.2] answers 404 for an unknown order and for another account's order, alike", async () => {
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
      // The club benefit has its name; nothing is sent to the game before the payment.
      benefitNames: [{ benefitId: 433, name: 'Agaia Club' }],
      delivery: 'none',
    });
    // Nothing of Stripe's or of the account's rows leaks into the answer.
    expect(pending.body).not.toMatch(/cs_|pi_|stripe|accountDBID/i);

    const paid = { ...session, payment_status: 'paid', status: 'complete', payment_intent: 'pi_orders_1' };
    expect((await webhook('checkout.session.completed', paid)).statusCode).toBe(200);
    const after = (await getOrder(orderId, headers)).json();
    expect(after.status).toBe('paid');
    expect(after.paidAt).toBe('2026-03-01T12:00:00.000Z');
    expect(after.delivery).toBe('pending');
  });
});

describe("an order's benefit names", () => {
  it("name only what the configuration names: a pack's label says who got a benefit, not what it is", async () => {
    const grants = { ...GRANTS, benefits: [{ benefitId: 334, days: 7 }, ...GRANTS.benefits] };
    const product = await addProduct({ grants });
    const { headers } = await buyer();
    const { orderId } = await checkout(headers, product.id);
    const order = (await getOrder(orderId, headers)).json();
    expect(order.grants.benefits.map((benefit: { benefitId: number }) => benefit.benefitId)).toEqual([
      334, 433,
    ]);
    expect(order.benefitNames).toEqual([{ benefitId: 433, name: 'Agaia Club' }]);
  });
});

describe("an order's item names", () => {
  it('carry what the product named its items, on the order and in the list; an item without one has none', async () => {
    const items = [
      { itemId: 9001, quantity: 2, name: 'Moonlit Wanderer costume' },
      { itemId: 9002, quantity: 1, boxId: 55, name: 'Starfall mount' },
      { itemId: 9003, quantity: 1 },
    ];
    const product = await addProduct({ grants: { ...GRANTS, items } });
    const { headers } = await buyer();
    const { orderId } = await checkout(headers, product.id);
    const order = (await getOrder(orderId, headers)).json();
    expect(order.grants.items).toEqual(items);
    expect(order.grants.items[2]).not.toHaveProperty('name');
    const listed = (await app.inject({ url: '/api/shop/orders', headers })).json().orders[0];
    expect(listed.grants.items).toEqual(items);
  });
});

describe('GET /api/shop/orders', () => {
  const listOrders = (query: string, headers?: Record<string, string>) =>
    app.inject({ method: 'GET', url: `/api/shop/orders${query}`, headers });

  it('answers 401 without a session', async () => {
    const response = await listOrders('');
    expect(response.statusCode).toBe(401);
    expect(response.json().message).toEqual(expect.any(String));
  });

  it.each([
    ['page=0', /page/i],
    ['page=abc', /page/i],
    ['page=99999999999', /page/i],
    ['pageSize=100', 'Page size must be 10 or 50.'],
    ['pageSize=all', 'Page size must be 10 or 50.'],
    ['page=1&page=2', /page/i],
  ])('answers 400 with a message for %s', async (query, message) => {
    const { headers } = await buyer();
    const response = await listOrders(`?${query}`, headers);
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toMatch(message);
  });

  it("[8.2.2] lists only the buyer's own orders, newest first, a page at a time, with each one's delivery", async () => {
    const product = await addProduct();
    const other = await buyer();
    await checkout(other.headers, product.id);
    const { headers } = await buyer();
    expect((await listOrders('', headers)).json()).toEqual({ orders: [], total: 0 });

    const ids: number[] = [];
    for (let index = 0; index < 11; index += 1) ids.push((await checkout(headers, product.id)).orderId);
    const first = (await listOrders('', headers)).json();
    expect(first.total).toBe(11);
    expect(first.orders.map((order: { id: number }) => order.id)).toEqual(ids.slice(1).reverse());
    const second = (await listOrders('?page=2', headers)).json();
    expect(second.orders.map((order: { id: number }) => order.id)).toEqual([ids[0]]);
    expect((await listOrders('?pageSize=50', headers)).json().orders).toHaveLength(11);
    expect((await listOrders('?page=3', headers)).json()).toEqual({ orders: [], total: 11 });
  });

  it('tells a paid order delivered once the game has its items, and held up when a delivery failed', async () => {
    const product = await addProduct();
    const { headers } = await buyer();
    const { orderId, session } = await checkout(headers, product.id);
    const paid = {
      ...session,
      payment_status: 'paid',
      status: 'complete',
      payment_intent: `pi_list_${orderId}`,
    };
    expect((await webhook('checkout.session.completed', paid)).statusCode).toBe(200);
    const deliveryOf = async () => (await listOrders('', headers)).json().orders[0].delivery;
    expect(await deliveryOf()).toBe('pending');

    const source = and(eq(deliveries.source, 'order'), eq(deliveries.sourceId, String(orderId)));
    await app.platform.db.update(deliveries).set({ status: 'failed' }).where(source);
    expect(await deliveryOf()).toBe('delayed');
    await app.platform.db.update(deliveries).set({ status: 'delivered' }).where(source);
    expect(await deliveryOf()).toBe('delivered');
    await app.platform.db.update(deliveries).set({ status: 'cancelled' }).where(source);
    expect(await deliveryOf()).toBe('cancelled');
  });
});
