import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { DEFAULT_POOL_SIZE, loadConfig } from '../config.ts';
import { openDatabase } from './client.ts';

describe('DATABASE_POOL_SIZE', () => {
  it('defaults to 20 and refuses what is not a whole number from 1 to 1000', () => {
    expect(loadConfig({}).DATABASE_POOL_SIZE).toBe(DEFAULT_POOL_SIZE);
    expect(DEFAULT_POOL_SIZE).toBe(20);
    expect(loadConfig({ DATABASE_POOL_SIZE: '40' }).DATABASE_POOL_SIZE).toBe(40);
    expect(() => loadConfig({ DATABASE_POOL_SIZE: '0' })).toThrow(/DATABASE_POOL_SIZE must be at least 1/);
    expect(() => loadConfig({ DATABASE_POOL_SIZE: '2.5' })).toThrow(
      /DATABASE_POOL_SIZE must be a whole number/,
    );
    expect(() => loadConfig({ DATABASE_POOL_SIZE: '5000' })).toThrow(
      /DATABASE_POOL_SIZE must be at most 1000/,
    );
  });
});

const postgresUrl = process.env.TEST_DATABASE_URL;

describe.skipIf(!postgresUrl)('the PostgreSQL pool', () => {
  it('holds at most DATABASE_POOL_SIZE connections, and uses them all when asked at once', async () => {
    const database = await openDatabase({ url: String(postgresUrl), poolSize: 3 });
    try {
      // Each statement holds its connection a moment, so the eight overlap: they share exactly three backends.
      const rows = await Promise.all(
        Array.from({ length: 8 }, () =>
          database.db.execute(sql`select pg_backend_pid() as pid, pg_sleep(0.05)`),
        ),
      );
      const pids = new Set(rows.map((result) => (result as { rows: { pid: number }[] }).rows[0]?.pid));
      expect(pids.size).toBe(3);
    } finally {
      await database.close();
    }
  });
});
