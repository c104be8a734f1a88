import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { createTestApp, createTestClock } from './helpers.ts';

// Issue 16: a path that names a file answers that file or a 404, never the page (a browser would save the page
// under the file's name); the launcher's buttons know whether its file is there.
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'agaia-data-'));
const distDir = fs.mkdtempSync(path.join(os.tmpdir(), 'agaia-dist-'));
const write = (file: string, content: string | Buffer) => {
  fs.mkdirSync(path.dirname(path.join(distDir, file)), { recursive: true });
  fs.writeFileSync(path.join(distDir, file), content);
};
write('index.html', '<!doctype html><html><head><title>Agaia Online</title></head><body>spa</body></html>');
write('favicon.svg', '<svg xmlns="http://www.w3.org/2000/svg"/>');
write('robots.txt', 'User-agent: *\nAllow: /\n');
write('social-preview.png', Buffer.from('89504e470d0a1a0a', 'hex'));
write('assets/index-abc12345.js', 'console.log(1)');
write('images/landing/welcome-night.svg', '<svg xmlns="http://www.w3.org/2000/svg"/>');
// What the build writes that no page loads: Vite's manifest (read by the server from disk, never sent) with its
// precompressed copies, and a source map should a build ever emit one.
const MANIFEST = '{"src/main.tsx":{"file":"assets/index-abc12345.js","isEntry":true}}';
write('.vite/manifest.json', MANIFEST);
write('.vite/manifest.json.br', MANIFEST);
write('.vite/manifest.json.gz', MANIFEST);
write('assets/index-abc12345.js.map', '{"version":3,"sources":["../src/main.tsx"]}');
afterAll(() => {
  fs.rmSync(dataDir, { recursive: true, force: true });
  fs.rmSync(distDir, { recursive: true, force: true });
});

const clock = createTestClock();
const app = await createTestApp({ clock, webDistDir: distDir, env: { DATA_DIR: dataDir } });
const launcher = path.join(dataDir, 'download', 'TeraLauncher.exe');
const isLauncherAvailable = async () => (await app.inject('/api/site')).json().launcherAvailable;

describe('paths that name a file', () => {
  it.each([
    ['/favicon.svg', 'image/svg+xml'],
    ['/robots.txt', 'text/plain'],
    ['/social-preview.png', 'image/png'],
    ['/assets/index-abc12345.js', 'javascript'],
    ['/images/landing/welcome-night.svg', 'image/svg+xml'],
  ])('serves %s as the file', async (url, type) => {
    const response = await app.inject(url);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain(type);
  });

  it.each([
    '/favicon.png',
    '/sitemap.xml',
    '/manifest.webmanifest',
    '/assets/missing.js',
    '/images/landing/missing.svg',
    '/assets/images/shop/999.png',
    '/.env',
    '/news/12.json',
    '/download/TeraLauncher.exe',
    '/download/Other.zip',
    '/download/sub/dir/file',
    '/download/',
  ])('answers a missing %s with a 404 in the API error shape, never the page', async (url) => {
    for (const method of ['GET', 'HEAD'] as const) {
      const response = await app.inject({ method, url });
      expect(response.statusCode, `${method} ${url}`).toBe(404);
      expect(response.headers['content-type']).toContain('application/json');
      if (method === 'GET')
        expect(response.json()).toEqual({ message: 'File not found.', code: 'NOT_FOUND' });
    }
  });

  it.each([
    '/.vite/manifest.json',
    '/.vite/manifest.json.br',
    '/.vite/manifest.json.gz',
    '/.VITE/manifest.json',
    '/%2Evite/manifest.json',
    '/.vite%2Fmanifest.json',
    '/%252Evite/manifest.json',
    '/.vite/',
    '/.vite',
    '/assets/index-abc12345.js.map',
  ])('answers %s, a file of the build that no page loads, as a missing file', async (url) => {
    for (const headers of [{}, { 'accept-encoding': 'br, gzip' }]) {
      for (const method of ['GET', 'HEAD'] as const) {
        const response = await app.inject({ method, url, headers });
        expect(response.statusCode, `${method} ${url}`).toBe(404);
        expect(response.body).not.toContain('isEntry');
        expect(response.body).not.toContain('sources');
      }
    }
  });

  it.each([
    '/.vite/../.vite/manifest.json',
    '/assets/../.vite/manifest.json',
    '/assets/%2E%2E/.vite/manifest.json',
  ])('refuses %s, climbing into the manifest, with a 4xx', async (url) => {
    const response = await app.inject(url);
    expect(response.statusCode).toBeGreaterThanOrEqual(400);
    expect(response.statusCode).toBeLessThan(500);
    expect(response.body).not.toContain('isEntry');
  });

  it('refuses a path that climbs out of the downloads folder with a 4xx and a message', async () => {
    const response = await app.inject('/download/..%2F..%2Fetc%2Fpasswd');
    expect(response.statusCode).toBe(403);
    expect(response.json().message).toEqual(expect.any(String));
    expect(response.body).not.toContain('spa');
  });

  it('serves the page for an article that does not exist, with 404 (the page says so; no soft 200)', async () => {
    const response = await app.inject('/news/42');
    expect(response.statusCode).toBe(404);
    expect(response.headers['content-type']).toContain('text/html');
    expect(response.body).toContain('spa');
  });

  it.each(['/', '/does-not-exist', '/reset-password/abc-DEF_123', '/confirm-email/abc-DEF_123', '/download'])(
    'still serves the page for the app route %s',
    async (url) => {
      const response = await app.inject(url);
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toContain('text/html');
      expect(response.body).toContain('spa');
    },
  );
});

describe('the launcher', () => {
  it('is a 404 and unavailable on a fresh install; dropped in, it is served, and available within 5 s, without a restart', async () => {
    expect(await isLauncherAvailable()).toBe(false);
    expect((await app.inject('/download/TeraLauncher.exe')).statusCode).toBe(404);

    fs.writeFileSync(launcher, Buffer.from('MZ fake launcher'));
    const file = await app.inject('/download/TeraLauncher.exe');
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-disposition']).toBe('attachment; filename="TeraLauncher.exe"');
    expect(file.body).toBe('MZ fake launcher');
    clock.advance(5_000);
    expect(await isLauncherAvailable()).toBe(true);

    fs.rmSync(launcher);
    clock.advance(5_000);
    expect(await isLauncherAvailable()).toBe(false);
  });
});

describe('a launcher elsewhere', () => {
  it('counts an http(s) LAUNCHER_URL as available', async () => {
    const elsewhere = await createTestApp({
      webDistDir: distDir,
      env: { DATA_DIR: dataDir, LAUNCHER_URL: 'https://cdn.agaia.test/TeraLauncher.exe' },
    });
    const site = (await elsewhere.inject('/api/site')).json();
    expect(site).toMatchObject({
      launcherUrl: 'https://cdn.agaia.test/TeraLauncher.exe',
      launcherAvailable: true,
    });
  });
});
