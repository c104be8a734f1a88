import fs from 'node:fs';
import { HealthDown } from '@agaia/contract';
import { afterAll, describe, expect, it } from 'vitest';
import { DATABASE_UNAVAILABLE_MESSAGE } from '../../src/db/errors.ts';
import {
  assertRunning,
  call,
  drillDir,
  drillPort,
  paidSession,
  postStripeEvent,
  registerAndLogin,
  type ServerProcess,
  sleep,
  startServer,
  stripeEventBody,
  stripeSignature,
  waitFor,
} from './harness.ts';
import { type LoadRequest, type Outcome, startLoad } from './load.ts';
import { holdLock, waitForLockWait } from './mid-transaction.ts';
import { type PrivatePostgres, privatePostgresMissing, startPrivatePostgres } from './private-postgres.ts';

// Drill: PostgreSQL stopped (pg_ctl stop -m fast) and started again while the server is under load: paid orders
// arriving by webhook (one of them always in the middle of its transaction, held there by a row lock), logins,
// health checks, public reads. While it is down, /api/health answers 503 `down` and requests that need it answer
// 503 DATABASE_UNAVAILABLE (never a 500, never a dropped connection); once it is back the server serves again by
// itself, its cache bus listens again, and after Stripe's retries every order is paid exactly once with all its
// effects (nothing half-written by a transaction the stop cut short).
const missing = privatePostgresMissing();
if (missing) console.warn(`postgres-restart drill skipped: missing ${missing}`);

const SECRET = 'whsec_drill_secret';
const ORDERS = 300;
const GRANTS = { coins: 100, clubDays: 0, benefits: [], items: [{ itemId: 9001, quantity: 1 }] };
let dataDir = '';
let postgres: PrivatePostgres | undefined;
let server: ServerProcess | undefined;
afterAll(async () => {
  await server?.stop();
  await postgres?.destroy();
  if (dataDir) fs.rmSync(dataDir, { recursive: true, force: true });
});

type Order = { id: number; amountCents: number; currency: string };
const eventOf = (order: Order) => ({
  id: `evt_drill_restart_${order.id}`,
  type: 'checkout.session.completed',
  object: paidSession(order),
});

/** The load's answers that are neither what the request normally gets nor a 503 saying the database is down. */
function unexpected(outcomes: Outcome[], normal: Record<string, number>) {
  return outcomes.filter((outcome) => {
    if (outcome.status === normal[outcome.label]) return false;
    if (outcome.status !== 503) return true;
    if (outcome.label === 'health') return !HealthDown.safeParse(outcome.body).success;
    return (
      outcome.body?.message !== DATABASE_UNAVAILABLE_MESSAGE || outcome.body?.code !== 'DATABASE_UNAVAILABLE'
    );
  });
}

