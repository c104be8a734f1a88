import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { sql } from 'drizzle-orm';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import { DEFAULT_POOL_SIZE } from '../config.ts';
import { DatabaseUnreachableError } from './errors.ts';
import { ensurePgliteDataDir, PGLITE_START_PARAMS } from './pglite.ts';
import { lockDataDir } from './pglite-lock.ts';
import * as schema from './schema/index.ts';

/** The Drizzle database every service receives, whichever engine is underneath. */
export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;

/** An open database: the Drizzle handle plus what it takes to migrate and close it. */
export interface Database {
  db: Db;
  kind: 'pglite' | 'postgres';
  /**
   * The embedded database's NOTIFYs, heard in process: PGlite runs the listeners before the query whose commit sent
   * them returns, so a write is heard before its caller goes on. Absent on PostgreSQL, where they would arrive on
   * another connection a moment later.
   */
  notifications?: { listen(channel: string, onPayload: (payload: string) => void): Promise<void> };
  migrate(): Promise<void>;
  ping(): Promise<void>;
  close(): Promise<void>;
}

// Beside this file in the sources, beside the bundle in dist (apps/api/scripts/build.mjs copies them there).
const MIGRATIONS_DIR = path.join(path.dirname(fileURLToPath(import.meta.url)), 'migrations');

// Any constant works; it only has to be the same in every instance of this site.
export const MIGRATION_LOCK_KEY = 7_310_402_025;

/** Opens PostgreSQL when a URL is given, else an embedded PGlite under dataDir (or in memory when dataDir is null). */
export async function openDatabase(options: {
  url?: string;
  dataDir?: string | null;
  /** PostgreSQL only: the most connections the pool holds at once. */
  poolSize?: number;
}): Promise<Database> {
  return options.url
    ? openPostgres(options.url, options.poolSize ?? DEFAULT_POOL_SIZE)
    : openPglite(options.dataDir ?? null);
}

async function openPglite(dataDir: string | null): Promise<Database> {
  let dir: string | undefined;
  // One process at a time on a data directory (pglite-lock.ts): a second one is refused before it opens anything.
  let release = () => {};
  if (dataDir) {
    release = lockDataDir(dataDir);
    dir = path.join(dataDir, 'pgdata');
  }
  let client: PGlite;
  try {
    if (dir) await ensurePgliteDataDir(dir);
    // pg_trgm serves the admin's substring search of accounts (migration 0003).
    client = new PGlite({ dataDir: dir, extensions: { pg_trgm }, startParams: [...PGLITE_START_PARAMS] });
    await client.waitReady;
  } catch (error) {
    release();
    throw error;
  }
  const db = drizzlePglite({ client, schema });
  return {
    db: db as unknown as Db,
    kind: 'pglite',
    notifications: {
      listen: async (channel, onPayload) => {
        await client.listen(channel, onPayload);
      },
    },
    migrate: () => migratePglite(db, { migrationsFolder: MIGRATIONS_DIR }),
    ping: async () => {
      await client.query('select 1');
    },
    close: async () => {
      await client.close();
      release();
    },
  };
}

async function openPostgres(url: string, poolSize: number): Promise<Database> {
  // A query holds its connection until the event loop reads the answer: under load that is the loop's turn, not the
  // database's time, and 10 (pg's default) kept profile reads and logins queued behind the page reads of a surge
  // while PostgreSQL idled (docs/benchmarks.md).
  const pool = new pg.Pool({ connectionString: url, max: poolSize });
  // An idle client that dies (e.g. the server restarts) must not crash the process.
  pool.on('error', () => {});
  // Nor a checked-out one: pg-pool listens to a client's 'error' only while it is idle, and a connection dropped in
  // the middle of a transaction emits one (an unheard 'error' ends the process). The statement under way fails on
  // its own (→ 503), and the pool discards the broken client when it is released.
  pool.on('connect', (client) => client.on('error', () => {}));
  markConnectFailures(pool);
  const db = drizzlePg({ client: pool, schema });
  return {
    db: db as unknown as Db,
    kind: 'postgres',
    migrate: async () => {
      // Several instances may start at once: one migrates, the others wait and then find nothing to do.
      const client = await pool.connect();
      try {
        await client.query('select pg_advisory_lock($1)', [MIGRATION_LOCK_KEY]);
        await migratePg(drizzlePg({ client, schema }), { migrationsFolder: MIGRATIONS_DIR });
      } finally {
        await client.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK_KEY]).catch(() => {});
        client.release();
      }
    },
    ping: async () => {
      await db.execute(sql`select 1`);
    },
    close: () => pool.end(),
  };
}

type ConnectCallback = (
  error: Error | undefined,
  client: pg.PoolClient | undefined,
  done: () => void,
) => void;

/**
 * Wraps every failure to open a connection in DatabaseUnreachableError, for pool.query (whose callback form
 * pg-pool calls internally) and for the transactions' pool.connect() alike: the error handler then reports the
 * database as down (503) without taking another service's refused connection for it.
 */
function markConnectFailures(pool: pg.Pool): void {
  const connect = pool.connect.bind(pool) as unknown as (
    callback?: ConnectCallback,
  ) => Promise<pg.PoolClient> | undefined;
  const wrap = (error: unknown) => new DatabaseUnreachableError(error);
  const marked = (callback?: ConnectCallback) => {
    if (callback)
      return connect((error, client, done) => callback(error ? wrap(error) : undefined, client, done));
    return (connect() as Promise<pg.PoolClient>).catch((error: unknown) => {
      throw wrap(error);
    });
  };
  pool.connect = marked as typeof pool.connect;
}

/** The rows of a raw query (`db.execute`), whichever driver ran it: both answer { rows }. */
export const rowsOf = <T>(result: unknown): T[] => (result as { rows: T[] }).rows;
