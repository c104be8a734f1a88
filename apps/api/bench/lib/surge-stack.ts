/**
 * What the surge benchmark runs on, from the cluster check's parts: a fresh database of the machine's PostgreSQL, an
 * empty database number of its Redis, the Stripe and Twitch fakes, the built server (the fault drills' startServer)
 * once or twice, nginx in front of two (test/cluster/services.ts), and the players, streamer and mail it seeds.
 */
import fs from 'node:fs';
import path from 'node:path';
import pg from 'pg';
import {
  checkPostgres,
  claimRedisDb,
  ensureNginx,
  type Nginx,
  startNginx,
} from '../../test/cluster/services.ts';
import { type StripeFake, startStripeFake } from '../../test/fakes/stripe/server.ts';
import { startTwitchFake, type TwitchFake } from '../../test/fakes/twitch/server.ts';
import { registerAndLogin, type ServerProcess, startServer } from '../../test/faults/harness.ts';
import { freePort, runTsx, serverEnv, tempDir, WEB_DIST_DIR } from './common.ts';
import { createDatabase } from './postgres.ts';

export const STRIPE_SECRET = 'whsec_surge_secret';
const TWITCH = { clientId: 'surge-client', clientSecret: 'surge-secret', gameId: '509658' };
/** The shortest accrual interval the server takes (config.ts: at least 10 s). */
const TWITCH_POLL_SECONDS = 10;
/** nginx's worker: thousands of visitors hold a client connection and, while asking, an upstream one each. */
export const NGINX_WORKER_CONNECTIONS = 8192;
/**
 * Idle upstream connections nginx keeps (docs/deploy.md's 256), SURGE_NGINX_KEEPALIVE. With 32 and Node's listen
 * backlog of 511, a surge made nginx close most connections after each answer and open new ones, whose connects timed
 * out against the instances' accept queue and, after max_fails, took the instances out: every answer was a 502.
 */
export const NGINX_KEEPALIVE = Number(process.env.SURGE_NGINX_KEEPALIVE || 256);
/**
 * docs/deploy.md's proxy_connect_timeout (the cluster check's nginx waits 2 s): a connect dropped on a full accept
 * queue is tried again by the kernel after 1 s and 3 s, and three that time out leave an instance out for 10 s.
 */
export const NGINX_CONNECT_TIMEOUT_SECONDS = 5;

/**
 * The settings the bench changes from the defaults, printed with its figures: the login limit of one address (every
 * request of the bench comes from 127.0.0.1) and the registrations of the seeding, so that no answer is a 429; and
 * the open connections an instance accepts (the default 1000 would close half of 2,000 visitors' connections).
 */
export const BENCH_SETTINGS = {
  RATE_LIMIT_LOGIN_PER_IP: '100000',
  RATE_LIMIT_REGISTER_PER_IP: '100000',
  MAX_CONNECTIONS: '8192',
  TWITCH_POLL_SECONDS: String(TWITCH_POLL_SECONDS),
};

/** What this bench's own PostgreSQL connections are called (told apart from the instances' in pg_stat_activity). */
export const BENCH_CONNECTION = 'agaia-surge-bench';

export interface Stack {
  stripe: StripeFake;
  twitch: TwitchFake;
  sql<T extends pg.QueryResultRow = Record<string, unknown>>(text: string, values?: unknown[]): Promise<T[]>;
  /** The instances' environment (one setting for all, as an operator runs them). */
  env(publicUrl: string, behindProxy: boolean): Record<string, string>;
  dir: string;
  /** Closes the fakes, drops the database, deletes the Redis keys and the files. */
  stop(): Promise<void>;
}

