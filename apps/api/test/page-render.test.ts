import { createHash } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Prime } from '@agaia/contract';
import { afterAll, describe, expect, it } from 'vitest';
import { buildAccount, loginAs } from './builders/accounts.ts';
import { createTestApp, createTestClock } from './helpers.ts';
import { buildWebApp } from './web-build.ts';

// The public pages come rendered, with their data, from the web build's page renderer (issue 15).
const build = await buildWebApp();
afterAll(() => build.remove());
const app = await createTestApp({ webDistDir: build.distDir, env: { PUBLIC_URL: 'https://agaia.test' } });
const { account, password } = await buildAccount(app, { webMgt: Prime.news * Prime.patchNotes });
const editor = (await loginAs(app, account.userName, password)).headers;

const publish = async (title: string) => {
  const created = await app.inject({
    method: 'POST',
    url: '/api/admin/content/news',
    headers: editor,
    payload: {
      title,
      snippet: 'Short',
      body: `Body of ${title}`,
      category: 'Events',
      status: 'published',
      imageUrl: '',
    },
  });
  expect(created.statusCode).toBe(201);
  return created.json<{ id: number }>().id;
};

const rootOf = (html: string) =>
  html.slice(html.indexOf('<div id="root">'), html.indexOf('<script id="ssr-state"'));
const stateOf = (html: string) => {
  const match = /<script id="ssr-state" type="application\/json">([\s\S]*?)<\/script>/.exec(html);
  return JSON.parse(match?.[1] ?? 'null') as { queries: { queryKey: unknown[]; state: { data: unknown } }[] };
};

