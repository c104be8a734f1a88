import { sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../db/client.ts';
import type { Job } from './module.ts';

/** The rows of a raw query, whichever driver ran it (both answer { rows }). */
const rowsOf = <T>(result: unknown): T[] => (result as { rows: T[] }).rows;

/**
 * Runs the work in at most one instance at a time, as the Twitch accrual does: on PostgreSQL only while this instance
 * holds the transaction-scoped advisory lock `key` (another holder makes this call skip: undefined). The lock lives as
 * long as its transaction; the work itself runs on other connections. PGlite is one process, so no lock is needed.
 */
export async function runExclusive<T>(
  deps: { db: Db; useAdvisoryLock: boolean },
  key: number,
  work: () => Promise<T>,
): Promise<T | undefined> {
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