export async function startStack(): Promise<Stack> {
  const undo: (() => Promise<unknown>)[] = [];
  const stop = async () => {
    for (const step of undo.splice(0).reverse()) await step().catch((error: unknown) => console.error(error));
  };
  try {
    await Promise.all([checkPostgres(), ensureNginx()]);
    const redis = await claimRedisDb();
    undo.push(() => redis.release());
    const database = await createDatabase();
    undo.push(() => database.drop());
    const pool = new pg.Pool({ connectionString: database.url, max: 3, application_name: BENCH_CONNECTION });
    pool.on('error', () => {});
    undo.push(() => pool.end());
    const dir = tempDir('agaia-bench-surge-');
    const stripe = await startStripeFake({
      webhookUrl: 'http://127.0.0.1:9/unused',
      webhookSecret: STRIPE_SECRET,
      port: await freePort(),
    });
    undo.push(() => stripe.close());
    const twitch = await startTwitchFake({
      clientId: TWITCH.clientId,
      clientSecret: TWITCH.clientSecret,
      port: await freePort(),
    });
    undo.push(() => twitch.close());
    // The demo content (news, patch notes, products) from the CLI, which migrates first, as bench:http --postgres.
    await runTsx('src/cli.ts', ['seed-demo'], serverEnv(3000, { DATABASE_URL: database.url, DATA_DIR: dir }));
    return {
      stripe,
      twitch,
      dir,
      sql: async (text, values) => (await pool.query(text, values)).rows,
      env: (publicUrl, behindProxy) => ({
        ...BENCH_SETTINGS,
        DATABASE_URL: database.url,
        REDIS_URL: redis.url,
        PUBLIC_URL: publicUrl,
        ...(behindProxy ? { TRUST_PROXY: '1' } : {}),
        WEB_DIST_DIR,
        STRIPE_SECRET_KEY: 'sk_test_surge',
        STRIPE_WEBHOOK_SECRET: STRIPE_SECRET,
        STRIPE_API_BASE: stripe.url,
        TWITCH_CLIENT_ID: TWITCH.clientId,
        TWITCH_CLIENT_SECRET: TWITCH.clientSecret,
        TWITCH_GAME_ID: TWITCH.gameId,
        TWITCH_API_BASE: twitch.url,
        TWITCH_AUTH_BASE: twitch.url,
      }),
      stop,
    };
  } catch (error) {
    await stop();
    throw error;
  }
}

export interface Deployment {
  /** Where the load goes: the instance itself, or nginx in front of several. */
  base: string;
  instances: ServerProcess[];
  nginx?: Nginx;
  /** nginx's error log, the same message counted once (the client, request and upstream parts left out). */
  nginxErrors(): string[];
  stop(): Promise<void>;
}

