import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { apiSecurityHeaders, securityHeaders } from '../src/platform/security.ts';
import { createTestApp } from './helpers.ts';

const distDir = fs.mkdtempSync(path.join(os.tmpdir(), 'agaia-dist-'));
fs.mkdirSync(path.join(distDir, 'assets'));
fs.writeFileSync(
  path.join(distDir, 'index.html'),
  '<!doctype html><title>Agaia</title><div id="root"></div>',
);
fs.writeFileSync(path.join(distDir, 'assets', 'index-abc12345.js'), 'console.log(1)');
fs.writeFileSync(path.join(distDir, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
// A built chunk with the copies the build's precompress step writes beside it.
const bigChunk = `export const words = ${JSON.stringify('lorem ipsum '.repeat(400))};`;
fs.writeFileSync(path.join(distDir, 'assets', 'chunk-def67890.js'), bigChunk);
fs.writeFileSync(path.join(distDir, 'assets', 'chunk-def67890.js.br'), zlib.brotliCompressSync(bigChunk));
fs.writeFileSync(path.join(distDir, 'assets', 'chunk-def67890.js.gz'), zlib.gzipSync(bigChunk));
afterAll(() => fs.rmSync(distDir, { recursive: true, force: true }));

const app = await createTestApp({ webDistDir: distDir });

describe('site calls', () => {
  it('GET /api/health says the process and the database are up', async () => {
    const response = await app.inject('/api/health');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      status: 'ok',
      database: 'ok',
      game: { backend: 'none', gateway: 'none', database: 'none' },
    });
  });

  it('GET /api/site tells the web app its name, links and what is configured', async () => {
    const response = await app.inject('/api/site');
    expect(response.json()).toEqual({
      siteName: 'Agaia Online',
      chatInviteUrl: 'https://discord.gg/agaia',
      launcherUrl: '/download/TeraLauncher.exe',
      launcherAvailable: false,
      paymentsEnabled: false,
      currency: 'brl',
      twitchEnabled: false,
      gameBackend: 'none',
      legalEntity: '[Provider name: set LEGAL_ENTITY]',
      legalAddress: '[Postal address in Greece: set LEGAL_ADDRESS]',
      legalEmail: 'privacy@example.com',
    });
  });
});

describe('compression', () => {
  it("sends a built file's precompressed copy in the encoding the browser takes", async () => {
    const br = await app.inject({
      url: '/assets/chunk-def67890.js',
      headers: { 'accept-encoding': 'gzip, deflate, br' },
    });
    expect(br.headers['content-encoding']).toBe('br');
    expect(zlib.brotliDecompressSync(br.rawPayload).toString()).toBe(bigChunk);
    const gzip = await app.inject({
      url: '/assets/chunk-def67890.js',
      headers: { 'accept-encoding': 'gzip' },
    });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    const plain = await app.inject('/assets/chunk-def67890.js');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(bigChunk);
  });

  it('compresses a JSON answer above 1 KB and leaves a small one alone', async () => {
    const docs = await app.inject({ url: '/api/docs/json', headers: { 'accept-encoding': 'br' } });
    expect(docs.headers['content-encoding']).toBe('br');
    expect(JSON.parse(zlib.brotliDecompressSync(docs.rawPayload).toString())).toHaveProperty('openapi');
    const site = await app.inject({ url: '/api/site', headers: { 'accept-encoding': 'br' } });
    expect(site.headers['content-encoding']).toBeUndefined();
  });
});

describe('routing', () => {
  it.each(['/api/nope', '/api/', '/api/auth/unknown'])(
    'answers unknown API path %s with 404 JSON',
    async (url) => {
      const response = await app.inject(url);
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ message: 'Not found' });
    },
  );

  it('answers a POST to an unknown path with 404 JSON, not the page', async () => {
    const response = await app.inject({ method: 'POST', url: '/news' });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ message: 'Not found' });
  });

  it.each(['/', '/does-not-exist', '/admin?section=news'])(
    'serves index.html, never cached, for the page %s',
    async (url) => {
      const response = await app.inject(url);
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toContain('text/html');
      expect(response.headers['cache-control']).toBe('no-cache');
      expect(response.body).toContain('<div id="root">');
    },
  );

  it('serves the page with 404 for an article that does not exist (no soft 200), never cached', async () => {
    const response = await app.inject('/news/42');
    expect(response.statusCode).toBe(404);
    expect(response.headers['cache-control']).toBe('no-cache');
    expect(response.body).toContain('<div id="root">');
  });

  it('serves hashed assets with a year-long immutable cache', async () => {
    const response = await app.inject('/assets/index-abc12345.js');
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  it.each(['br', 'gzip'])('caches the %s copy of a hashed asset for a year too', async (encoding) => {
    const response = await app.inject({
      url: '/assets/chunk-def67890.js',
      headers: { 'accept-encoding': encoding },
    });
    expect(response.headers['content-encoding']).toBe(encoding);
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  it('has the browser revalidate other static files (an operator may replace them)', async () => {
    const response = await app.inject('/favicon.svg');
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-cache');
    const again = await app.inject({
      url: '/favicon.svg',
      headers: { 'if-none-match': String(response.headers.etag) },
    });
    expect(again.statusCode).toBe(304);
  });

  it("looks on disk for no page: a page's path goes straight to the page, a file's to its own route", async () => {
    const stat = vi.spyOn(fs, 'stat');
    try {
      for (const url of ['/news', '/news/42', '/patch-notes', '/does-not-exist']) await app.inject(url);
      expect(stat).not.toHaveBeenCalled();
      expect((await app.inject('/favicon.svg')).statusCode).toBe(200);
      expect(stat).toHaveBeenCalled();
    } finally {
      stat.mockRestore();
    }
  });

  it('answers a missing asset with a 404, never the page (test/web-files.test.ts has the rest)', async () => {
    const response = await app.inject('/assets/missing.js');
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ message: 'File not found.', code: 'NOT_FOUND' });
  });
});

