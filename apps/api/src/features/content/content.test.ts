import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Prime } from '@agaia/contract';
import { afterAll, describe, expect, it } from 'vitest';
import { buildAccount, loginAs } from '../../../test/builders/accounts.ts';
import { createTestApp, createTestClock } from '../../../test/helpers.ts';
import { seedDemo } from '../../modules.ts';

const distDir = fs.mkdtempSync(path.join(os.tmpdir(), 'agaia-dist-'));
fs.writeFileSync(
  path.join(distDir, 'index.html'),
  '<!doctype html><html><head><title>Agaia Online</title></head><body></body></html>',
);
afterAll(() => fs.rmSync(distDir, { recursive: true, force: true }));

const clock = createTestClock();
const app = await createTestApp({ clock, webDistDir: distDir, env: { PUBLIC_URL: 'https://agaia.test' } });
const sessionWith = async (webMgt: number) => {
  const { account, password } = await buildAccount(app, { webMgt });
  return (await loginAs(app, account.userName, password)).headers;
};
const editor = await sessionWith(Prime.news * Prime.patchNotes);
/** The audit log is Account Management's: an editor reads none of it. */
const auditor = await sessionWith(Prime.accountManagement);
const newsOnly = await sessionWith(Prime.news);
const notesOnly = await sessionWith(Prime.patchNotes);

const article = (overrides: object = {}) => ({
  title: 'Hello',
  snippet: 'Short',
  body: '# Heading\n\n<script>alert(1)</script> **bold**',
  category: 'Events',
  status: 'draft',
  imageUrl: '',
  ...overrides,
});
const note = (overrides: object = {}) => ({
  version: '2.0.0',
  title: 'Big patch',
  body: '- one\n- two',
  releaseDate: '2026-02-01',
  status: 'draft',
  ...overrides,
});

describe('news', () => {
  it('[8.2.2] keeps drafts off the public side until published; publishing sets publishedAt once', async () => {
    const created = await app.inject({
      method: 'POST',
      url: '/api/admin/content/news',
      headers: editor,
      payload: article(),
    });
    expect(created.statusCode).toBe(201);
    const { id, body, publishedAt } = created.json();
    expect(body).toBe('# Heading\n\n<script>alert(1)</script> **bold**');
    expect(publishedAt).toBeNull();
    expect((await app.inject(`/api/content/news/${id}`)).statusCode).toBe(404);
    expect((await app.inject('/api/content/news')).json().news.some((n: { id: number }) => n.id === id)).toBe(
      false,
    );

    clock.advance(60_000);
    const published = await app.inject({
      method: 'PUT',
      url: `/api/admin/content/news/${id}`,
      headers: editor,
      payload: article({ status: 'published' }),
    });
    const firstPublishedAt = published.json().publishedAt;
    expect(firstPublishedAt).toBe(clock.now().toISOString());
    clock.advance(60_000);
    await app.inject({
      method: 'PUT',
      url: `/api/admin/content/news/${id}`,
      headers: editor,
      payload: article({ status: 'published', title: 'Edited' }),
    });
    const read = await app.inject(`/api/content/news/${id}`);
    expect(read.json()).toMatchObject({
      id,
      title: 'Edited',
      date: firstPublishedAt,
      category: 'Events',
      imageUrl: null,
    });

    const deleted = await app.inject({
      method: 'DELETE',
      url: `/api/admin/content/news/${id}`,
      headers: editor,
    });
    expect(deleted.statusCode).toBe(200);
    expect((await app.inject(`/api/content/news/${id}`)).statusCode).toBe(404);
    const audit = (await app.inject({ url: '/api/admin/audit', headers: auditor }))
      .json()
      .entries.map((e: { action: string }) => e.action);
    expect(audit.slice(0, 4)).toEqual(['news.delete', 'news.update', 'news.update', 'news.create']);
  });

  it('defaults category to Updates and status to draft; requires title and body', async () => {
    const created = await app.inject({
      method: 'POST',
      url: '/api/admin/content/news',
      headers: editor,
      payload: { title: 'Minimal', body: 'Text' },
    });
    expect(created.json()).toMatchObject({ category: 'Updates', status: 'draft', snippet: '' });
    for (const [field, message] of [
      ['title', 'Title is required.'],
      ['body', 'Body is required.'],
    ] as const) {
      const response = await app.inject({
        method: 'POST',
        url: '/api/admin/content/news',
        headers: editor,
        payload: article({ [field]: ' ' }),
      });
      expect(response.statusCode).toBe(400);
      expect(response.json().fieldErrors[field]).toEqual([message]);
    }
  });

  it('honours limit between 1 and 100, newest first', async () => {
    for (let i = 0; i < 3; i++) {
      clock.advance(1000);
      await app.inject({
        method: 'POST',
        url: '/api/admin/content/news',
        headers: editor,
        payload: article({ title: `N${i}`, status: 'published' }),
      });
    }
    const two = await app.inject('/api/content/news?limit=2');
    expect(two.json().news.map((n: { title: string }) => n.title)).toEqual(['N2', 'N1']);
    expect((await app.inject('/api/content/news?limit=0')).statusCode).toBe(400);
    expect((await app.inject('/api/content/news?limit=101')).statusCode).toBe(400);
  });
});

