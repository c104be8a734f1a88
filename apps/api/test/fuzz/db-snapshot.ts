import { type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../src/db/client.ts';

// Both drivers answer { rows }; the shared Db type leaves the raw result unknown.
async function rowsOf<T>(db: Db, query: SQL): Promise<T[]> {
  return ((await db.execute(query)) as unknown as { rows: T[] }).rows;
}

/**
 * Tables a refused request may legitimately write, left out of the comparison. None at present: login throttles and
 * rate limits count in memory (or Redis), not in a table, and no refusal is audited. Add a table here only with the
 * reason it changes on a refusal.
 */
const EXCLUDED_TABLES = new Set<string>();

/** Row count and a hash of the rows of each table, by table name. */
export type Snapshot = Map<string, string>;

/** A function taking the snapshot of every table in the public schema (one query; rows hashed in a stable order). */
export async function createSnapshotter(db: Db): Promise<() => Promise<Snapshot>> {
  const listed = await rowsOf<{ name: string }>(
    db,
    sql`select table_name as name from information_schema.tables
        where table_schema = 'public' and table_type = 'BASE TABLE' order by table_name`,
  );
  const tables = listed.map((row) => row.name).filter((name) => !EXCLUDED_TABLES.has(name));
  if (tables.length === 0) throw new Error('no tables to snapshot');
  const query = sql.raw(
    tables
      .map(
        (name) =>
          `select '${name}' as name, count(*) || ':' || md5(coalesce(string_agg(t::text, '|' order by t::text), '')) as state from "${name}" t`,
      )
      .join(' union all '),
  );
  return async () => {
    const rows = await rowsOf<{ name: string; state: string }>(db, query);
    return new Map(rows.map((row) => [row.name, row.state]));
  };
}

/** The tables whose count or rows differ between two snapshots, each with its before and after. */
export function changedTables(before: Snapshot, after: Snapshot): string[] {
  const names = new Set([...before.keys(), ...after.keys()]);
  return [...names]
    .filter((name) => before.get(name) !== after.get(name))
    .map((name) => `${name} (${before.get(name)} → ${after.get(name)})`);
}