describe('security headers', () => {
  it('sends a strict Content-Security-Policy and companions', async () => {
    const response = await app.inject('/');
    const csp = String(response.headers['content-security-policy']);
    for (const directive of [
      "default-src 'self'",
      "script-src 'self'",
      "object-src 'none'",
      "base-uri 'none'",
      "frame-ancestors 'none'",
    ]) {
      expect(csp).toContain(directive);
    }
    expect(csp).not.toContain('unsafe-inline');
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['x-request-id']).toBeTruthy();
  });

  it('sends one set on every page and file, and a stricter one on every API answer: JSON, errors, 404 and 304', async () => {
    const names = Object.keys(securityHeaders({ https: false }));
    expect(names).toEqual(expect.arrayContaining(['content-security-policy', 'x-frame-options']));
    const page = (await app.inject('/')).headers;
    const files = {
      'built file': await app.inject('/assets/index-abc12345.js'),
      'compressed file': await app.inject({
        url: '/assets/chunk-def67890.js',
        headers: { 'accept-encoding': 'br' },
      }),
      'missing file': await app.inject('/assets/missing.js'),
      // A page, whose CSP is swagger-ui's own (openapi.ts).
      'API docs page': await app.inject('/api/docs/json'),
    };
    for (const [kind, response] of Object.entries(files))
      for (const name of names.filter(
        (name) => kind !== 'API docs page' || name !== 'content-security-policy',
      ))
        expect(response.headers[name], `${name} on ${kind}`).toBe(page[name]);

    const api = apiSecurityHeaders({ https: false });
    expect(api['content-security-policy']).toBe("default-src 'none'; frame-ancestors 'none'");
    const news = await app.inject('/api/content/news');
    const answers = {
      json: news,
      'not modified': await app.inject({
        url: '/api/content/news',
        headers: { 'if-none-match': String(news.headers.etag) },
      }),
      // Kept by then and remembered by URL: answered before validation (public-cache.ts).
      'kept, answered early': await app.inject('/api/content/news'),
      'no session': await app.inject('/api/user/profile'),
      'unknown API path': await app.inject('/api/nope'),
      'bad JSON': await app.inject({
        method: 'POST',
        url: '/api/auth/login',
        headers: { 'content-type': 'application/json' },
        payload: '{',
      }),
    };
    expect(answers['not modified'].statusCode).toBe(304);
    for (const [kind, response] of Object.entries(answers)) {
      for (const [name, value] of Object.entries(api))
        expect(response.headers[name], `${name} on ${kind}`).toBe(value);
      // Nothing of the pages' set that means nothing for a JSON answer.
      expect(response.headers['origin-agent-cluster'], kind).toBeUndefined();
    }
  });
});

describe('bad requests', () => {
  it('answers malformed JSON with 400 and a clear message', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/api/auth/login',
      headers: { 'content-type': 'application/json' },
      payload: '{"identifier":',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      message: 'The request body is not valid JSON.',
      code: 'FST_ERR_CTP_INVALID_JSON_BODY',
    });
  });

  it('refuses text/plain bodies', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/api/auth/login',
      headers: { 'content-type': 'text/plain' },
      payload: 'identifier=x',
    });
    expect(response.statusCode).toBe(415);
    expect(response.json().message).toBe('This content type is not accepted here: send JSON.');
  });

  it('refuses bodies over the size limit with 413', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { identifier: 'x'.repeat(300 * 1024), password: 'y' },
    });
    expect(response.statusCode).toBe(413);
    expect(response.json().message).toBe('The request body is too large.');
  });

  it('names the field in a validation error', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { identifier: 'x' },
    });
    expect(response.statusCode).toBe(400);
    const body = response.json();
    expect(body.code).toBe('VALIDATION');
    expect(body.fieldErrors).toHaveProperty('password');
    expect(body.message).toMatch(/^password: /);
  });
});

describe('API documentation', () => {
  it('publishes an OpenAPI document built from the contract schemas', async () => {
    const response = await app.inject('/api/docs/json');
    expect(response.statusCode).toBe(200);
    const document = response.json();
    expect(document.openapi).toMatch(/^3\./);
    expect(document.paths['/api/auth/login'].post.requestBody).toBeDefined();
    expect(document.paths['/api/site'].get).toBeDefined();
  });

  it('serves a docs page', async () => {
    const response = await app.inject('/api/docs/');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('text/html');
  });
});
