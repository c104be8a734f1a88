import { Prime } from '@agaia/contract';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { buildAccount, loginAs } from '../../../test/builders/accounts.ts';
import { createShopTestApp } from '../../../test/builders/shop.ts';
import { accountBenefits, accounts, auditLog, deliveries, orders } from '../../db/schema/index.ts';

/** The game connector's key (GAME_BACKEND=none): items wait in the outbox for it. */
const GAME_KEY = 'game-connector-key-5d1e8b3c72a9f640';
const shop = await createShopTestApp({ env: { GAME_API_KEY: GAME_KEY } });
const { app, fake, addProduct, buyer, checkout, webhook } = shop;
const db = app.platform.db;

const CLUB = { coins: 0, clubDays: 30, benefits: [{ benefitId: 433, days: 30 }], items: [] };

const accountOf = (id: number) => app.modules.accounts.findById(id);
const benefitsOf = (id: number) =>
  db.select().from(accountBenefits).where(eq(accountBenefits.accountDBID, id));
const orderRow = async (id: number) => (await db.select().from(orders).where(eq(orders.id, id)))[0];

/** A staff member who sees orders (Shop) and accounts (Account Management). */
async function staff() {
  const { account, password } = await buildAccount(app, { webMgt: Prime.shop * Prime.accountManagement });
  return (await loginAs(app, account.userName, password)).headers;
}

describe('a refund or dispute takes back everything the order gave that can be taken back', () => {
  it('attack: a dispute of "Agaia Club: 30 days" takes back the club days and benefit 433', async () => {
    const product = await addProduct({ name: 'Agaia Club: 30 days', grants: CLUB });
    const { account, headers } = await buyer();
    const { session } = await checkout(headers, product.id);
    await webhook('checkout.session.completed', fake.pay(session.id));
    expect((await accountOf(account.accountDBID))?.agaiaClubExpiry?.toISOString()).toBe(
      '2026-03-31T12:00:00.000Z',
    );
    expect(await benefitsOf(account.accountDBID)).toHaveLength(1);

    await webhook('charge.dispute.created', fake.dispute(session.id));
    expect((await accountOf(account.accountDBID))?.agaiaClubExpiry).toBeNull();
    expect(await benefitsOf(account.accountDBID)).toEqual([]);
  });

  it('shortens a club and a benefit that hold days from elsewhere by the order’s days only', async () => {
    const product = await addProduct({ grants: CLUB });
    const { account, headers } = await buyer();
    const { session } = await checkout(headers, product.id);
    await webhook('checkout.session.completed', fake.pay(session.id));
    // The staff gave 10 more days of each since.
    await app.platform.db.transaction((tx) =>
      app.platform.entitlements.grant(
        tx,
        { accountDBID: account.accountDBID, source: 'admin', sourceId: `t-${account.accountDBID}` },
        { clubDays: 10, benefitDays: [{ benefitId: 433, days: 10 }] },
      ),
    );
    await webhook('charge.refunded', fake.refundedCharge(session.id));
    const after = await accountOf(account.accountDBID);
    expect(after?.agaiaClubExpiry?.toISOString()).toBe('2026-03-11T12:00:00.000Z');
    const [benefit] = await benefitsOf(account.accountDBID);
    expect(benefit?.availableUntil.toISOString()).toBe('2026-03-11T12:00:00.000Z');
  });

  it('reports coins already spent and items already delivered, which cannot be taken back', async () => {
    const product = await addProduct({
      grants: { coins: 500, clubDays: 0, benefits: [], items: [{ itemId: 9101, quantity: 1 }] },
    });
    const { account, headers } = await buyer();
    const { session, orderId } = await checkout(headers, product.id);
    await webhook('checkout.session.completed', fake.pay(session.id));
    // The player spent 200 coins, and the connector delivered the item.
    await db.update(accounts).set({ agaiaCoins: 300 }).where(eq(accounts.accountDBID, account.accountDBID));
    const key = { authorization: `Bearer ${GAME_KEY}` };
    const handed = (await app.inject({ url: '/api/game/deliveries?limit=500', headers: key })).json();
    const item = handed.deliveries.find(
      (d: { accountDBID: number }) => d.accountDBID === account.accountDBID,
    );
    await app.inject({ method: 'POST', url: `/api/game/deliveries/${item.id}/ack`, headers: key });

    await webhook('charge.refunded', fake.refundedCharge(session.id));
    expect((await accountOf(account.accountDBID))?.agaiaCoins).toBe(0);

    const headersOfStaff = await staff();
    const list = await app.inject({
      url: `/api/admin/shop/orders?search=${orderId}`,
      headers: headersOfStaff,
    });
    const order = list.json().orders.find((o: { id: number }) => o.id === orderId);
    expect(order).toMatchObject({
      status: 'refunded',
      takeBack: {
        reason: 'refunded',
        takenBack: { coins: 300, clubDays: 0, deliveriesCancelled: 0 },
        notTakenBack: {
          coins: 200,
          gameCoins: 0,
          deliveries: [{ id: item.id, kind: 'item', itemId: 9101, quantity: 1, status: 'delivered' }],
        },
        accountAction: 'none',
      },
      events: [
        { type: 'checkout.session.completed', effect: 'granted' },
        { type: 'charge.refunded', effect: 'taken_back' },
      ],
    });
    const user = await app.inject({
      url: `/api/admin/users/${account.accountDBID}`,
      headers: headersOfStaff,
    });
    expect(user.json()).toMatchObject({
      paymentFlagged: false,
      takeBacks: [{ orderId, reason: 'refunded', notTakenBack: { coins: 200 } }],
    });
  });
});

