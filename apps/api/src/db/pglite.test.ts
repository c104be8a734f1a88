import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { type SQL, sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { type Database, openDatabase } from './client.ts';

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'agaia-pglite-'));
afterAll(() => fs.rmSync(dataDir, { recursive: true, force: true }));

async function rowsOf<T>(database: Database, query: SQL): Promise<T[]> {
  // Both drivers answer { rows }; the shared Db type leaves the raw result unknown.
  return ((await database.db.execute(query)) as unknown as { rows: T[] }).rows;
}

async function rows<T>(dir: string, query: SQL): Promise<T[]> {
  const database = await openDatabase({ dataDir: dir });
  try {
    return await rowsOf<T>(database, query);
  } finally {
    await database.close();
  }
}

// Embedded directories only: the PostgreSQL pass has nothing to add here.
describe.skipIf(process.env.TEST_DATABASE_URL)('the embedded database directory', () => {
  it('is created on first open with the small buffer pool, and keeps its data across a reopen', async () => {
    const database = await openDatabase({ dataDir });
    try {
      const [settings] = await rowsOf<{ size: string }>(
        database,
        sql`select current_setting('shared_buffers') as size`,
      );
      expect(settings?.size).toBe('16MB');
      await database.db.execute(sql`create table kept (note text)`);
      await database.db.execute(sql`insert into kept values ('still here')`);
    } finally {
      await database.close();
    }
    expect(fs.existsSync(path.join(dataDir, 'pgdata', 'PG_VERSION'))).toBe(true);
    expect(fs.existsSync(path.join(dataDir, 'pgdata.initdb'))).toBe(false);

    expect(await rows<{ note: string }>(dataDir, sql`select note from kept`)).toEqual([
      { note: 'still here' },
    ]);
  });

  it('replaces what a first start that died half-way left behind', async () => {
    const dir = path.join(dataDir, 'crashed');
    fs.mkdirSync(path.join(dir, 'pgdata.initdb', 'base'), { recursive: true });
    fs.writeFileSync(path.join(dir, 'pgdata.initdb', 'base', 'junk'), 'half-made');

    expect(await rows<{ answer: number }>(dir, sql`select 1 as answer`)).toEqual([{ answer: 1 }]);
    expect(fs.existsSync(path.join(dir, 'pgdata', 'PG_VERSION'))).toBe(true);
    expect(fs.existsSync(path.join(dir, 'pgdata.initdb'))).toBe(false);
  });
});
