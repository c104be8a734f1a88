/**
 * Benchmark: the admin statistics over one year (issue 19). Seeds a fresh PostgreSQL database with 1,000,000 accounts
 * (two years of registrations, a third referred by one of 50 videos), 200,000 orders, 2,000,000 referral hits, a year
 * of logins (4,000,000), a year of Twitch quarter hours and claims, and a year of players-online samples of two servers
 * (1,051,200), then times each /api/admin/stats view through the real app for a one-year period, per bucket.
 *
 *   npm run bench:stats                       # postgres://postgres@127.0.0.1:5432/postgres, a throwaway database
 *   BENCH_SCALE=0.1 npm run bench:stats       # a tenth of every table, for a quick look (--runs N: runs per view)
 */
import { performance } from 'node:perf_hooks';
import { ALL_WEB_PERMISSIONS } from '@agaia/contract';
import pg from 'pg';
import { buildApp } from '../src/app.ts';
import { loadConfig } from '../src/config.ts';
import { openDatabase } from '../src/db/client.ts';
import { markdownTable, median, numberOption } from './lib/common.ts';
import { createDatabase } from './lib/postgres.ts';

const SCALE = Number(process.env.BENCH_SCALE ?? 1);
const RUNS = numberOption('runs', 15);
const ACCOUNTS = Math.round(1_000_000 * SCALE);
const ORDERS = Math.round(200_000 * SCALE);
const HITS = Math.round(2_000_000 * SCALE);
const LOGINS = Math.round(4_000_000 * SCALE);
const TIME_ZONE = 'America/Sao_Paulo';

/** Each seeding statement, timed. */
async function seed(client: pg.Client) {
  const steps: [string, string][] = [
    [
      `${ACCOUNTS.toLocaleString('en')} accounts`,
      `insert into accounts (user_name, email, password_hash, is_email_confirmed, register_time, attribution)
       select 'hero' || i, 'hero' || i || '@example.com', 'not-a-real-hash', i % 5 < 2,
         now() - random() * interval '730 days',
         case when i % 3 = 0 then jsonb_build_object('viewerId', 'v' || i, 'landingUrl', '/', 'timestamp', '',
           'content', 'video' || (i % 50), 'campaign', 'campaign' || (i % 10)) end
       from generate_series(1, ${ACCOUNTS}) i`,
    ],
    [
      `${HITS.toLocaleString('en')} referral hits`,
      `insert into referral_hits (viewer_id, landing_url, occurred_at, campaign, content, ip_hash, created_at)
       select 'v' || i, '/', t, 'campaign' || (i % 10), 'video' || (i % 50), md5(i::text), t
       from (select i, now() - random() * interval '365 days' as t from generate_series(1, ${HITS}) i) s`,
    ],
    [
      `${LOGINS.toLocaleString('en')} logins`,
      `insert into login_events (account_dbid, method, occurred_at)
       select 1 + (i::bigint * 7919) % ${ACCOUNTS}, 'password', now() - random() * interval '365 days'
       from generate_series(1, ${LOGINS}) i`,
    ],
    [
      '20 products',
      `insert into products (name, price_cents, grants, created_at, updated_at)
       select 'Pack ' || i, 500 * i, '{"coins":0,"clubDays":0,"benefits":[],"items":[]}', now(), now()
       from generate_series(1, 20) i`,
    ],
    [
      `${ORDERS.toLocaleString('en')} orders`,
      `insert into orders (account_dbid, product_id, product_name, amount_cents, currency, status, grants, created_at,
         updated_at, paid_at)
       select 1 + (i::bigint * 104729) % ${ACCOUNTS}, p, 'Pack ' || p, 500 * p, 'brl', st, '{}', t, t,
         case when st in ('paid', 'refunded', 'disputed') then t + interval '1 minute' end
       from (select i, 1 + i % 20 as p, now() - random() * interval '365 days' as t,
         (array['paid','paid','paid','paid','paid','paid','pending','expired','failed','refunded','disputed'])[1 + i % 11]
           as st from generate_series(1, ${ORDERS}) i) s`,
    ],
    [
      'deliveries of the paid orders (1 in 200 still open)',
      `insert into deliveries (account_dbid, kind, item_id, quantity, source, source_id, status, created_at, updated_at)
       select account_dbid, 'coins', 0, 100, 'order', id::text,
         case when id % 200 = 0 then 'pending' else 'delivered' end, created_at, created_at
       from orders where status = 'paid'`,
    ],
    [
      'a year of Twitch quarter hours',
      `insert into twitch_quarter_hours (starts_at, watch_seconds, stream_seconds)
       select date_trunc('hour', now()) - i * interval '15 minutes', (random() * 90000)::int, (random() * 9000)::int
       from generate_series(1, 35040) i`,
    ],
    [
      'a year of players online, 2 servers, each minute',
      `insert into online_samples (server_id, sampled_at, users_online)
       select s, date_trunc('minute', now()) - i * interval '1 minute', (random() * 500)::int
       from generate_series(1, 525600) i, (values (2800), (2801)) v(s);
       insert into online_quarter_hours (server_id, starts_at, peak, total, samples)
       select server_id, to_timestamp(floor(extract(epoch from sampled_at) / 900) * 900), max(users_online),
         sum(users_online), count(*)
       from online_samples group by 1, 2`,
    ],
    [
      'Twitch rewards and claims',
      `insert into twitch_rewards (season, type, title, required_minutes, item_id, created_at, updated_at)
       select 1, case when i % 2 = 0 then 'viewer' else 'streamer' end, 'Reward ' || i, 60 * i, i, now(), now()
       from generate_series(1, 12) i;
       insert into twitch_claims (account_dbid, reward_id, twitch_id, claimed_at)
       select a, r, 't' || a, now() - random() * interval '365 days'
       from generate_series(1, ${Math.round(20_000 * SCALE)}) a, generate_series(1, 12) r`,
    ],
  ];
  for (const [label, statement] of steps) {
    const started = performance.now();
    await client.query(statement);
    console.log(`seeded ${label} in ${((performance.now() - started) / 1000).toFixed(1)} s`);
  }
  await client.query('vacuum analyze');
}

