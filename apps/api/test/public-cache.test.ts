import { Writable } from 'node:stream';
import { gunzipSync } from 'node:zlib';
import Fastify from 'fastify';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { afterAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { buildApp } from '../src/app.ts';
import { createLocalCacheBus, createPostgresCacheBus } from '../src/platform/cache-bus.ts';
import { systemClock } from '../src/platform/clock.ts';
import { type CacheTag, createPublicCache } from '../src/platform/public-cache.ts';
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

describe('answering early (before validation and the handler)', () => {
  it('answers a URL already answered from memory with the same answer, until a write drops it', async () => {
    const cache = createPublicCache({ clock: systemClock, bus: createLocalCacheBus() });
    const small = Fastify().withTypeProvider<ZodTypeProvider>();
    small.setValidatorCompiler(validatorCompiler);
    small.setSerializerCompiler(serializerCompiler);
    small.addHook('onRequest', (request, reply, done) => cache.answerEarly(request, reply, done));
    let version = 1;
    let routeRuns = 0;
    small.get(
      '/items',
      {
        preValidation: (_request, _reply, done) => {
          routeRuns++;
          done();
        },
        schema: {
          querystring: z.object({ limit: z.coerce.number().int().max(10) }),
          response: { 200: z.object({ version: z.number(), limit: z.number() }) },
        },
      },
      (request, reply) =>
        cache.respond(request, reply, ['news'], async () => ({ version, limit: request.query.limit })),
    );
    await small.ready();
    try {
      const asks = [];
      for (let i = 0; i < 4; i++) asks.push(await small.inject('/items?limit=3'));
      // The first computes, the second is kept's first hit (which remembers the URL), the rest come early.
      expect(routeRuns).toBe(2);
      for (const ask of asks) {
        expect(ask.json()).toEqual({ version: 1, limit: 3 });
        expect(ask.headers.etag).toBe(asks[0]?.headers.etag);
        expect(ask.headers['content-type']).toBe('application/json; charset=utf-8');
      }
      const notModified = await small.inject({
        url: '/items?limit=3',
        headers: { 'if-none-match': String(asks[0]?.headers.etag) },
      });
      expect(notModified.statusCode).toBe(304);
      expect(routeRuns).toBe(2);

      version = 2;
      await cache.invalidate('news');
      expect((await small.inject('/items?limit=3')).json()).toEqual({ version: 2, limit: 3 });
      expect(routeRuns).toBe(3);

      // A URL that fails validation is never kept, so never answered early.
      for (let i = 0; i < 3; i++) expect((await small.inject('/items?limit=99')).statusCode).toBe(400);
      expect(routeRuns).toBe(6);
    } finally {
      await small.close();
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

describe('a burst of requests for a missing answer', () => {
  const slowApp = async () => {
    const cache = createPublicCache({ clock: systemClock, bus: createLocalCacheBus() });
    await cache.start();
    let calls = 0;
    const waiting: ((value: unknown) => void)[] = [];
    const server = Fastify();
    server.get('/slow', (request, reply) => {
      cache.respond(request, reply, ['news'], () => {
        calls++;
        return new Promise((resolve) => waiting.push(resolve));
      });
    });
    await server.ready();
    afterAll(() => server.close());
    // Ends every computation still running, each with the value.
    const release = (value: unknown) => {
      for (const resolve of waiting.splice(0)) resolve(value);
    };
    return { server, cache, calls: () => calls, release };
  };

  it('computes it once and answers every request with it', async () => {
    const { server, calls, release } = await slowApp();
    const answers = Array.from({ length: 10 }, () => server.inject('/slow'));
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(calls()).toBe(1);
    release({ n: 1 });
    const done = await Promise.all(answers);
    expect(done.map((answer) => answer.statusCode)).toEqual(Array(10).fill(200));
    expect(new Set(done.map((answer) => answer.body))).toEqual(new Set(['{"n":1}']));
    expect(calls()).toBe(1);
  });

  it('starts again for requests that come after a write to its tag', async () => {
    const { server, cache, calls, release } = await slowApp();
    const before = server.inject('/slow');
    await new Promise((resolve) => setTimeout(resolve, 20));
    await cache.invalidate('news');
    const after = server.inject('/slow');
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(calls()).toBe(2);
    release({ n: 2 });
    expect((await after).body).toBe('{"n":2}');
    expect((await before).statusCode).toBe(200);
  });
});
