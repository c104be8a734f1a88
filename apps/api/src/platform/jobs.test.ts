import pg from 'pg';
import pino from 'pino';
import { afterAll, describe, expect, it } from 'vitest';
import { createPostgresDatabase, openTestDatabase } from '../../test/helpers.ts';
import { MIGRATION_LOCK_KEY, openDatabase } from '../db/client.ts';
import { createJobLeader, JOB_LEADER_LOCK_KEY, type JobLeader, runExclusive } from './jobs.ts';

const log = pino({ level: 'silent' });
const database = await openTestDatabase();
afterAll(() => database.close());

describe('runExclusive', () => {
  const work = async () => 'done';
  const leading = (holds: boolean): JobLeader => ({ holds: async () => holds, close: async () => {} });

  // The transaction's lock only on PostgreSQL: PGlite is one connection, which the work's own queries need.
  const deps = { db: database.db, useAdvisoryLock: database.kind === 'postgres' };

  it('runs the work only in the instance that runs the jobs', async () => {
    expect(await runExclusive({ ...deps, leader: leading(true) }, 7_310_402_090, work)).toBe('done');
    expect(await runExclusive({ ...deps, leader: leading(false) }, 7_310_402_090, work)).toBeUndefined();
  });

  it('runs it with no leader to ask (one process)', async () => {
    expect(await runExclusive(deps, 7_310_402_090, work)).toBe('done');
  });
});

const postgresUrl = process.env.TEST_DATABASE_URL;

describe.skipIf(!postgresUrl)('the jobs leader on PostgreSQL', async () => {
  // A database of its own: advisory locks are per database, so no other test's leader competes.
  const created = postgresUrl ? await createPostgresDatabase(postgresUrl) : undefined;
  const leaders: JobLeader[] = [];
  afterAll(async () => {
    for (const leader of leaders) await leader.close();
    await created?.drop();
  });
  const leader = (name: string) => {
    const made = createJobLeader({ url: String(created?.url), log, name });
    leaders.push(made);
    return made;
  };
  const waitUntil = async (check: () => Promise<boolean>) => {
    for (let waited = 0; !(await check()); waited += 50) {
      if (waited > 5_000) throw new Error('timed out');
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  };

  it('lets migrations (every start, every CLI command) run while an instance holds the jobs', async () => {
    const holder = leader('agaia-jobs test-migrations');
    expect(await holder.holds()).toBe(true);
    const database = await openDatabase({ url: String(created?.url) });
    try {
      // With the migrations' lock key taken by the jobs, this waited forever.
      await Promise.race([
        database.migrate(),
        new Promise((_, reject) =>
          setTimeout(() => reject(new Error('migrations waited on the jobs lock')), 20_000),
        ),
      ]);
    } finally {
      await database.close();
    }
    expect(JOB_LEADER_LOCK_KEY).not.toBe(MIGRATION_LOCK_KEY);
    await holder.close();
  }, 30_000);

  it('keeps the jobs on one instance while it lives, and hands them over when it closes', async () => {
    const one = leader('agaia-jobs test-one');
    const other = leader('agaia-jobs test-other');
    expect(await Promise.all([one.holds(), one.holds()])).toEqual([true, true]);
    expect(await other.holds()).toBe(false);
    expect(await one.holds()).toBe(true);
    expect(await other.holds()).toBe(false);
    await one.close();
    expect(await one.holds()).toBe(false);
    expect(await other.holds()).toBe(true);
    await other.close();
  });

  it('hands them over when the holder loses its connection (its process died), and takes them back later', async () => {
    const one = leader('agaia-jobs test-dies');
    const other = leader('agaia-jobs test-survives');
    expect(await one.holds()).toBe(true);
    expect(await other.holds()).toBe(false);
    // What PostgreSQL does to the connection of a process that is gone: it ends it, and its locks with it.
    const client = new pg.Client({ connectionString: String(created?.url) });
    await client.connect();
    try {
      const ended = await client.query(
        "select pg_terminate_backend(pid) as ended from pg_stat_activity where application_name = 'agaia-jobs test-dies'",
      );
      expect(ended.rows).toEqual([{ ended: true }]);
    } finally {
      await client.end();
    }
    await waitUntil(() => other.holds());
    expect(await one.holds()).toBe(false);
    await other.close();
    // The first one connects again and leads again.
    await waitUntil(() => one.holds());
  });
});
