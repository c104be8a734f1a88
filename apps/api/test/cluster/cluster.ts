import fs from 'node:fs';
import pg from 'pg';
import { type StripeFake, startStripeFake } from '../fakes/stripe/server.ts';
import { startTwitchFake, type TwitchFake } from '../fakes/twitch/server.ts';
import { drillDir, drillPort, type ServerProcess, startServer } from '../faults/harness.ts';
import { createPostgresDatabase } from '../helpers.ts';
import {
  checkPostgres,
  claimRedisDb,
  ensureNginx,
  type Nginx,
  POSTGRES_URL,
  type RedisDb,
  startNginx,
} from './services.ts';

/**
 * Two instances of the built server (apps/api/dist/server, started as `npm start` runs it, through the fault drills'
 * harness) on one fresh PostgreSQL database and one Redis database of their own, nginx in front, and the Stripe and
 * Twitch fakes beside them; every loopback port in 3700–3799. `stop()` takes everything down, whatever was started.
 */
export const POLL_SECONDS = 10;
export const STRIPE_SECRET = 'whsec_cluster_secret';
export const TWITCH_GAME_ID = '509658';
export const ADMIN = {
  username: 'clusteradmin',
  email: 'admin@cluster.example',
  password: 'cluster-admin-pass-1',
};
/** Failed logins one address may make in a minute (the rate-limit check spends them across both instances). */
export const LOGIN_PER_IP = 10;

export interface Cluster {
  /** Instances A and B. */
  instances: [ServerProcess, ServerProcess];
  nginx: Nginx;
  stripe: StripeFake;
  twitch: TwitchFake;
  redis: RedisDb;
  /** The instances' database, postgres://…/agaia_test_…. */
  databaseUrl: string;
  /** Runs one statement on the instances' database. */
  sql<T extends pg.QueryResultRow = Record<string, unknown>>(text: string, values?: unknown[]): Promise<T[]>;
}

export interface ClusterHandle {
  /** Resolves once everything is up; rejects (after taking down what started) when something could not start. */
  ready: Promise<Cluster>;
  /** Stops the instances and nginx, closes the fakes, drops the database, deletes the Redis keys, removes files. */
  stop(): Promise<void>;
}

export function startCluster(): ClusterHandle {
  const undo: (() => Promise<unknown>)[] = [];
  const stop = async () => {
    const errors: unknown[] = [];
    for (const step of undo.splice(0).reverse()) await step().catch((error: unknown) => errors.push(error));
    if (errors.length > 0) throw new AggregateError(errors, 'the cluster did not come down cleanly');
  };
  const ready = (async (): Promise<Cluster> => {
    await Promise.all([checkPostgres(), ensureNginx()]);
    const redis = await claimRedisDb();
    undo.push(() => redis.release());
    const database = await createPostgresDatabase(POSTGRES_URL);
    undo.push(() => database.drop());
    const pool = new pg.Pool({ connectionString: database.url, max: 3 });
    pool.on('error', () => {});
    undo.push(() => pool.end());
    const dir = drillDir('cluster');
    undo.push(async () => fs.rmSync(dir, { recursive: true, force: true }));
    const [nginxPort, portA, portB, stripePort, twitchPort] = [
      await drillPort(),
      await drillPort(),
      await drillPort(),
      await drillPort(),
      await drillPort(),
    ];
    const publicUrl = `http://127.0.0.1:${nginxPort}`;
    const stripe = await startStripeFake({
      webhookUrl: `${publicUrl}/api/stripe/webhook`,
      webhookSecret: STRIPE_SECRET,
      port: stripePort,
    });
    undo.push(() => stripe.close());
    const twitch = await startTwitchFake({
      clientId: 'cluster-client',
      clientSecret: 'cluster-secret',
      port: twitchPort,
    });
    undo.push(() => twitch.close());

    // One environment for both, as an operator runs them behind a proxy.
    const env = {
      DATABASE_URL: database.url,
      REDIS_URL: redis.url,
      PUBLIC_URL: publicUrl,
      TRUST_PROXY: '1',
      STRIPE_SECRET_KEY: 'sk_test_cluster',
      STRIPE_WEBHOOK_SECRET: STRIPE_SECRET,
      STRIPE_API_BASE: stripe.url,
      TWITCH_CLIENT_ID: 'cluster-client',
      TWITCH_CLIENT_SECRET: 'cluster-secret',
      TWITCH_GAME_ID,
      TWITCH_API_BASE: twitch.url,
      TWITCH_AUTH_BASE: twitch.url,
      TWITCH_POLL_SECONDS: String(POLL_SECONDS),
      ADMIN_USERNAME: ADMIN.username,
      ADMIN_EMAIL: ADMIN.email,
      ADMIN_PASSWORD: ADMIN.password,
      // The admin edits without a second factor (its own tests cover that); a warning at start says so.
      ADMIN_TWO_FACTOR: 'optional',
      RATE_LIMIT_LOGIN_PER_IP: String(LOGIN_PER_IP),
      RATE_LIMIT_REGISTER_PER_IP: '100',
    };
    const instances: ServerProcess[] = [];
    undo.push(() => Promise.all(instances.map((instance) => instance.stop())));
    // Started at once, as a deploy does: both migrate (one waits for the other's lock) and make the admin.
    const started = await Promise.allSettled(
      [portA, portB].map((port, index) => {
        const dataDir = `${dir}/instance-${index === 0 ? 'a' : 'b'}`;
        fs.mkdirSync(dataDir);
        return startServer({ port: port as number, dataDir, env }).then((instance) => {
          instances.push(instance);
          return instance;
        });
      }),
    );
    const failed = started.find((result) => result.status === 'rejected');
    if (failed) throw (failed as PromiseRejectedResult).reason;
    const [a, b] = [...instances].sort((x, y) => (x.port === portA ? -1 : y.port === portA ? 1 : 0));

    const nginxDir = `${dir}/nginx`;
    fs.mkdirSync(nginxDir);
    const nginx = await startNginx({
      dir: nginxDir,
      port: nginxPort as number,
      upstreams: [portA as number, portB as number],
    });
    undo.push(() => nginx.stop());

    return {
      instances: [a as ServerProcess, b as ServerProcess],
      nginx,
      stripe,
      twitch,
      redis,
      databaseUrl: database.url,
      sql: async (text, values) => (await pool.query(text, values)).rows,
    };
  })();
  // A failed start takes down what it had started before it rejects.
  const settled = ready.catch(async (error: unknown) => {
    await stop().catch(() => {});
    throw error;
  });
  return { ready: settled, stop };
}