describe('money events in any order', () => {
  it('attack: a refund that arrives before the payment event is kept, and the completion grants nothing', async () => {
    const product = await addProduct();
    const { account, headers } = await buyer();
    const { session, orderId } = await checkout(headers, product.id);
    const paid = fake.pay(session.id);
    // Stripe sends the refund first; the order does not know its payment intent yet.
    expect((await webhook('charge.refunded', fake.refundedCharge(session.id))).statusCode).toBe(200);
    expect((await webhook('checkout.session.completed', paid)).statusCode).toBe(200);

    expect((await accountOf(account.accountDBID))?.agaiaCoins).toBe(0);
    expect((await accountOf(account.accountDBID))?.agaiaClubExpiry).toBeNull();
    expect(await benefitsOf(account.accountDBID)).toEqual([]);
    expect(await db.select().from(deliveries).where(eq(deliveries.accountDBID, account.accountDBID))).toEqual(
      [],
    );
    expect(await orderRow(orderId)).toMatchObject({
      status: 'refunded',
      stripePaymentIntentId: paid.payment_intent,
    });
    // The order was found through the payment intent read back from Stripe (its metadata names the order).
    expect(fake.requests.some((r) => r.path === `/v1/payment_intents/${paid.payment_intent}`)).toBe(true);
  });

  it('a dispute before the payment event: disputed, flagged (the default policy), nothing granted', async () => {
    const product = await addProduct();
    const { account, headers } = await buyer();
    const { session, orderId } = await checkout(headers, product.id);
    const paid = fake.pay(session.id);
    await webhook('charge.dispute.created', fake.dispute(session.id));
    await webhook('checkout.session.async_payment_succeeded', paid);
    await webhook('checkout.session.completed', paid);
    expect((await accountOf(account.accountDBID))?.agaiaCoins).toBe(0);
    expect((await orderRow(orderId))?.status).toBe('disputed');
    const user = await app.inject({
      url: `/api/admin/users/${account.accountDBID}`,
      headers: await staff(),
    });
    expect(user.json()).toMatchObject({
      paymentFlagged: true,
      banned: false,
      takeBacks: [{ orderId, reason: 'disputed', accountAction: 'flag' }],
    });
    const [audit] = await db.select().from(auditLog).where(eq(auditLog.action, 'order.disputed'));
    expect(audit).toMatchObject({ actorName: 'Stripe' });
  });

  it('records a refund of a payment that is no order of ours, and changes nothing', async () => {
    const response = await webhook('charge.refunded', {
      id: 'ch_unknown',
      object: 'charge',
      refunded: true,
      payment_intent: 'pi_not_ours',
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ received: true, duplicate: false });
  });

  it('a refund of an order paid for another amount is not tied to it', async () => {
    const product = await addProduct();
    const { account, headers } = await buyer();
    const { session } = await checkout(headers, product.id);
    const paid = fake.pay(session.id);
    const intent = fake.intents.get(paid.payment_intent ?? '');
    if (intent) intent.amount = 1;
    await webhook('charge.refunded', fake.refundedCharge(session.id));
    await webhook('checkout.session.completed', paid);
    expect((await accountOf(account.accountDBID))?.agaiaCoins).toBe(500);
  });
});
