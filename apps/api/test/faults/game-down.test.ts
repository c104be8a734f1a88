import fs from 'node:fs';
import { afterAll, describe, expect, it } from 'vitest';
import { startStripeFake } from '../fakes/stripe/server.ts';
import { dropTeraDatabase, testMysqlUrl } from '../fakes/tera-gateway/database.ts';
import { startTeraGatewayFake, type TeraGatewayFake } from '../fakes/tera-gateway/server.ts';
import {
  call,
  drillDir,
  drillPort,
  login,
  paidSession,
  postStripeEvent,
  registerAndLogin,
  type ServerProcess,
  sleep,
  startServer,
  waitFor,
} from './harness.ts';

// Drill: tera-api's Gateway is down (its port refuses connections) when a purchase is paid. The order is paid and
// its deliveries wait (the player sees them pending; nothing reaches the game); once the Gateway is back, the
// deliveries worker brings the coins, the benefit and the box in, each exactly once, and sends nothing more after.
// With GAME_BACKEND=tera-api, the Gateway fake over MariaDB (database agaia_faults_tera), the server on PGlite.
const SECRET = 'whsec_drill_secret';
const BOX = {
  id: 7001,
  title: 'Drill Box',
  days: 0,
  items: [{ itemTemplateId: 8001, boxItemId: 101, boxItemCount: 1 }],
};
const GRANTS = {
  coins: 300,
  benefits: [{ benefitId: 434, days: 30 }],
  items: [{ itemId: 8001, quantity: 1, boxId: BOX.id }],
};
const DAY_MS = 86_400_000;
const ADMIN = {
  ADMIN_USERNAME: 'Overseer',
  ADMIN_EMAIL: 'overseer@example.com',
  ADMIN_PASSWORD: 'overseer-pass-1',
};

const teraUrl = new URL(testMysqlUrl());
teraUrl.pathname = '/agaia_faults_tera';
const databaseUrl = teraUrl.toString();
let dataDir = '';
let server: ServerProcess | undefined;
let gateway: TeraGatewayFake | undefined;
let stripe: Awaited<ReturnType<typeof startStripeFake>> | undefined;
afterAll(async () => {
  await server?.stop();
  await gateway?.close();
  await stripe?.close();
  // Only a drill that ran made the database (and its directory).
  if (dataDir) await dropTeraDatabase(databaseUrl);
  if (dataDir) fs.rmSync(dataDir, { recursive: true, force: true });
});

