import { Prime } from '@agaia/contract';
import { eq } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { buildAccount, loginAs } from '../../../test/builders/accounts.ts';
import { createShopTestApp } from '../../../test/builders/shop.ts';
import { startTeraGatewayFake } from '../../../test/fakes/tera-gateway/server.ts';
import { createTestClock } from '../../../test/helpers.ts';
import { buildGameAccount } from '../../../test/tera.ts';
import { accountBans } from '../../db/schema/index.ts';
import { ptBRShop } from '../../i18n/pt-BR/shop.ts';

/**
 * DISPUTE_POLICY: what a dispute does to the account besides taking back (the default, flag, is in take-back.test.ts):
 * `none` takes back only; `ban` bans through admin-accounts' ban service, so the ban reaches the game (tera-api).
 */
const GRANTS = { coins: 500, clubDays: 30, benefits: [{ benefitId: 433, days: 30 }], items: [] };

async function disputeAPurchase(
  shop: Awaited<ReturnType<typeof createShopTestApp>>,
  buyer: { userName: string; password: string },
) {
  const { headers } = await loginAs(shop.app, buyer.userName, buyer.password);
  const product = await shop.addProduct({ grants: GRANTS });
  const { session, orderId } = await shop.checkout(headers, product.id);
  await shop.webhook('checkout.session.completed', shop.fake.pay(session.id));
  await shop.webhook('charge.dispute.created', shop.fake.dispute(session.id));
  return { headers, orderId };
}

async function detailOf(app: Awaited<ReturnType<typeof createShopTestApp>>['app'], accountDBID: number) {
  const staff = await buildAccount(app, {
    userName: `staff${accountDBID}x`,
    webMgt: Prime.accountManagement,
  });
  const { headers } = await loginAs(app, staff.account.userName, staff.password);
  return (await app.inject({ url: `/api/admin/users/${accountDBID}`, headers })).json();
}

describe('DISPUTE_POLICY=none', async () => {
  const shop = await createShopTestApp({ env: { DISPUTE_POLICY: 'none' } });

  it('takes back what the order gave, and neither marks nor bans the account', async () => {
    const { account, password } = await buildAccount(shop.app);
    const { headers } = await disputeAPurchase(shop, { userName: account.userName, password });
    const after = await shop.app.modules.accounts.findById(account.accountDBID);
    expect(after).toMatchObject({ agaiaCoins: 0, agaiaClubExpiry: null });
    expect(await shop.app.platform.db.select().from(accountBans)).toEqual([]);
    // The player still signs in and uses the site.
    expect((await shop.app.inject({ url: '/api/user/profile', headers })).statusCode).toBe(200);
    expect(await detailOf(shop.app, account.accountDBID)).toMatchObject({
      paymentFlagged: false,
      banned: false,
      takeBacks: [{ reason: 'disputed', accountAction: 'none' }],
    });
  });
});

describe('DISPUTE_POLICY=ban (tera-api)', async () => {
  const clock = createTestClock(new Date('2026-03-01T12:00:00Z'));
  const tera = await startTeraGatewayFake({ now: clock.now });
  afterAll(() => tera.close());
  const shop = await createShopTestApp({
    clock,
    env: {
      DISPUTE_POLICY: 'ban',
      GAME_BACKEND: 'tera-api',
      TERA_GATEWAY_URL: tera.url,
      TERA_DB_URL: tera.databaseUrl,
      TERA_TIMEOUT_MS: '400',
    },
  });

  it('bans the account on the site and in the game, ends its sessions, in its own language', async () => {
    const { account, password } = await buildGameAccount(shop.app);
    const { headers } = await loginAs(shop.app, account.userName, password);
    await shop.app.inject({
      method: 'PUT',
      url: '/api/user/language',
      headers,
      payload: { language: 'pt-BR' },
    });
    const { orderId } = await disputeAPurchase(shop, { userName: account.userName, password });

    const [ban] = await shop.app.platform.db
      .select()
      .from(accountBans)
      .where(eq(accountBans.accountDBID, account.accountDBID));
    const reason = ptBRShop.disputeBan.replace('{{orderId}}', String(orderId));
    expect(ban).toMatchObject({ active: true, bannedBy: 'Stripe', description: reason });
    // Until the staff lift it: as far ahead as any entitlement reaches (MAX_DAYS, 3650 days).
    expect(ban?.endTime.getTime()).toBe(clock.now().getTime() + 3650 * 86_400_000);
    expect((await shop.app.inject({ url: '/api/user/profile', headers })).statusCode).toBe(401);

    const worker = shop.app.modules.game.worker;
    while (await worker?.tick()) {
      // The ban (and the benefit's take-back) reach the game.
    }
    expect(
      await tera.rows('SELECT active, description FROM account_bans WHERE accountDBID = ?', [
        account.accountDBID,
      ]),
    ).toEqual([{ active: 1, description: reason }]);
    expect(await detailOf(shop.app, account.accountDBID)).toMatchObject({
      paymentFlagged: true,
      banned: true,
      takeBacks: [{ orderId, reason: 'disputed', accountAction: 'ban' }],
    });
  });
});