/** Starts `count` instances at once (one of them migrates, the others wait), and nginx in front when more than one. */
export async function deploy(
  stack: Stack,
  count: number,
  options: { nodeArgs?: string[] } = {},
): Promise<Deployment> {
  const ports: number[] = [];
  for (let i = 0; i < count; i++) ports.push(await freePort());
  const nginxPort = count > 1 ? await freePort() : undefined;
  const base = `http://127.0.0.1:${nginxPort ?? ports[0]}`;
  const env = stack.env(base, nginxPort !== undefined);
  const instances: ServerProcess[] = [];
  let nginx: Nginx | undefined;
  let nginxDir: string | undefined;
  const stop = async () => {
    await nginx?.stop();
    await Promise.all(instances.map((instance) => instance.stop()));
  };
  const started = await Promise.allSettled(
    ports.map((port) => {
      const dataDir = fs.mkdtempSync(path.join(stack.dir, `instance-${port}-`));
      return startServer({ port, dataDir, env, nodeArgs: options.nodeArgs }).then((instance) => {
        instances.push(instance);
      });
    }),
  );
  const failed = started.find((result) => result.status === 'rejected');
  try {
    if (failed) throw (failed as PromiseRejectedResult).reason;
    if (nginxPort !== undefined) {
      nginxDir = fs.mkdtempSync(path.join(stack.dir, 'nginx-'));
      nginx = await startNginx({
        dir: nginxDir,
        port: nginxPort,
        upstreams: ports,
        workerConnections: NGINX_WORKER_CONNECTIONS,
        keepalive: NGINX_KEEPALIVE,
        connectTimeoutSeconds: NGINX_CONNECT_TIMEOUT_SECONDS,
      });
    }
  } catch (error) {
    await stop();
    throw error;
  }
  instances.sort((a, b) => a.port - b.port);
  const nginxErrors = () => {
    const log = nginxDir && path.join(nginxDir, 'error.log');
    if (!log || !fs.existsSync(log)) return [];
    const counts = new Map<string, number>();
    for (const line of fs.readFileSync(log, 'utf8').split('\n').filter(Boolean)) {
      const message =
        line
          .replace(/^\S+ \S+ /, '')
          .replace(/\d+#\d+: \*\d+ /, '')
          .split(', client:')[0] ?? line;
      counts.set(message, (counts.get(message) ?? 0) + 1);
    }
    return [...counts].sort((a, b) => b[1] - a[1]).map(([message, count]) => `${count} × ${message}`);
  };
  return { base, instances, nginx, nginxErrors, stop };
}

export interface Players {
  /** Bearer tokens of the players who read their profile. */
  readers: string[];
  /** Accounts that log in during the load. */
  logins: { identifier: string; password: string }[];
  /** Bearer tokens of the players who buy. */
  buyers: string[];
  productId: number;
  newsIds: number[];
  patchNoteIds: number[];
}

/**
 * Registers and logs in the players over HTTP (real argon2 hashes and sessions), links the readers' Twitch accounts
 * as viewers in the chat of a live streamer of the game (the accrual credits each of them every tick), and reads the
 * ids of the published news, patch notes and the first product.
 */
export async function seedPlayers(
  stack: Stack,
  base: string,
  counts: { readers: number; logins: number; buyers: number },
): Promise<Players> {
  const password = (name: string) => `${name}-surge-password`;
  const register = async (role: string, n: number) => {
    const names = Array.from({ length: n }, (_, i) => `${role}_${i}`);
    const tokens: string[] = [];
    for (let at = 0; at < names.length; at += 8) {
      const batch = names.slice(at, at + 8);
      tokens.push(
        ...(await Promise.all(
          batch.map((name) =>
            registerAndLogin(base, {
              username: name,
              email: `${name}@surge.example`,
              password: password(name),
            }),
          ),
        )),
      );
    }
    return { names, tokens };
  };
  const readers = await register('reader', counts.readers);
  const logins = await register('login', counts.logins);
  const buyers = await register('buyer', counts.buyers);
  const streamer = await register('streamer', 1);

  const streamerTokens = stack.twitch.issueUserTokens('8101');
  await stack.sql(
    `insert into twitch_links (account_dbid, twitch_id, login, access_token, refresh_token, linked_at)
     select account_dbid, '8101', 'streamer', $1, $2, now() from accounts where user_name = $3`,
    [streamerTokens.accessToken, streamerTokens.refreshToken, streamer.names[0]],
  );
  await stack.sql(
    `insert into twitch_links (account_dbid, twitch_id, login, access_token, refresh_token, linked_at)
     select account_dbid, (90000 + account_dbid)::text, user_name, 'unused', 'unused', now()
     from accounts where user_name like 'reader\\_%'`,
  );
  const viewers = await stack.sql<{ id: string }>(
    "select twitch_id as id from twitch_links where login like 'reader\\_%'",
  );
  stack.twitch.setLive('8101', { gameId: TWITCH.gameId });
  stack.twitch.setChatters(
    '8101',
    viewers.map((viewer) => viewer.id),
  );

  const read = async <T>(url: string) => (await (await fetch(`${base}${url}`)).json()) as T;
  const news = await read<{ news: { id: number }[] }>('/api/content/news?limit=100');
  const notes = await read<{ patchNotes: { id: number }[] }>('/api/content/patchnotes');
  const products = await read<{ data: { productId: number }[] }>('/api/products');
  const productId = products.data[0]?.productId;
  if (productId === undefined) throw new Error('the demo content has no product to buy');
  return {
    readers: readers.tokens,
    logins: logins.names.map((name) => ({ identifier: name, password: password(name) })),
    buyers: buyers.tokens,
    productId,
    newsIds: news.news.map((item) => item.id),
    patchNoteIds: notes.patchNotes.map((item) => item.id),
  };
}

/**
 * Mails for the outbox's retry job (every 20 s) to send during the load: `perSecond` for each second of it, due one
 * after the other from now, to the seeded players.
 */
export async function seedMailBacklog(stack: Stack, seconds: number, perSecond = 3): Promise<number> {
  const rows = await stack.sql<{ n: number }>(
    `with mails as (
       insert into mail_outbox
         (account_dbid, recipient, subject, text, html, status, attempts, next_attempt_at, created_at)
       select a.account_dbid, a.email, 'Patch day: what is new', 'Read the patch notes.',
              '<p>Read the patch notes.</p>', 'pending', 0,
              now() + (i * interval '1 second') / $2::int, now()
       from generate_series(0, $1::int - 1) i
       join (select account_dbid, email, row_number() over (order by account_dbid) - 1 as n from accounts) a
         on a.n = i % (select count(*) from accounts)
       returning 1)
     select count(*)::int as n from mails`,
    [Math.round(seconds * perSecond), perSecond],
  );
  return rows[0]?.n ?? 0;
}