describe('patch notes', () => {
  it('publish, read with body, and list newest release first; drafts 404', async () => {
    const draft = await app.inject({
      method: 'POST',
      url: '/api/admin/content/patchnotes',
      headers: editor,
      payload: note(),
    });
    expect((await app.inject(`/api/content/patchnotes/${draft.json().id}`)).statusCode).toBe(404);
    const live = await app.inject({
      method: 'POST',
      url: '/api/admin/content/patchnotes',
      headers: editor,
      payload: note({ version: '2.0.1', status: 'published' }),
    });
    const read = await app.inject(`/api/content/patchnotes/${live.json().id}`);
    expect(read.json()).toEqual({
      id: live.json().id,
      version: '2.0.1',
      title: 'Big patch',
      releaseDate: '2026-02-01',
      body: '- one\n- two',
      language: 'en',
      versions: [{ id: live.json().id, language: 'en' }],
    });
    const list = (await app.inject('/api/content/patchnotes/')).json().patchNotes;
    expect(list.map((n: { version: string }) => n.version)).toEqual(['2.0.1']);
  });

  it.each([
    ['version', { version: '' }, 'Version is required.'],
    ['title', { title: '' }, 'Title is required.'],
    ['releaseDate', { releaseDate: '' }, 'Release date is required.'],
    ['body', { body: '' }, 'Body is required.'],
  ])('answers 400 naming %s', async (field, override, message) => {
    const response = await app.inject({
      method: 'POST',
      url: '/api/admin/content/patchnotes',
      headers: editor,
      payload: note(override),
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().fieldErrors[field]).toEqual([message]);
  });
});

describe('V8 Authorization: permissions', () => {
  it('[8.2.1] keeps the news prime out of patch notes and the reverse; visitors get 401', async () => {
    expect(
      (
        await app.inject({
          method: 'POST',
          url: '/api/admin/content/patchnotes',
          headers: newsOnly,
          payload: note(),
        })
      ).statusCode,
    ).toBe(403);
    expect((await app.inject({ url: '/api/admin/content/patchnotes', headers: newsOnly })).statusCode).toBe(
      403,
    );
    expect(
      (
        await app.inject({
          method: 'POST',
          url: '/api/admin/content/news',
          headers: notesOnly,
          payload: article(),
        })
      ).statusCode,
    ).toBe(403);
    expect(
      (await app.inject({ method: 'DELETE', url: '/api/admin/content/news/1', headers: notesOnly }))
        .statusCode,
    ).toBe(403);
    expect((await app.inject({ url: '/api/admin/content/news' })).statusCode).toBe(401);
    expect((await app.inject({ url: '/api/admin/content/news', headers: newsOnly })).json()).toHaveProperty(
      'total',
    );
  });
});

describe('V1 Encoding and Sanitization: feeds and link previews', () => {
  it('[1.2.1, 8.2.2] lists only published items in the RSS feeds', async () => {
    await app.inject({
      method: 'POST',
      url: '/api/admin/content/news',
      headers: editor,
      payload: article({ title: 'Secret draft & co' }),
    });
    await app.inject({
      method: 'POST',
      url: '/api/admin/content/news',
      headers: editor,
      payload: article({ title: 'Public & proud', status: 'published' }),
    });
    const feed = await app.inject('/api/feeds/news.xml');
    expect(feed.headers['content-type']).toContain('application/rss+xml');
    expect(feed.body).toContain('<title>Public &amp; proud</title>');
    expect(feed.body).not.toContain('Secret draft');
    expect(feed.body).toMatch(/<link>https:\/\/agaia\.test\/news\/\d+<\/link>/);
    const notes = await app.inject('/api/feeds/patch-notes.xml');
    expect(notes.body).toContain('<title>Version 2.0.1 - Big patch</title>');
  });

  it('[1.2.1] puts the article title, description and image into the page head', async () => {
    const created = await app.inject({
      method: 'POST',
      url: '/api/admin/content/news',
      headers: editor,
      payload: article({
        title: 'Dragons "arrive"',
        snippet: 'Big <wings>',
        imageUrl: '/api/media/x.png',
        status: 'published',
      }),
    });
    const page = await app.inject(`/news/${created.json().id}`);
    expect(page.body).toContain('<title>Dragons &quot;arrive&quot; · Agaia Online</title>');
    expect(page.body).toContain('<meta property="og:description" content="Big &lt;wings&gt;">');
    // An uploaded image is shared as its 1280-pixel copy.
    expect(page.body).toContain(
      '<meta property="og:image" content="https://agaia.test/api/media/x.png?w=1280">',
    );
    expect(page.body).toContain('<meta name="twitter:card" content="summary_large_image">');
    const draft = await app.inject({
      method: 'POST',
      url: '/api/admin/content/news',
      headers: editor,
      payload: article({ title: 'Hidden' }),
    });
    const hidden = await app.inject(`/news/${draft.json().id}`);
    expect(hidden.body).not.toContain('Hidden');
    expect(hidden.body).toContain('<meta property="og:title" content="Agaia Online">');
    expect(hidden.body).toContain(
      '<meta property="og:image" content="https://agaia.test/social-preview.png">',
    );
  });

  it("[1.2.1] serves a title holding $', $` and $& as written, not as replacement patterns", async () => {
    const title = "Price $' drop $` now $&";
    const created = await app.inject({
      method: 'POST',
      url: '/api/admin/content/news',
      headers: editor,
      payload: article({ title, status: 'published' }),
    });
    const page = await app.inject(`/news/${created.json().id}`);
    expect(page.body).toContain(`<title>Price $&#39; drop $\` now $&amp; · Agaia Online</title>`);
    expect(page.body).toContain(`<meta property="og:title" content="Price $&#39; drop $\` now $&amp;">`);
    expect(page.body.match(/<title>/g)).toHaveLength(1);
    expect(page.body.match(/<\/head>/g)).toHaveLength(1);
  });
});

describe('V5 File Handling: image uploads', () => {
  const png = Buffer.from(
    '89504e470d0a1a0a0000000d49484452000000010000000108060000001f15c4890000000a49444154789c63000100000500010d0a2db40000000049454e44ae426082',
    'hex',
  );
  const upload = (bytes: Buffer, filename: string, headers: Record<string, string>) => {
    const boundary = '----agaia';
    const payload = Buffer.concat([
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${filename}"\r\nContent-Type: image/png\r\n\r\n`,
      ),
      bytes,
      Buffer.from(`\r\n--${boundary}--\r\n`),
    ]);
    return app.inject({
      method: 'POST',
      url: '/api/admin/media',
      headers: { ...headers, 'content-type': `multipart/form-data; boundary=${boundary}` },
      payload,
    });
  };

  it('[3.4.4, 5.3.2] stores a real image under a random name and serves it with nosniff and a long cache', async () => {
    const response = await upload(png, 'banner.png', editor);
    expect(response.statusCode).toBe(201);
    const { url } = response.json();
    expect(url).toMatch(/^\/api\/media\/[0-9a-f]{32}\.png$/);
    const served = await app.inject(url);
    expect(served.headers['content-type']).toBe('image/png');
    expect(served.headers['x-content-type-options']).toBe('nosniff');
    expect(served.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(served.rawPayload.equals(png)).toBe(true);
  });

  it('[5.2.2, 8.2.1] refuses what is not an image, whatever its name says, and callers without a content prime', async () => {
    const fake = await upload(Buffer.from('<svg onload="alert(1)"></svg>'), 'evil.png', editor);
    expect(fake.statusCode).toBe(400);
    expect(fake.json().message).toBe('The file is not a PNG, JPEG, WebP, GIF or AVIF image.');
    expect((await upload(png, 'a.png', await sessionWith(2))).statusCode).toBe(403);
    expect((await upload(png, 'a.png', {})).statusCode).toBe(401);
  });
});

describe('demo content', () => {
  it('seeds published news in several categories, each with its own art, three patch notes, and a draft of each', async () => {
    const fresh = await createTestApp({ clock });
    expect(await seedDemo(fresh.modules)).toEqual([
      '5 published news (2 also in Portuguese) and 1 draft',
      '3 published patch notes (1 also in Portuguese) and 1 draft',
      '6 products in 4 categories (1 on sale)',
      '4 viewer and 3 streamer Twitch rewards',
    ]);
    expect(await seedDemo(fresh.modules)).toEqual([]);
    const list = (await fresh.inject('/api/content/news')).json().news;
    expect(list).toHaveLength(5);
    expect(new Set(list.map((n: { category: string }) => n.category)).size).toBeGreaterThan(1);
    const images = list.map((n: { imageUrl: string | null }) => n.imageUrl);
    expect(images.every(Boolean)).toBe(true);
    expect(new Set(images).size).toBe(list.length);
    expect((await fresh.inject('/api/content/patchnotes/')).json().patchNotes).toHaveLength(3);
    // A Portuguese visitor of a fresh demo meets the translations, each story once and in its place.
    const languagesOf = async (url: string, key: string) =>
      (await fresh.inject(url)).json()[key].map((item: { language: string }) => item.language);
    expect(await languagesOf('/api/content/news?lang=pt-BR', 'news')).toEqual([
      'pt-BR',
      'pt-BR',
      'en',
      'en',
      'en',
    ]);
    expect(await languagesOf('/api/content/patchnotes/?lang=pt-BR', 'patchNotes')).toEqual([
      'pt-BR',
      'en',
      'en',
    ]);
  });
});
