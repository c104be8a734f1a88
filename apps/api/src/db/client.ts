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
import { ensurePgliteDataDir, PGLITE_START_PARAMS } from './pglite.ts';
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
export const MIGRATIONS_DIR = path.join(path.dirname(fileURLToPath(import.meta.url)), 'migrations');

// Any constant works; it only has to be the same in every instance of this site.
const MIGRATION_LOCK_KEY = 7_310_402_025;

/** Opens PostgreSQL when a URL is given, else an embedded PGlite under dataDir (or in memory when dataDir is null). */
export async function openDatabase(options: { url?: string; dataDir?: string | null }): Promise<Database> {
  return options.url ? openPostgres(options.url) : openPglite(options.dataDir ?? null);
}

async function openPglite(dataDir: string | null): Promise<Database> {
  let dir: string | undefined;
  if (dataDir) {
    dir = path.join(dataDir, 'pgdata');
    await ensurePgliteDataDir(dir);
  }
  // pg_trgm serves the admin's substring search of accounts (migration 0003).
  const client = new PGlite({ dataDir: dir, extensions: { pg_trgm }, startParams: [...PGLITE_START_PARAMS] });
  await client.waitReady;
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
    close: () => client.close(),
  };
}

async function openPostgres(url: string): Promise<Database> {
  const pool = new pg.Pool({ connectionString: url, max: 10 });
  // An idle client that dies (e.g. the server restarts) must not crash the process.
  pool.on('error', () => {});
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
