import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import sharp from 'sharp';
import { afterAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app.ts';
import { BackupError, restoreBackup, writeBackup } from '../src/db/backup.ts';
import { type Database, openDatabase } from '../src/db/client.ts';
import { twitchClaims, twitchRewards } from '../src/db/schema/index.ts';
import { seedDemo } from '../src/modules.ts';
import { createShopTestApp } from './builders/shop.ts';
import { createSnapshotter } from './fuzz/db-snapshot.ts';
import { createPostgresDatabase, openTestDatabase, testConfig } from './helpers.ts';

/** A fresh PostgreSQL database on the machine's server (TEST_POSTGRES_SERVER or the local one), or null if none answers. */
async function postgresIfReachable(): Promise<Database | null> {
  const server = process.env.TEST_POSTGRES_SERVER ?? 'postgres://postgres@127.0.0.1:5432/postgres';
  const created = await createPostgresDatabase(server).catch(() => null);
  if (!created) return null;
  const database = await openDatabase({ url: created.url });
  return {
    ...database,
    close: async () => {
      await database.close();
      await created.drop();
    },
  };
}

// A site with something in every kind of table an operator cares about: accounts and their sessions, a paid order
// with its deliveries, a Twitch claim, articles and an uploaded image.
const { app, clock, addProduct, buyer, checkout, webhook } = await createShopTestApp();
const db = app.platform.db;
await seedDemo(app.modules);
const { account, headers } = await buyer();
const { session } = await checkout(headers, (await addProduct()).id);
await webhook('checkout.session.completed', { ...session, payment_status: 'paid', status: 'complete' });
const [reward] = await db.select().from(twitchRewards).limit(1);
if (!reward) throw new Error('the demo seeds no Twitch reward');
await db.insert(twitchClaims).values({
  accountDBID: account.accountDBID,
  rewardId: reward.id,
  twitchId: '123456',
  claimedAt: new Date(),
});
const png = await sharp({ create: { width: 8, height: 8, channels: 3, background: '#e3b458' } })
  .png()
  .toBuffer();
const image = await app.platform.media.saveImage(png, account.accountDBID);

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'agaia-backup-'));
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));
const file = path.join(dir, 'site.backup.gz');

describe('backup and restore', () => {
  it('restores every row of every table into an empty database, where the sessions and images work', async () => {
    const before = await (await createSnapshotter(db))();
    for (const table of [
      'accounts',
      'sessions',
      'orders',
      'deliveries',
      'twitch_claims',
      'news',
      'patch_notes',
      'media',
    ])
      expect(before.get(table), table).not.toMatch(/^0:/);

    const summary = await writeBackup(app.platform.database, file);
    expect(summary.counts.accounts).toBeGreaterThan(0);
    const target = await openTestDatabase();
    afterAll(() => target.close());
    const restored = await restoreBackup(target, file, { replace: false });
    expect(restored.counts).toEqual(summary.counts);
    expect(await (await createSnapshotter(target.db))()).toEqual(before);

    // The restored site: the same session token logs the buyer in, the image is served, new rows get new ids.
    const site = await buildApp({ config: testConfig(), database: target, clock });
    afterAll(() => site.close());
    const profile = await site.inject({ url: '/api/user/profile', headers });
    expect(profile.statusCode).toBe(200);
    expect(profile.json().userName).toBe(account.userName);
    const served = await site.inject({ url: image.url });
    expect(served.statusCode).toBe(200);
    const next = await site.platform.media.saveImage(png, null);
    expect(next.id).not.toBe(image.id);
    const register = await site.inject({
      method: 'POST',
      url: '/api/auth/register',
      payload: { username: 'after_restore', email: 'after@restore.test', password: 'fresh-pass-42' },
    });
    expect(register.statusCode).toBe(201);
  });

  it('restores into the other engine: the embedded database into PostgreSQL, and back', async () => {
    const other =
      app.platform.database.kind === 'postgres'
        ? await openDatabase({ dataDir: null })
        : await postgresIfReachable();
    if (!other) return; // No PostgreSQL here: the PostgreSQL run of this file covers the other direction.
    afterAll(() => other.close());
    await other.migrate();
    const before = await (await createSnapshotter(db))();
    await restoreBackup(other, file, { replace: false });
    expect(await (await createSnapshotter(other.db))()).toEqual(before);
  });

  it('refuses a database that holds accounts unless told to replace it', async () => {
    const target = await openTestDatabase();
    afterAll(() => target.close());
    await restoreBackup(target, file, { replace: false });
    await expect(restoreBackup(target, file, { replace: false })).rejects.toThrow(
      /is not empty \(.*accounts.*\): .* --replace/,
    );
    const replaced = await restoreBackup(target, file, { replace: true });
    expect(replaced.counts.accounts).toBeGreaterThan(0);
  });

  it('refuses a backup of a newer schema, a file cut short and a file that is not a backup, changing nothing', async () => {
    const lines = zlib.gunzipSync(fs.readFileSync(file)).toString().trimEnd().split('\n');
    const write = (name: string, content: string[]) => {
      const target = path.join(dir, name);
      fs.writeFileSync(target, zlib.gzipSync(`${content.join('\n')}\n`));
      return target;
    };
    const header = JSON.parse(lines[0] ?? '{}');
    const newer = write('newer.gz', [
      JSON.stringify({ ...header, schema: { ...header.schema, migrations: header.schema.migrations + 1 } }),
      ...lines.slice(1),
    ]);
    const cut = write('cut.gz', lines.slice(0, -1));
    const foreign = write('foreign.gz', ['{"hello":"world"}']);
    const target = await openTestDatabase();
    afterAll(() => target.close());
    const empty = await (await createSnapshotter(target.db))();
    await expect(restoreBackup(target, newer, { replace: false })).rejects.toThrow(/newer database schema/);
    await expect(restoreBackup(target, cut, { replace: false })).rejects.toThrow(/cut short/);
    await expect(restoreBackup(target, foreign, { replace: false })).rejects.toThrow(BackupError);
    await expect(restoreBackup(target, path.join(dir, 'missing.gz'), { replace: false })).rejects.toThrow(
      /ENOENT/,
    );
    expect(await (await createSnapshotter(target.db))()).toEqual(empty);
  });
});
