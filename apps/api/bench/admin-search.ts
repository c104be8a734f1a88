/**
 * Benchmark: the admin user search with 1,000,000 accounts in PostgreSQL (issue 4). Seeds a fresh database, then
 * times GET /api/admin/users through the real app (routes, guard, service, database) and prints p50 and p95.
 *
 *   npm run bench                      # uses postgres://postgres@127.0.0.1:5432/postgres to create agaia_bench
 *   BENCH_DATABASE_URL=postgres://… npm run bench
 */
import { performance } from 'node:perf_hooks';
import { ALL_WEB_PERMISSIONS } from '@agaia/contract';
import pg from 'pg';
import { buildApp } from '../src/app.ts';
import { loadConfig } from '../src/config.ts';
import { openDatabase } from '../src/db/client.ts';

const ACCOUNTS = Number(process.env.BENCH_ACCOUNTS ?? 1_000_000);
const RUNS = Number(process.env.BENCH_RUNS ?? 200);
const adminUrl = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const dbName = 'agaia_bench';

async function resetDatabase(): Promise<string> {
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`drop database if exists ${dbName} with (force)`);
  await admin.query(`create database ${dbName}`);
  await admin.end();
  const url = new URL(adminUrl);
  url.pathname = `/${dbName}`;
  return url.toString();
}

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? Number.NaN;
}

async function main() {
  const url = await resetDatabase();
  const database = await openDatabase({ url });
  await database.migrate();
  const client = new pg.Client({ connectionString: url });
  await client.connect();

  let started = performance.now();
  // Bulk load without the trigram indexes, then build them once: far faster than maintaining them row by row.
  await client.query('drop index accounts_user_name_trgm_idx; drop index accounts_email_trgm_idx');
  await client.query(
    `insert into accounts (user_name, email, password_hash, register_time)
     select 'hero' || i, 'hero' || i || '@' || (array['gmail.com','hotmail.com','yahoo.com.br','outlook.com'])[1 + i % 4],
            'not-a-real-hash', now() - (i || ' minutes')::interval
     from generate_series(1, $1::int) as i`,
    [ACCOUNTS],
  );
  await client.query(
    `create index accounts_user_name_trgm_idx on accounts using gin (lower(user_name) gin_trgm_ops)`,
  );
  await client.query(
    `create index accounts_email_trgm_idx on accounts using gin (lower(email) gin_trgm_ops)`,
  );
  await client.query('analyze accounts');
  console.log(
    `seeded ${ACCOUNTS.toLocaleString('en')} accounts in ${((performance.now() - started) / 1000).toFixed(1)} s`,
  );
  await client.end();

  const config = loadConfig({
    LOG_LEVEL: 'silent',
    DATA_DIR: '/tmp/agaia-bench',
    RATE_LIMIT_LOGIN_PER_IP: '1000',
    // The bench logs in with a password only: it times the search, not the second factor.
    ADMIN_TWO_FACTOR: 'optional',
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

  const random = (max: number) => 1 + Math.floor(Math.random() * max);
  const cases: [string, () => string][] = [
    [
      'email fragment (e.g. "o48213@hot")',
      () => `o${random(ACCOUNTS)}@${['gm', 'ho', 'ya', 'ou'][random(4) - 1]}`,
    ],
    ['user name fragment (e.g. "ro73051")', () => `ro${random(ACCOUNTS)}`],
    ['account ID', () => String(random(ACCOUNTS))],
    ['common fragment "yahoo" (~250,000 matches)', () => 'yahoo'],
    ['no search, first page', () => ''],
  ];
  for (const [label, search] of cases) {
    const times: number[] = [];
    for (let run = 0; run < RUNS; run++) {
      started = performance.now();
      const response = await app.inject({
        url: `/api/admin/users?search=${encodeURIComponent(search())}&pageSize=10`,
        headers,
      });
      times.push(performance.now() - started);
      if (response.statusCode !== 200) throw new Error(`search failed: ${response.body}`);
    }
    times.sort((a, b) => a - b);
    console.log(
      `${label.padEnd(46)} p50 ${percentile(times, 50).toFixed(1).padStart(7)} ms   p95 ${percentile(times, 95).toFixed(1).padStart(7)} ms   (${RUNS} runs)`,
    );
  }
  await app.close();
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`drop database if exists ${dbName} with (force)`);
  await admin.end();
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