describe.skipIf(missing || process.env.TEST_DATABASE_URL)(
  `drill: PostgreSQL stopped and started under load${missing ? ` (skipped: missing ${missing})` : ''}`,
  () => {
    it('answers 503 while it is down, recovers by itself, and fulfils every order once', {
      timeout: 150_000,
    }, async () => {
      dataDir = drillDir('pg-restart');
      postgres = await startPrivatePostgres();
      const pgc = postgres;
      await pgc.query('postgres', 'create database agaia');
      const sql = <T extends Record<string, unknown>>(text: string, values?: unknown[]) =>
        pgc.query<T>('agaia', text, values);
      server = await startServer({
        port: await drillPort(),
        dataDir,
        env: {
          DATABASE_URL: pgc.url('agaia'),
          STRIPE_SECRET_KEY: 'sk_test_drill',
          STRIPE_WEBHOOK_SECRET: SECRET,
          RATE_LIMIT_LOGIN_PER_IP: '1000000',
          RATE_LIMIT_LOGIN_PER_ACCOUNT: '1000000',
        },
      });
      const { base } = server;
      const pgServer = server;
      const buyers = ['Restartbuyer1', 'Restartbuyer2'];
      for (const name of buyers)
        await registerAndLogin(base, {
          username: name,
          email: `${name}@example.com`,
          password: 'restart-pass-1',
        });
      const ids = await sql<{ account_dbid: string }>(
        'select account_dbid from accounts where user_name = any($1) order by account_dbid',
        [buyers],
      );
      const [product] = await sql<{ id: number }>(
        `insert into products (name, price_cents, grants, created_at, updated_at)
         values ('Restart Pouch', 990, $1, now(), now()) returning id`,
        [JSON.stringify(GRANTS)],
      );
      const orders = (
        await sql<{ id: string }>(
          `insert into orders (account_dbid, product_id, product_name, amount_cents, currency, grants, created_at, updated_at)
           select (array[$1, $2]::bigint[])[1 + g % 2], $3, 'Restart Pouch', 990, 'brl', $4, now(), now()
           from generate_series(1, ${ORDERS}) g returning id`,
          [ids[0]?.account_dbid, ids[1]?.account_dbid, product?.id, JSON.stringify(GRANTS)],
        )
      ).map((row): Order => ({ id: Number(row.id), amountCents: 990, currency: 'brl' }));

      // The load: three Stripe deliveries at a time (what fails is sent again later, as Stripe does), logins,
      // health checks and public reads.
      const queue = [...orders];
      const byEvent = new Map(orders.map((order) => [eventOf(order).id, order]));
      const webhook = (): LoadRequest | undefined => {
        const order = queue.shift();
        if (!order) return undefined;
        const event = eventOf(order);
        return {
          label: 'webhook',
          key: event.id,
          method: 'POST',
          path: '/api/stripe/webhook',
          body: stripeEventBody(event),
          sign: (payload) => stripeSignature(payload, SECRET),
        };
      };
      const others: LoadRequest[] = [
        {
          label: 'login',
          method: 'POST',
          path: '/api/auth/login',
          body: { identifier: 'Restartbuyer1', password: 'wrong-password' },
        },
        { label: 'health', method: 'GET', path: '/api/health' },
        { label: 'read', method: 'GET', path: '/api/products' },
      ];
      const loads = [
        startLoad(base, {
          concurrency: 3,
          next: webhook,
          pauseMs: 100,
          // Stripe sends an event again until it gets a 2xx.
          onOutcome: (outcome) => {
            const order = byEvent.get(outcome.key ?? '');
            if (outcome.status !== 200 && order) queue.push(order);
          },
        }),
        startLoad(base, { concurrency: others.length, next: (worker) => others[worker], pauseMs: 50 }),
      ];
      const outcomes = () => loads.flatMap((load) => load.outcomes);
      const count = (label: string, status: number) =>
        outcomes().filter((o) => o.label === label && o.status === status).length;
      await waitFor('orders paid before the stop', () => count('webhook', 200) >= 20);

      // A fulfilment in the middle of its transaction when PostgreSQL stops, every time: it waits on a row lock.
      const lock = await holdLock(pgc.url('agaia'), [
        { text: 'select 1 from accounts where account_dbid = $1 for update', values: [ids[0]?.account_dbid] },
      ]);
      await waitForLockWait(pgc, 'agaia', 'update "accounts"');
      await pgc.stop('fast');
      const stoppedAt = Date.now();
      await lock.release().catch(() => {});
      await waitFor('every kind of request to meet the outage', () => {
        assertRunning(pgServer);
        return ['webhook', 'login', 'health'].every((label) => count(label, 503) > 0);
      });
      // Down long enough for the cache bus's first reconnection attempt (after 1 s) to fail.
      await sleep(3_000 - (Date.now() - stoppedAt));
      await pgc.start();
      const startedAt = Date.now();
      await waitFor(
        '/api/health to answer 200 again',
        async () => (await call(base, 'GET', '/api/health')).status === 200,
      );
      const recoveredMs = Date.now() - startedAt;
      await sleep(1_000);
      for (const load of loads) await load.stop();

      // The process stayed up and answered every request: what it normally answers, or a clear 503.
      expect(server.isRunning()).toBe(true);
      expect(outcomes().filter((o) => o.error)).toEqual([]);
      expect(unexpected(outcomes(), { webhook: 200, login: 401, health: 200, read: 200 })).toEqual([]);
      expect(recoveredMs).toBeLessThan(10_000);
      const paidAfterRestart = outcomes().filter(
        (o) => o.label === 'webhook' && o.status === 200 && o.sentAt > startedAt,
      );
      expect(paidAfterRestart.length).toBeGreaterThan(0);
      expect(server.lines.filter((line) => line.msg === 'request failed')).toEqual([]);

      // The cache bus listens again: another instance's write (a NOTIFY) reaches this instance's cache.
      await waitFor(
        'the cache bus to LISTEN again',
        async () => (await sql("select 1 from pg_stat_activity where query ilike 'LISTEN %'")).length > 0,
        20_000,
      );
      expect((await call(base, 'GET', '/api/products')).json.data).toMatchObject([{ name: 'Restart Pouch' }]);
      await sql("update products set name = 'Renamed Pouch'");
      await sql("select pg_notify('agaia_public_cache', 'products')");
      await waitFor('the renamed product to be served', async () => {
        const products = (await call(base, 'GET', '/api/products')).json.data as { name: string }[];
        return products[0]?.name === 'Renamed Pouch';
      });

      // Stripe goes on retrying what did not get a 2xx (and the load had not reached every order); then it delivers
      // everything once more, as it may.
      const answered = new Set(
        outcomes()
          .filter((o) => o.label === 'webhook' && o.status === 200)
          .map((o) => o.key),
      );
      const retries = orders.filter((order) => !answered.has(eventOf(order).id));
      for (const order of [...retries, ...orders]) {
        const response = await postStripeEvent(base, SECRET, eventOf(order));
        expect(response.status).toBe(200);
      }

      const paidByAccount = await sql<{ account_dbid: string; paid: string; coins: number }>(
        `select o.account_dbid, count(*) filter (where o.status = 'paid') as paid, a.agaia_coins as coins
         from orders o join accounts a using (account_dbid) group by o.account_dbid, a.agaia_coins`,
      );
      expect(paidByAccount.map((row) => Number(row.paid)).reduce((a, b) => a + b)).toBe(ORDERS);
      for (const row of paidByAccount) expect(row.coins).toBe(Number(row.paid) * GRANTS.coins);
      const [counts] = await sql<Record<string, string>>(
        `select (select count(*) from stripe_events) as events,
                (select count(distinct source_id) from deliveries where source = 'order') as delivered_orders,
                (select count(*) from deliveries where source = 'order') as deliveries,
                (select count(*) from audit_log where action = 'order.paid') as audits`,
      );
      expect(counts).toEqual({
        events: String(ORDERS),
        delivered_orders: String(ORDERS),
        deliveries: String(ORDERS),
        audits: String(ORDERS),
      });
      const down = outcomes().filter((o) => o.status === 503).length;
      console.info(
        `PostgreSQL restart drill: ${outcomes().length} requests under load, ${down} answered 503, ` +
          `PostgreSQL down ${startedAt - stoppedAt} ms, health 200 again ${recoveredMs} ms after it started, ` +
          `${retries.length} orders delivered after the load`,
      );
    });
  },
);
