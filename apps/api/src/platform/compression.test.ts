import zlib from 'node:zlib';
import Fastify from 'fastify';
import { afterAll, describe, expect, it } from 'vitest';
import { negotiateEncoding, registerCompression } from './compression.ts';

const json = JSON.stringify({ words: 'lorem ipsum '.repeat(200) });
const large = JSON.stringify({ words: 'dolor sit amet '.repeat(10_000) });
const app = Fastify();
registerCompression(app);
app.get('/json', (_request, reply) => reply.type('application/json; charset=utf-8').send(json));
app.get('/large', (_request, reply) => reply.type('application/json; charset=utf-8').send(large));
app.get('/small', () => ({ ok: true }));
app.get('/binary', (_request, reply) => reply.type('application/octet-stream').send(Buffer.alloc(4096, 7)));
app.get('/gzipped', (_request, reply) =>
  reply.type('application/json').header('content-encoding', 'gzip').send(zlib.gzipSync(json)),
);
app.get('/varied', (_request, reply) => reply.type('text/html').header('vary', 'cookie').send(json));
await app.ready();
afterAll(() => app.close());

const get = (url: string, acceptEncoding?: string) =>
  app.inject({ url, headers: acceptEncoding === undefined ? {} : { 'accept-encoding': acceptEncoding } });

describe('compression of answers', () => {
  it('sends Brotli to a client that takes it, with its length and Vary', async () => {
    const response = await get('/json', 'gzip, deflate, br, zstd');
    expect(response.headers['content-encoding']).toBe('br');
    expect(response.headers.vary).toBe('accept-encoding');
    expect(Number(response.headers['content-length'])).toBe(response.rawPayload.length);
    expect(zlib.brotliDecompressSync(response.rawPayload).toString()).toBe(json);
  });

  it('sends gzip to a client that takes only gzip, and a large answer too (off the event loop)', async () => {
    const small = await get('/json', 'gzip');
    expect(small.headers['content-encoding']).toBe('gzip');
    expect(zlib.gunzipSync(small.rawPayload).toString()).toBe(json);
    const big = await get('/large', 'br');
    expect(big.headers['content-encoding']).toBe('br');
    expect(zlib.brotliDecompressSync(big.rawPayload).toString()).toBe(large);
  });

  it('leaves alone what should not be compressed', async () => {
    for (const [url, encoding] of [
      ['/json', undefined],
      ['/json', 'identity'],
      ['/json', 'br;q=0, gzip;q=0'],
      ['/small', 'br'],
      ['/binary', 'br'],
    ] as const) {
      const response = await get(url, encoding);
      expect(response.headers['content-encoding'], `${url} ${encoding}`).toBeUndefined();
    }
    const gzipped = await get('/gzipped', 'br');
    expect(gzipped.headers['content-encoding']).toBe('gzip');
    expect(zlib.gunzipSync(gzipped.rawPayload).toString()).toBe(json);
  });

  it("adds accept-encoding to a route's own Vary", async () => {
    const response = await get('/varied', 'br');
    expect(response.headers.vary).toBe('cookie, accept-encoding');
  });
});

describe('negotiateEncoding', () => {
  it.each([
    [undefined, undefined],
    ['', undefined],
    ['gzip, deflate, br', 'br'],
    ['br;q=0.5, gzip', 'gzip'],
    ['br;q=0', undefined],
    ['x-gzip', 'gzip'],
    ['*', 'br'],
    ['*;q=0, gzip', 'gzip'],
    ['identity', undefined],
  ])('%j → %j', (header, expected) => {
    expect(negotiateEncoding(header)).toBe(expected);
  });
});
