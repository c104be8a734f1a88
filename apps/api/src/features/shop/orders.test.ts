import { describe, expect, it } from 'vitest';
import { createShopTestApp, PRODUCT_GRANTS as GRANTS } from '../../../test/builders/shop.ts';

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