async function main() {
  const created = await createDatabase();
  const database = await openDatabase({ url: created.url });
  await database.migrate();
  const client = new pg.Client({ connectionString: created.url });
  await client.connect();
  // The zone the app will find at start: the triggers count the seeded rows in it (no rebuild at start).
  await client.query(`insert into site_settings (key, value) values ('stats_time_zone', $1)`, [TIME_ZONE]);
  await seed(client);
  const { rows: daily } = await client.query('select count(*)::int as n from stats_daily');
  console.log(`stats_daily holds ${daily[0]?.n} rows`);
  await client.end();

  const config = loadConfig({
    LOG_LEVEL: 'silent',
    DATA_DIR: '/tmp/agaia-bench',
    ADMIN_TWO_FACTOR: 'optional',
    STATS_TIME_ZONE: TIME_ZONE,
  });
  const app = await buildApp({ config, database });
  await app.modules.accounts.create({
    userName: 'bench_admin',
    email: 'bench@admin.test',
    password: 'bench-pass',
    webMgt: ALL_WEB_PERMISSIONS,
  });
  const login = await app.inject({
    method: 'POST',
    url: '/api/auth/login',
    payload: { identifier: 'bench_admin', password: 'bench-pass' },
  });
  const headers = { authorization: `Bearer ${login.json().accessToken}` };
  const today = new Date();
  const yearAgo = new Date(today.getTime() - 364 * 86_400_000);
  const period = `from=${yearAgo.toISOString().slice(0, 10)}&to=${today.toISOString().slice(0, 10)}`;

  const rows: string[][] = [];
  for (const view of ['community', 'referrals', 'twitch', 'online', 'payments'])
    for (const bucket of ['day', 'week', 'month']) {
      const times: number[] = [];
      for (let run = 0; run < RUNS; run++) {
        const started = performance.now();
        const response = await app.inject({
          url: `/api/admin/stats/${view}?${period}&bucket=${bucket}`,
          headers,
        });
        times.push(performance.now() - started);
        if (response.statusCode !== 200) throw new Error(`${view} failed: ${response.body}`);
      }
      times.sort((a, b) => a - b);
      rows.push([
        `${view}`,
        bucket,
        median(times).toFixed(0),
        (times[Math.floor(times.length * 0.95)] ?? Number.NaN).toFixed(0),
      ]);
    }
  console.log(`\nOne year, ${RUNS} runs each (ms):\n`);
  console.log(markdownTable(['view', 'bucket', 'median', 'p95'], rows));
  await app.close();
  // What a change of STATS_TIME_ZONE costs at the next start: the recount of every daily figure.
  const recount = new pg.Client({ connectionString: created.url });
  await recount.connect();
  const started = performance.now();
  await recount.query('select agaia_stats_rebuild()');
  console.log(
    `\nrecount of stats_daily (a new STATS_TIME_ZONE): ${((performance.now() - started) / 1000).toFixed(1)} s`,
  );
  await recount.end();
  await created.drop();
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
