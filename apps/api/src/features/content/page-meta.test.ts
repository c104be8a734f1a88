import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Prime } from '@agaia/contract';
import { afterAll, describe, expect, it } from 'vitest';
import { buildAccount, loginAs } from '../../../test/builders/accounts.ts';
import { createTestApp } from '../../../test/helpers.ts';

// The image a shared link shows (og:image, twitter:image): the item's own when a link preview can show it, else the
// site's (apps/web/public/social-preview.png). content.test.ts has the title and description.
const distDir = fs.mkdtempSync(path.join(os.tmpdir(), 'agaia-dist-'));
fs.writeFileSync(
  path.join(distDir, 'index.html'),
  '<!doctype html><html><head><title>Agaia Online</title></head><body></body></html>',
);
afterAll(() => fs.rmSync(distDir, { recursive: true, force: true }));

const app = await createTestApp({ webDistDir: distDir, env: { PUBLIC_URL: 'https://agaia.test' } });
const { account, password } = await buildAccount(app, { webMgt: Prime.news * Prime.patchNotes });
const editor = (await loginAs(app, account.userName, password)).headers;
const SITE_IMAGE = 'https://agaia.test/social-preview.png';
const imageOf = (html: string) => ({
  og: /<meta property="og:image" content="([^"]*)">/.exec(html)?.[1],
  twitter: /<meta name="twitter:image" content="([^"]*)">/.exec(html)?.[1],
});

describe('the image of a shared link', () => {
  it.each([
    [
      'an uploaded image, as its 1280-pixel copy',
      '/api/media/abc123.png',
      'https://agaia.test/api/media/abc123.png?w=1280',
    ],
    ['no image, as the site image', '', SITE_IMAGE],
    ['an SVG, which link previews do not show, as the site image', '/images/news/season-one.svg', SITE_IMAGE],
    [
      'an image on another host, as it is',
      'https://cdn.agaia.test/art.jpg',
      'https://cdn.agaia.test/art.jpg',
    ],
  ])('shows an article with %s', async (_label, imageUrl, expected) => {
    const created = await app.inject({
      method: 'POST',
      url: '/api/admin/content/news',
      headers: editor,
      payload: { title: 'Shared', snippet: 'Short', body: 'Body', status: 'published', imageUrl },
    });
    expect(created.statusCode).toBe(201);
    const page = await app.inject(`/news/${created.json().id}`);
    expect(imageOf(page.body)).toEqual({ og: expected, twitter: expected });
  });

  it("shows a patch note, which has no image, with the site's", async () => {
    const created = await app.inject({
      method: 'POST',
      url: '/api/admin/content/patchnotes',
      headers: editor,
      payload: {
        version: '3.0',
        title: 'Shared',
        body: 'Body',
        releaseDate: '2026-02-01',
        status: 'published',
      },
    });
    const page = await app.inject(`/patch-notes/${created.json().id}`);
    expect(page.body).toContain('<meta property="og:type" content="article">');
    expect(imageOf(page.body)).toEqual({ og: SITE_IMAGE, twitter: SITE_IMAGE });
  });

  it.each(['/', '/news', '/no-such-page'])("shows the site's image for %s", async (url) => {
    expect(imageOf((await app.inject(url)).body)).toEqual({ og: SITE_IMAGE, twitter: SITE_IMAGE });
  });
});