describe('server-rendered pages', () => {
  it('serves /news with its articles in the markup, their data for the browser, and its code after the paint', async () => {
    await publish('Rendered on the server');
    const page = await app.inject('/news');
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toContain('text/html');
    expect(page.headers['cache-control']).toBe('no-cache');
    expect(page.body).toContain('<title>News · Agaia Online</title>');
    expect(rootOf(page.body)).toContain('Rendered on the server');
    const keys = stateOf(page.body).queries.map((query) => query.queryKey);
    expect(keys).toContainEqual(['site']);
    expect(keys).toContainEqual(['content', 'news', 'list', { limit: 20, language: 'en' }]);
    // The code loads after the first paint: no module script or preload the parser would fetch at once.
    expect(page.body).not.toMatch(/<script type="module"|rel="modulepreload"/);
    const modules = [...page.body.matchAll(/<meta name="app-module" content="([^"]+)">/g)].map((m) => m[1]);
    expect(modules[0]).toMatch(/^\/assets\/index-[\w-]+\.js$/);
    expect(modules.some((file) => /news-page-[\w-]+\.js$/.test(file ?? ''))).toBe(true);
    // The page's own styles are in the head, so it paints styled.
    expect(page.body).toMatch(/<link rel="stylesheet" href="\/assets\/news-page-[\w-]+\.css">/);
  });

  it('answers 304 to a revalidation, and shows an article published since at once', async () => {
    const first = await app.inject('/news');
    const etag = String(first.headers.etag);
    expect((await app.inject({ url: '/news', headers: { 'if-none-match': etag } })).statusCode).toBe(304);
    await publish('Fresh from the editor');
    const next = await app.inject({ url: '/news', headers: { 'if-none-match': etag } });
    expect(next.statusCode).toBe(200);
    expect(rootOf(next.body)).toContain('Fresh from the editor');
  });

  it('serves an article with its own title and body, and its text escaped in the markup and the data', async () => {
    const id = await publish('</script><script>alert(1)</script>');
    const page = await app.inject(`/news/${id}`);
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain(
      '<title>&lt;/script&gt;&lt;script&gt;alert(1)&lt;/script&gt; · Agaia Online</title>',
    );
    expect(page.body).not.toContain('<script>alert(1)');
    expect(rootOf(page.body)).toContain('Body of <!-- -->&lt;/script&gt;<!-- -->&lt;script&gt;');
    const article = stateOf(page.body).queries.find((query) => query.queryKey[2] === 'detail');
    expect(article?.state.data).toMatchObject({ title: '</script><script>alert(1)</script>' });
  });

  it('leaves the profile, the admin and an unknown article to the browser', async () => {
    for (const [url, status] of [
      ['/profile', 200],
      ['/admin/news', 200],
      ['/news/999999', 404],
      ['/no-such-page', 404],
    ] as const) {
      const page = await app.inject(url);
      expect(page.statusCode, url).toBe(status);
      expect(page.body, url).toContain('<div id="root"></div>');
      expect(page.body, url).toMatch(/<script type="module" crossorigin src="\/assets\/index-[\w-]+\.js">/);
      expect(page.body, url).not.toContain('ssr-state');
    }
  });

  it('answers 404, not a soft 200, for a page no route names and for an item that does not exist, cached or not', async () => {
    for (const url of [
      '/no-such-page',
      '/news/999998',
      '/patch-notes/999998',
      '/patchNotes/999998',
      '/a/b/c',
    ]) {
      for (const attempt of [1, 2]) {
        const page = await app.inject(url);
        expect(page.statusCode, `${url} (${attempt})`).toBe(404);
        expect(page.headers['content-type'], url).toMatch(/^text\/html/);
        expect(page.body, url).toContain('<div id="root">');
      }
    }
    // A draft is not there for a visitor either; once published, its page answers 200 at once.
    const id = await publish('Found at last');
    expect((await app.inject(`/news/${id}`)).statusCode).toBe(200);
    for (const url of ['/', '/news', '/patch-notes', '/login', '/shop', '/profile', '/admin/news', '/tos']) {
      expect((await app.inject(url)).statusCode, url).toBe(200);
    }
  });

  it('answers a malformed or odd page path with the shell or a 4xx, never a 500', async () => {
    for (const url of [
      '/news/%E0%A4%A',
      '/%ZZ',
      `/news/${'9'.repeat(40)}`,
      '/patch-notes/%00',
      '/login/..%2f..',
    ]) {
      const page = await app.inject(url);
      expect(page.statusCode, url).toBeLessThan(500);
    }
  });

  it('renders the login form disabled until the page has hydrated, so it cannot be sent without its code', async () => {
    const page = await app.inject('/login');
    expect(rootOf(page.body)).toMatch(/<fieldset[^>]* disabled=""/);
  });

  it('lets index.html run its inline scripts, and no others, under the Content-Security-Policy', async () => {
    const page = await app.inject('/');
    const inlineOf = (html: string) =>
      [...html.matchAll(/<script>([\s\S]*?)<\/script>/g)].map((m) => m[1] ?? '');
    const inline = inlineOf(page.body);
    // The page's inline scripts are index.html's own (its pre-paint marks, the early taps, the code's loader): a
    // rendered page adds none.
    expect(inline).toEqual(inlineOf(fs.readFileSync(path.join(build.distDir, 'index.html'), 'utf8')));
    expect(inline.length).toBeGreaterThan(0);
    const csp = String(page.headers['content-security-policy']);
    const scriptSrc = /script-src ([^;]+)/.exec(csp)?.[1]?.split(' ') ?? [];
    expect(scriptSrc).toEqual([
      "'self'",
      ...inline.map((code) => `'sha256-${createHash('sha256').update(code).digest('base64')}'`),
    ]);
    expect(csp).not.toContain('unsafe-inline');
  });
});

