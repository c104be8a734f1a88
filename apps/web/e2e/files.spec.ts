import fs from 'node:fs';
import path from 'node:path';
import type { APIRequestContext } from '@playwright/test';
import { E2E_DATA_DIR } from '../../../playwright.config.ts';
import { expect, test } from './fixtures.ts';

// Issue 16: a path that names a file is that file or a 404, never the app's page (which a browser would save under
// the file's name), and the download buttons say when the launcher is not there yet.
const launcherFile = path.resolve(E2E_DATA_DIR, 'download', 'TeraLauncher.exe');

/** Waits until /api/site says what the launcher's file is (the server looks at most every 5 s). */
async function launcherAvailable(request: APIRequestContext, expected: boolean) {
  await expect
    .poll(async () => (await (await request.get('/api/site')).json()).launcherAvailable, { timeout: 10_000 })
    .toBe(expected);
}

/** A 404 in the API's error shape. */
async function expectMissing(request: APIRequestContext, url: string) {
  const response = await request.get(url);
  expect(response.status(), url).toBe(404);
  expect(response.headers()['content-type'], url).toContain('application/json');
  expect(await response.json(), url).toEqual({ message: 'File not found.', code: 'NOT_FOUND' });
}

test('the launcher: a 404 and "not available yet" on a fresh install; dropped in, it is offered and served', async ({
  page,
  consoleErrors,
}) => {
  fs.rmSync(launcherFile, { force: true });
  try {
    await launcherAvailable(page.request, false);
    await expectMissing(page.request, '/download/TeraLauncher.exe');

    await page.goto('/');
    const banner = page.getByRole('banner');
    // The header's Download is text that says why, not a link.
    const headerItem = banner.locator('[data-launcher="unavailable"]');
    await expect(headerItem).toBeVisible();
    await expect(headerItem).toContainText('Download');
    await expect(headerItem).toContainText('Soon');
    await expect(headerItem).toContainText('The launcher is not available yet.');
    await expect(banner.getByRole('link', { name: /Download/ })).toHaveCount(0);
    const start = page.getByRole('region', { name: 'Get started' });
    const button = start.getByRole('button', { name: 'Download Client' });
    await expect(button).toBeDisabled();
    await expect(button).toHaveAccessibleDescription('The launcher is not available yet. Check back soon.');
    await expect(page.locator('a[href*="/download/"]')).toHaveCount(0);

    fs.mkdirSync(path.dirname(launcherFile), { recursive: true });
    fs.writeFileSync(launcherFile, 'MZ e2e launcher');
    await launcherAvailable(page.request, true);
    await page.goto('/');
    await expect(start.getByRole('link', { name: 'Download Client' })).toHaveAttribute(
      'href',
      '/download/TeraLauncher.exe',
    );
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      banner.getByRole('link', { name: 'Download', exact: true }).click(),
    ]);
    expect(download.suggestedFilename()).toBe('TeraLauncher.exe');
    expect(fs.readFileSync(await download.path(), 'utf8')).toBe('MZ e2e launcher');
    expect(consoleErrors).toEqual([]);
  } finally {
    fs.rmSync(launcherFile, { force: true });
  }
});

test('the share image is a 1200×630 PNG, named by every page', async ({ page }) => {
  const response = await page.request.get('/social-preview.png');
  expect(response.status()).toBe(200);
  expect(response.headers()['content-type']).toBe('image/png');
  const png = await response.body();
  expect(png.subarray(1, 4).toString('latin1')).toBe('PNG');
  expect([png.readUInt32BE(16), png.readUInt32BE(20)]).toEqual([1200, 630]);

  for (const url of ['/', '/news', '/patch-notes', '/login']) {
    const html = await (await page.request.get(url)).text();
    expect(html, url).toMatch(
      /<meta property="og:image" content="http:\/\/127\.0\.0\.1:\d+\/social-preview\.png">/,
    );
  }
});

test('every path that names a file answers the file or a 404, never the page', async ({ page }) => {
  const html = await (await page.request.get('/')).text();
  // What the home page names: its icons, styles and code, and the files robots.txt names.
  const named = [
    ...html.matchAll(/<link[^>]+href="(\/[^"]+)"/g),
    ...html.matchAll(/<meta name="app-module" content="(\/[^"]+)"/g),
  ].map((match) => match[1] ?? '');
  const robots = await page.request.get('/robots.txt');
  expect(robots.headers()['content-type']).toMatch(/^text\/plain/);
  for (const [, url] of (await robots.text()).matchAll(/^Sitemap:\s*(\S+)/gim)) named.push(url ?? '');
  expect(named.length).toBeGreaterThan(3);
  const files = [...new Set([...named, '/favicon.ico', '/favicon.svg', '/images/landing/welcome-night.svg'])];
  for (const url of files) {
    const response = await page.request.get(url);
    expect(response.status(), url).toBe(200);
    expect(response.headers()['content-type'], url).not.toContain('text/html');
  }

  for (const url of [
    '/sitemap.xml',
    '/manifest.webmanifest',
    '/favicon.png',
    '/assets/missing-0123abcd.js',
    '/assets/images/shop/no-such-product.png',
    '/images/landing/missing.svg',
    '/download/Other.zip',
    '/.env',
  ])
    await expectMissing(page.request, url);

  // A path without an extension is still an app route: the page, with its own 404.
  await page.goto('/no-such-page');
  await expect(page.getByRole('heading', { name: 'Oops! Page Not Found' })).toBeVisible();
});
