/**
 * Benchmark: one Twitch accrual tick (issue 7) with 100,000 linked accounts, 500 live streams and 200,000 chatters,
 * against the local Twitch fake, on PostgreSQL. Runs the real job (client, Helix calls, batching, guarded transaction)
 * and counts every statement sent to the database by wrapping the pool's clients.
 *
 *   npm run bench                      # uses postgres://postgres@127.0.0.1:5432/postgres to create agaia_bench_twitch
 *   BENCH_DATABASE_URL=postgres://… npm run bench
 */
import { performance } from 'node:perf_hooks';
import { sql } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import { buildApp } from '../src/app.ts';
import { loadConfig } from '../src/config.ts';
import { type Database, type Db, openDatabase } from '../src/db/client.ts';
import * as schema from '../src/db/schema/index.ts';
import { startTwitchFake } from '../test/fakes/twitch/server.ts';

const LINKED = Number(process.env.BENCH_LINKED ?? 100_000);
const STREAMS = Number(process.env.BENCH_STREAMS ?? 500);
const CHATTERS = Number(process.env.BENCH_CHATTERS ?? 200_000);
const GAME_ID = '18846';
const adminUrl = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const dbName = 'agaia_bench_twitch';

async function adminQuery(text: string) {
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(text);
  await admin.end();
}

/** A PostgreSQL Database like openDatabase's, whose pool counts the statements its clients send. */
function countingDatabase(url: string) {
  const counter = { statements: 0, transactionControl: 0 };
  const pool = new pg.Pool({ connectionString: url, max: 10 });
  pool.on('connect', (client) => {
    const query = client.query.bind(client) as (...args: unknown[]) => unknown;
    (client as unknown as { query: (...args: unknown[]) => unknown }).query = (...args: unknown[]) => {
      const first = args[0];
      const text = typeof first === 'string' ? first : (first as { text?: string })?.text;
      if (text && /^\s*(begin|commit|rollback)\b/i.test(text)) counter.transactionControl++;
      else counter.statements++;
      return query(...args);
    };
  });
  const database: Database = {
    db: drizzle({ client: pool, schema }) as unknown as Db,
    kind: 'postgres',
    migrate: async () => {},
    ping: async () => {},
    close: () => pool.end(),
  };
  return { database, counter };
}

async function main() {
  await adminQuery(`drop database if exists ${dbName} with (force)`);
  await adminQuery(`create database ${dbName}`);
  const url = new URL(adminUrl);
  url.pathname = `/${dbName}`;
  const migrator = await openDatabase({ url: url.toString() });
  await migrator.migrate();
  await migrator.close();

  const fake = await startTwitchFake({ clientId: 'bench-client', clientSecret: 'bench-secret' });
  const twitchId = (i: number) => String(10_000_000 + i);

  let started = performance.now();
  const client = new pg.Client({ connectionString: url.toString() });
  await client.connect();
  await client.query(
    `insert into accounts (user_name, email, password_hash, register_time)
     select 'viewer' || i, 'viewer' || i || '@example.com', 'not-a-real-hash', now() from generate_series(1, $1::int) i`,
    [LINKED],
  );
  await client.query(
    `insert into twitch_links (account_dbid, twitch_id, login, access_token, refresh_token, linked_at)
     select account_dbid, (10000000 + account_dbid)::text, 'viewer' || account_dbid, 'unused', 'unused', now()
     from accounts`,
  );
  // The first STREAMS linked accounts stream the game, with tokens the fake issued them.
  const streamers = Array.from({ length: STREAMS }, (_, i) => twitchId(i + 1));
  const tokens = streamers.map((id) => fake.issueUserTokens(id));
  await client.query(
    `update twitch_links l set access_token = t.access, refresh_token = t.refresh
     from unnest($1::text[], $2::text[], $3::text[]) as t(twitch_id, access, refresh) where l.twitch_id = t.twitch_id`,
    [streamers, tokens.map((t) => t.accessToken), tokens.map((t) => t.refreshToken)],
  );
  await client.query('analyze');
  await client.end();

  // 200,000 chatters over 500 chats: three in four are linked players (most sit in two chats), one in four is not.
  const perStream = Math.ceil(CHATTERS / STREAMS);
  let entries = 0;
  for (let s = 0; s < STREAMS; s++) {
    const ids: string[] = [];
    for (let j = 0; j < perStream && entries < CHATTERS; j++, entries++) {
      ids.push(
        j % 4 === 3 ? `anon${s}_${j}` : twitchId(STREAMS + 1 + ((s * perStream + j) % (LINKED - STREAMS))),
      );
    }
    fake.setLive(streamers[s] as string, { gameId: GAME_ID, title: 'Agaia Online raid night' });
    fake.setChatters(streamers[s] as string, ids);
  }
  console.log(
    `seeded ${LINKED.toLocaleString('en')} linked accounts, ${STREAMS} live streams, ${entries.toLocaleString('en')} chatters in ${((performance.now() - started) / 1000).toFixed(1)} s`,
  );

  let now = new Date('2026-05-01T12:00:00Z').getTime();
  const clock = { now: () => new Date(now) };
  const { database, counter } = countingDatabase(url.toString());
  const config = loadConfig({
    LOG_LEVEL: 'silent',
    DATA_DIR: '/tmp/agaia-bench',
    TWITCH_CLIENT_ID: 'bench-client',
    TWITCH_CLIENT_SECRET: 'bench-secret',
    TWITCH_GAME_ID: GAME_ID,
    TWITCH_API_BASE: fake.url,
    TWITCH_AUTH_BASE: fake.url,
  });
  const app = await buildApp({ config, database, clock });
  const accrual = app.modules.twitch.accrual;
  if (!accrual) throw new Error('Twitch is not configured');

  for (const label of ['first tick (sets the time base, credits nothing)', 'crediting tick (60 s later)']) {
    counter.statements = 0;
    counter.transactionControl = 0;
    fake.requests.length = 0;
    started = performance.now();
    const result = await accrual.tickExclusive();
    const ms = performance.now() - started;
    console.log(
      `${label}: ${ms.toFixed(0)} ms, ${counter.statements} SQL statements (+ ${counter.transactionControl} begin/commit), ${fake.requests.length} Twitch calls; ${result.liveStreams} live streams, ${result.viewers.toLocaleString('en')} distinct chatters, ${result.seconds} s credited`,
    );
    now += 60_000;
  }
  const check = await database.db.execute(
    sql`select count(*)::int as accounts, sum(watch_seconds)::bigint as watch, sum(stream_seconds)::bigint as stream from twitch_time`,
  );
  console.log('credited:', (check as unknown as { rows: unknown[] }).rows[0]);
  await app.close();
  await fake.close();
  await adminQuery(`drop database if exists ${dbName} with (force)`);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