// One process on embedded PGlite: the PostgreSQL pass of the suite would run the same drill again.
describe.skipIf(process.env.TEST_DATABASE_URL)('drill: the game back end down during a purchase', () => {
  it('keeps the deliveries waiting and brings each in once when the Gateway is back', {
    timeout: 120_000,
  }, async () => {
    dataDir = drillDir('game-down');
    await dropTeraDatabase(databaseUrl);
    const gatewayPort = await drillPort();
    gateway = await startTeraGatewayFake({ port: gatewayPort, databaseUrl, boxes: [BOX] });
    stripe = await startStripeFake({
      webhookUrl: 'http://127.0.0.1:9/unused',
      webhookSecret: SECRET,
      port: await drillPort(),
    });
    server = await startServer({
      port: await drillPort(),
      dataDir,
      env: {
        ...ADMIN,
        ADMIN_TWO_FACTOR: 'optional',
        GAME_BACKEND: 'tera-api',
        TERA_GATEWAY_URL: gateway.url,
        TERA_DB_URL: databaseUrl,
        TERA_TIMEOUT_MS: '1000',
        STRIPE_SECRET_KEY: 'sk_test_drill',
        STRIPE_WEBHOOK_SECRET: SECRET,
        STRIPE_API_BASE: stripe.url,
      },
    });
    const { base } = server;
    const token = await registerAndLogin(base, {
      username: 'Gamedown1',
      email: 'gamedown@example.com',
      password: 'game-down-pass-1',
    });
    const [game] = await gateway.rows<{ accountDBID: number }>(
      "SELECT accountDBID FROM account_info WHERE userName = 'Gamedown1'",
    );
    const accountDBID = Number(game?.accountDBID);
    const admin = await login(base, ADMIN.ADMIN_USERNAME, ADMIN.ADMIN_PASSWORD);
    const product = await call(base, 'POST', '/api/admin/shop/products', {
      body: { name: 'Drill Pack', price: 2990, grants: GRANTS },
      token: admin,
    });
    expect(product).toMatchObject({ status: 201 });

    // The Gateway goes away; the purchase goes on.
    await gateway.close();
    gateway = undefined;
    const checkout = await call(base, 'POST', '/api/stripe/create-checkout-session', {
      body: { productId: product.json.productId },
      token,
    });
    expect(checkout.status).toBe(200);
    const session = stripe.sessions.get(String(checkout.json.url).split('/').pop() ?? '');
    const orderId = Number(new URL(String(session?.success_url)).searchParams.get('order'));
    const paid = await postStripeEvent(base, SECRET, {
      id: 'evt_drill_game_down',
      type: 'checkout.session.completed',
      object: paidSession({ id: orderId, amountCents: 2990, currency: 'brl' }, session?.id),
    });
    expect(paid.status).toBe(200);

    const order = async () => (await call(base, 'GET', `/api/shop/orders/${orderId}`, { token })).json;
    const rows = async () => {
      const answer = await call(base, 'GET', `/api/admin/game/deliveries?accountDBID=${accountDBID}`, {
        token: admin,
      });
      return answer.json.deliveries as { kind: string; status: string; attempts: number }[];
    };
    // The worker has tried each of the three (coins, benefit, box) and could not reach the game.
    await waitFor('each delivery to be tried', async () => {
      const tried = await rows();
      return tried.length === 3 && tried.every((row) => row.attempts >= 1 && row.status !== 'sending');
    });
    expect(await order()).toMatchObject({ status: 'paid', delivery: 'pending' });
    expect((await rows()).map((row) => row.status).sort()).not.toContain('delivered');

    // The Gateway is back on the same port and database; its fresh request log counts what reaches it now.
    gateway = await startTeraGatewayFake({ port: gatewayPort, databaseUrl });
    const backAt = Date.now();
    const back = gateway;
    const reached = (path: string) =>
      back.requests.filter(
        (request) => request.path === path && request.params.userNo === String(accountDBID),
      );
    await waitFor('the order to be delivered', async () => (await order()).delivery === 'delivered', 60_000);
    console.info(`game-down drill: delivered ${Date.now() - backAt} ms after the Gateway came back`);
    // Two more worker ticks (every 2 s): nothing else goes out.
    await sleep(4_500);

    expect(reached('/shopApi/FundByUserNo')).toHaveLength(1);
    expect(reached('/accountApi/AddBenefitByUserNo')).toHaveLength(1);
    expect(reached('/boxApi/SendBoxToAccountByUserNo')).toHaveLength(1);
    const [wallet] = await back.rows<{ balance: number }>(
      'SELECT balance FROM shop_accounts WHERE accountDBID = ?',
      [accountDBID],
    );
    expect(Number(wallet?.balance)).toBe(300);
    expect(
      await back.rows('SELECT 1 FROM report_shop_fund WHERE accountDBID = ?', [accountDBID]),
    ).toHaveLength(1);
    const benefits = await back.rows<{ availableUntil: Date }>(
      'SELECT availableUntil FROM account_benefits WHERE accountDBID = ? AND benefitId = 434',
      [accountDBID],
    );
    expect(benefits).toHaveLength(1);
    const days = (new Date(benefits[0]?.availableUntil ?? 0).getTime() - Date.now()) / DAY_MS;
    expect(Math.round(days)).toBe(30);
    expect(
      await back.rows('SELECT 1 FROM report_boxes WHERE accountDBID = ? AND logId = ?', [
        accountDBID,
        BOX.id,
      ]),
    ).toHaveLength(1);
    expect((await rows()).map((row) => row.status)).toEqual(['delivered', 'delivered', 'delivered']);
  });
});
