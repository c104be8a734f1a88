import pg from 'pg';
import { waitFor } from './harness.ts';
import type { PrivatePostgres } from './private-postgres.ts';

/**
 * How a drill stops the server in the middle of a transaction, deterministically: a side connection opens a
 * transaction that holds a lock the server's transaction must take (a row it updates, or a unique key it inserts),
 * the drill waits until pg_stat_activity shows the server's statement waiting on it, kills the server, then releases.
 */
export async function holdLock(url: string, statements: { text: string; values?: unknown[] }[]) {
  const client = new pg.Client({ connectionString: url });
  client.on('error', () => {});
  await client.connect();
  await client.query('begin');
  for (const statement of statements) await client.query(statement.text, statement.values);
  return {
    /** Rolls the side transaction back (nothing of it stays) and closes the connection. */
    async release() {
      await client.query('rollback');
      await client.end();
    },
  };
}

/** Waits until a backend of the database waits on a lock in a statement starting with `statementStart`; its pid. */
export function waitForLockWait(postgres: PrivatePostgres, database: string, statementStart: string) {
  return waitFor(`a statement "${statementStart}…" waiting on the held lock`, async () => {
    const [row] = await postgres.query<{ pid: number }>(
      'postgres',
      `select pid from pg_stat_activity
       where datname = $1 and wait_event_type = 'Lock' and state = 'active' and query ilike $2`,
      [database, `${statementStart}%`],
    );
    return row?.pid;
  });
}

/**
 * Waits until the backend has ended: once the lock is released its statement runs, it reads its next command from
 * the dead client's socket, and rolls its transaction back. Only then is "nothing half-written" worth checking.
 */
export function waitForBackendGone(postgres: PrivatePostgres, pid: number) {
  return waitFor(`backend ${pid} to end`, async () => {
    const rows = await postgres.query('postgres', 'select 1 from pg_stat_activity where pid = $1', [pid]);
    return rows.length === 0;
  });
}
