import { Writable } from 'node:stream';
import { gunzipSync } from 'node:zlib';
import { afterAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app.ts';
import { createPostgresCacheBus } from '../src/platform/cache-bus.ts';
import type { CacheTag } from '../src/platform/public-cache.ts';
import { buildAccount, loginAs } from './builders/accounts.ts';
import { createTestApp, openTestDatabase, testConfig } from './helpers.ts';

const app = await createTestApp();
const editor = await buildAccount(app, { webMgt: 11 });
const { headers } = await loginAs(app, editor.account.userName, editor.password);

const createNews = (title: string) =>
  app.inject({
    method: 'POST',
    url: '/api/admin/content/news',
    headers,
    payload: { title, body: 'x'.repeat(3000), status: 'published', category: 'Updates' },
  });

describe('the public read cache', () => {
  it('answers with an ETag, 304 when it matches, and gzip when the client takes it', async () => {
    const created = await createNews('Cached one');
    expect(created.statusCode).toBe(201);
    const url = `/api/content/news/${created.json().id}`;
    const first = await app.inject(url);
    expect(first.statusCode).toBe(200);
    const etag = String(first.headers.etag);
    expect(etag).toMatch(/^W\/"/);
    const again = await app.inject({ url, headers: { 'if-none-match': etag } });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
    const zipped = await app.inject({ url, headers: { 'accept-encoding': 'gzip, br' } });
    expect(zipped.headers['content-encoding']).toBe('gzip');
    expect(JSON.parse(gunzipSync(zipped.rawPayload).toString())).toEqual(first.json());
  });

  it('keys by the validated query, so spellings of one answer share it and unknown keys add nothing', async () => {
    const before = app.platform.publicCache.size();
    await app.inject('/api/content/news?limit=7');
    await app.inject('/api/content/news?limit=007&junk=1');
    await app.inject('/api/content/news?limit=7&other=2');
    expect(app.platform.publicCache.size()).toBe(before + 1);
  });

  it('drops a kind at once when an editor writes it', async () => {
    const before = (await app.inject('/api/content/news?limit=20')).json().news.length;
    expect((await createNews('Fresh one')).statusCode).toBe(201);
    const after = await app.inject('/api/content/news?limit=20');
    expect(after.json().news.length).toBe(before + 1);
    expect(after.json().news[0].title).toBe('Fresh one');
  });
});

describe('answering from the cache', () => {
  it('sends each answer once: no warning or error is logged, compressed or not, hit or miss', async () => {
    const lines: string[] = [];
    const logStream = new Writable({
      write(chunk, _encoding, done) {
        lines.push(String(chunk));
        done();
      },
    });
    const quiet = await buildApp({
      config: testConfig({ LOG_LEVEL: 'warn' }),
      database: await openTestDatabase(),
      logStream,
    });
    try {
      for (const url of ['/api/content/news?limit=20', '/api/products', '/api/game/status'])
        for (const encoding of ['', 'gzip', 'br'])
          for (let i = 0; i < 2; i++) {
            const response = await quiet.inject({ url, headers: { 'accept-encoding': encoding } });
            expect(response.statusCode).toBe(200);
          }
      expect(lines).toEqual([]);
    } finally {
      await quiet.close();
    }
  });
});

const postgresUrl = process.env.TEST_DATABASE_URL;
const buses: { close(): Promise<void> }[] = [];
afterAll(async () => {
  for (const bus of buses) await bus.close();
});

describe.skipIf(!postgresUrl)('the cache bus on PostgreSQL', () => {
  it("carries one instance's invalidation to the others", async () => {
    const url = String(postgresUrl);
    const one = createPostgresCacheBus({ url, log: app.log });
    const other = createPostgresCacheBus({ url, log: app.log });
    buses.push(one, other);
    const heard: CacheTag[][] = [];
    await other.subscribe((tags) => heard.push(tags));
    await one.publish(['products', 'news']);
    for (let waited = 0; heard.length === 0 && waited < 5_000; waited += 50)
      await new Promise((resolve) => setTimeout(resolve, 50));
    expect(heard).toEqual([['products', 'news']]);
  });
});