describe('server-rendered pages in the visitor language', () => {
  const htmlLang = (html: string) => /<html lang="([^"]+)">/.exec(html)?.[1];
  const alternates = (html: string) =>
    [...html.matchAll(/<link rel="alternate" hreflang="([^"]+)" href="([^"]+)">/g)].map((m) => [m[1], m[2]]);

  it('renders a page in the language its link names, with its alternates and no Vary on the visitor', async () => {
    const page = await app.inject('/news?lang=pt-BR');
    expect(page.statusCode).toBe(200);
    expect(htmlLang(page.body)).toBe('pt-BR');
    expect(page.headers['content-language']).toBe('pt-BR');
    expect(page.body).toContain('<title>Notícias · Agaia Online</title>');
    expect(rootOf(page.body)).toContain('NOTÍCIAS');
    expect(String(page.headers.vary ?? '')).not.toMatch(/accept-language/i);
    expect(alternates(page.body)).toEqual([
      ['en', 'https://agaia.test/news?lang=en'],
      ['pt-BR', 'https://agaia.test/news?lang=pt-BR'],
      ['x-default', 'https://agaia.test/news'],
    ]);
  });

  it('follows the switcher cookie, else the browser languages, and says the answer varies on them', async () => {
    const browser = await app.inject({
      url: '/news',
      headers: { 'accept-language': 'pt-PT,pt;q=0.9,en;q=0.5' },
    });
    expect(htmlLang(browser.body)).toBe('pt-BR');
    expect(String(browser.headers.vary)).toMatch(/Accept-Language, Cookie/);
    const chosen = await app.inject({
      url: '/news',
      headers: { 'accept-language': 'pt-BR', cookie: 'consent=1; lang=en' },
    });
    expect(htmlLang(chosen.body)).toBe('en');
    expect(chosen.body).toContain('<title>News · Agaia Online</title>');
    const plain = await app.inject('/news');
    expect(htmlLang(plain.body)).toBe('en');
    expect(rootOf(plain.body)).not.toContain('NOTÍCIAS');
  });

  it('keeps each language apart in the cache, and renders pages asked at once each in its own language', async () => {
    const asked = [
      '/patch-notes?lang=pt-BR',
      '/patch-notes?lang=en',
      '/tos?lang=pt-BR',
      '/tos?lang=en',
      '/?lang=pt-BR',
    ];
    const pages = await Promise.all(asked.map((url) => app.inject(url)));
    expect(pages.map((page) => htmlLang(page.body))).toEqual(['pt-BR', 'en', 'pt-BR', 'en', 'pt-BR']);
    expect(rootOf(pages[0]?.body ?? '')).not.toBe(rootOf(pages[1]?.body ?? ''));
    // The legal text is a chunk of its own per language: rendered, not its loading state.
    expect(rootOf(pages[2]?.body ?? '')).toContain('Objeto e prestador do serviço');
    expect(rootOf(pages[3]?.body ?? '')).toContain('Scope and provider');
    const again = await app.inject('/patch-notes?lang=en');
    expect(again.headers.etag).toBe(pages[1]?.headers.etag);
    expect(rootOf(again.body)).toBe(rootOf(pages[1]?.body ?? ''));
  });

  it("renders the version of an item its address names (?read=), kept apart from the page's own", async () => {
    const id = await publish('Read in English');
    const translated = await app.inject({
      method: 'POST',
      url: '/api/admin/content/news',
      headers: editor,
      payload: {
        title: 'Lido em português',
        snippet: 'Curto',
        body: 'Corpo em português',
        category: 'Events',
        status: 'published',
        imageUrl: '',
        language: 'pt-BR',
        translationOf: id,
      },
    });
    expect(translated.statusCode).toBe(201);
    const own = await app.inject(`/news/${id}?lang=en`);
    expect(rootOf(own.body)).toContain('Read in English');
    const read = await app.inject(`/news/${id}?lang=en&read=pt-BR`);
    expect(htmlLang(read.body)).toBe('en');
    expect(rootOf(read.body)).toContain('Lido em português');
    expect(stateOf(read.body).queries.map((query) => query.queryKey)).toContainEqual([
      'content',
      'news',
      'detail',
      String(id),
      'pt-BR',
    ]);
  });

  it('gives an unknown language the visitor one, and a shell page its <html lang> without alternates', async () => {
    expect(htmlLang((await app.inject('/news?lang=xx')).body)).toBe('en');
    const profile = await app.inject({ url: '/profile', headers: { 'accept-language': 'pt-BR' } });
    expect(htmlLang(profile.body)).toBe('pt-BR');
    expect(alternates(profile.body)).toEqual([]);
  });
});

// Last: a second app loads the same page renderer module, which then reads its data through that app.
describe('server-rendered pages and the launcher', () => {
  it("shows the download buttons as the launcher's file is, and follows it without a restart", async () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'agaia-data-'));
    afterAll(() => fs.rmSync(dataDir, { recursive: true, force: true }));
    const clock = createTestClock();
    const site = await createTestApp({ clock, webDistDir: build.distDir, env: { DATA_DIR: dataDir } });
    const launcherLink = /<a[^>]+href="\/download\/TeraLauncher\.exe"/g;

    const fresh = rootOf((await site.inject('/')).body);
    expect(fresh).not.toMatch(launcherLink);
    expect(fresh).toContain('The launcher is not available yet. Check back soon.');
    expect(fresh).toMatch(/<button[^>]*disabled=""[^>]*>.*?Download Client<\/button>/);

    fs.writeFileSync(path.join(dataDir, 'download', 'TeraLauncher.exe'), 'MZ');
    clock.advance(5_000);
    const dropped = rootOf((await site.inject('/')).body);
    // The header's Download and the Get started section's Download Client.
    expect(dropped.match(launcherLink)).toHaveLength(2);
    expect(dropped).not.toContain('The launcher is not available yet.');
  });
});
