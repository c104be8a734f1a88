import { sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import pg from 'pg';
import { type Db, rowsOf } from '../db/client.ts';
import type { Job } from './module.ts';

/**
 * The session-level advisory lock of the instance that runs the background jobs: any constant, the same everywhere,
 * and none other's (with the migrations' key, every CLI command and every other instance's start would wait forever).
 */
export const JOB_LEADER_LOCK_KEY = 7_310_402_024;

/**
 * Which instance runs the background jobs, when several share one PostgreSQL: the one that holds a session-level
 * advisory lock on a connection of its own (named `agaia-jobs <host>:<pid>` in pg_stat_activity). It keeps it while it
 * lives, so the jobs stay on one instance; when it stops, dies or loses that connection, PostgreSQL releases the lock
 * and the first other instance whose job asks next takes it, within one interval of that job.
 */
export interface JobLeader {
  /** Whether this instance runs the jobs now: it holds the lock on a live connection, or has just taken it. */
  holds(): Promise<boolean>;
  /** Releases the lock (closes its connection); call it once the jobs have stopped. */
  close(): Promise<void>;
}

export function createJobLeader(deps: {
  url: string;
  log: FastifyBaseLogger;
  /** What pg_stat_activity shows for the connection. */
  name: string;
  key?: number;
}): JobLeader {
  const key = deps.key ?? JOB_LEADER_LOCK_KEY;
  let client: pg.Client | undefined;
  let holding = false;
  let asking: Promise<boolean> | undefined;
  let closed = false;

  const drop = (lost: pg.Client, error?: unknown) => {
    if (client !== lost) return;
    if (holding)
      deps.log.warn(
        { err: error },
        'lost the connection that holds the jobs lock: another instance takes the jobs',
      );
    client = undefined;
    holding = false;
    void lost.end().catch(() => {});
  };

  async function connect(): Promise<pg.Client> {
    const fresh = new pg.Client({
      connectionString: deps.url,
      application_name: deps.name.slice(0, 63),
      connectionTimeoutMillis: 5_000,
      // A question that gets no answer (a half-open connection) is a lost connection, not a job stuck for ever.
      query_timeout: 10_000,
      keepAlive: true,
    });
    fresh.on('error', (error) => drop(fresh, error));
    fresh.on('end', () => drop(fresh));
    try {
      await fresh.connect();
    } catch (error) {
      await fresh.end().catch(() => {});
      throw error;
    }
    client = fresh;
    return fresh;
  }

  async function ask(): Promise<boolean> {
    try {
      const connection = client ?? (await connect());
      if (holding) {
        // The lock lives as long as its connection: a connection that still answers still holds it.
        await connection.query('select 1');
        return true;
      }
      const { rows } = await connection.query<{ locked: boolean }>(
        'select pg_try_advisory_lock($1) as locked',
        [key],
      );
      holding = rows[0]?.locked === true && client === connection;
      if (holding)
        deps.log.info({ lock: key }, 'this instance runs the background jobs (it holds their lock)');
      return holding;
    } catch (error) {
      // PostgreSQL away: nothing runs here until it is back (the jobs would fail anyway); the next ask tries again.
      if (client) drop(client, error);
      return false;
    }
  }

  return {
    holds() {
      if (closed) return Promise.resolve(false);
      asking ??= ask().finally(() => {
        asking = undefined;
      });
      return asking;
    },
    async close() {
      closed = true;
      await asking?.catch(() => {});
      const last = client;
      client = undefined;
      holding = false;
      await last?.end().catch(() => {});
    },
  };
}

/**
 * Runs the work in at most one instance at a time, as the Twitch accrual does: on PostgreSQL only in the instance that
 * runs the jobs (`leader`; any other skips: undefined), and only while it holds the transaction-scoped advisory lock
 * `key` (a tick still running elsewhere, during a change of leader, makes this one skip too). The lock lives as long
 * as its transaction; the work itself runs on other connections. PGlite is one process, so no lock is needed.
 */
export async function runExclusive<T>(
  deps: { db: Db; useAdvisoryLock: boolean; leader?: JobLeader },
  key: number,
  work: () => Promise<T>,
): Promise<T | undefined> {
  if (deps.leader && !(await deps.leader.holds())) return undefined;
  if (!deps.useAdvisoryLock) return work();
  return deps.db.transaction(async (lockTx) => {
    const locked = await lockTx.execute(sql`select pg_try_advisory_xact_lock(${key}) as locked`);
    if (!rowsOf<{ locked: boolean }>(locked)[0]?.locked) return undefined;
    return work();
  });
}

/**
 * A job that runs `tick` now and every `intervalMs`, never two ticks of it at once; a failing tick is logged and the
 * next one tries again. stop() ends the schedule and waits for a running tick.
 */
export function createIntervalJob(options: {
  name: string;
  intervalMs: number;
  log: FastifyBaseLogger;
  tick: () => Promise<unknown>;
}): Job {
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> | undefined;
  const runOnce = () => {
    if (running) return;
    running = options
      .tick()
      .then(
        () => undefined,
        (error: unknown) => options.log.error({ err: error, job: options.name }, 'job tick failed'),
      )
      .finally(() => {
        running = undefined;
      });
  };
  return {
    name: options.name,
    start() {
      if (timer) return;
      runOnce();
      timer = setInterval(runOnce, options.intervalMs);
      timer.unref();
    },
    async stop() {
      if (timer) clearInterval(timer);
      timer = undefined;
      await running;
    },
  };
}
