import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { ALL_WEB_PERMISSIONS } from '@agaia/contract';
import { afterAll, describe, expect, it } from 'vitest';
import { buildAccount, loginAs } from '../builders/accounts.ts';
import { changedTables, createSnapshotter } from '../fuzz/db-snapshot.ts';
import { createTestApp } from '../helpers.ts';

// HTTP as a browser meets it: the headers of every kind of answer, on a site served over TLS, and the bodies a
// cross-site form could send (the caller holds every permission, so that each route reaches its body). A small web
// build stands in for the real one (the headers do not depend on what the page says), with one inline script, as the
// real page has.
const distDir = fs.mkdtempSync(path.join(os.tmpdir(), 'agaia-sec-dist-'));
fs.mkdirSync(path.join(distDir, 'assets'));
fs.writeFileSync(
  path.join(distDir, 'index.html'),
  '<!doctype html><title>Agaia</title><script>document.documentElement.dataset.theme="dark"</script><div id="root"></div>',
);
fs.writeFileSync(path.join(distDir, 'assets', 'index-abc12345.js'), 'console.log(1)');
afterAll(() => fs.rmSync(distDir, { recursive: true, force: true }));
const app = await createTestApp({ webDistDir: distDir, env: { PUBLIC_URL: 'https://agaia.test' } });
const { account, password } = await buildAccount(app, { webMgt: ALL_WEB_PERMISSIONS });
const session = (await loginAs(app, account.userName, password)).headers;
const png = Buffer.from(
  '89504e470d0a1a0a0000000d49484452000000010000000108060000001f15c4890000000a49444154789c63000100000500010d0a2db40000000049454e44ae426082',
  'hex',
);
const image = await app.platform.media.saveImage(png, null);

type Answer = Awaited<ReturnType<typeof app.inject>>;
const pages: [string, () => Promise<Answer>][] = [
  ['the home page', () => app.inject('/')],
  ['an app route', () => app.inject('/news')],
  ['an unknown page', () => app.inject('/no/such/page')],
  ['a built script', () => app.inject('/assets/index-abc12345.js')],
  ['a missing file', () => app.inject('/assets/missing.js')],
];
const apiAnswers: [string, () => Promise<Answer>][] = [
  ['a public read', () => app.inject('/api/content/news')],
  ['an authenticated read', () => app.inject({ url: '/api/user/profile', headers: session })],
  ['a 401', () => app.inject('/api/user/profile')],
  ['an unknown API path', () => app.inject('/api/nope')],
  ['an uploaded image', () => app.inject(image.url)],
  ['a feed', () => app.inject('/api/feeds/news.xml')],
  [
    'a refused body',
    () =>
      app.inject({
        method: 'POST',
        url: '/api/auth/login',
        headers: { 'content-type': 'text/plain' },
        payload: 'x',
      }),
  ],
];
const everything = [...pages, ...apiAnswers];

/** The policy's directives by name, each with its sources. */
const directivesOf = (answer: Answer) =>
  new Map(
    String(answer.headers['content-security-policy'])
      .split(';')
      .map((directive) => directive.trim().split(/\s+/))
      .filter(([name]) => name)
      .map(([name = '', ...sources]) => [name, sources]),
  );

describe('V3 Web Frontend Security: the pages’ Content-Security-Policy', () => {
  it.each(pages)(
    '[3.4.3, 3.4.6] on %s: no inline or eval’d script or style, no plugins, no <base>, no framing',
    async (_, load) => {
      const directives = directivesOf(await load());
      expect(directives.get('default-src')).toEqual(["'self'"]);
      expect(directives.get('object-src')).toEqual(["'none'"]);
      expect(directives.get('base-uri')).toEqual(["'none'"]);
      expect(directives.get('frame-ancestors')).toEqual(["'none'"]);
      for (const name of ['script-src', 'style-src']) {
        const sources = directives.get(name) ?? [];
        expect(sources, name).toContain("'self'");
        // Only 'self' and the hashes of the build's own inline scripts: nothing a payload could ride on.
        for (const source of sources) expect(source, name).toMatch(/^('self'|'sha256-[A-Za-z0-9+/]+=*')$/);
      }
      // The one inline script of the page is allowed by its hash, not by 'unsafe-inline'.
      expect(directives.get('script-src')?.some((source) => source.startsWith("'sha256-"))).toBe(true);
    },
  );
});

describe('V3 Web Frontend Security: the API’s policy', () => {
  it.each(apiAnswers)('[3.4.3, 3.4.6] on %s: runs and loads nothing, framed by nobody', async (_, load) => {
    const directives = directivesOf(await load());
    expect(directives.get('default-src')).toEqual(["'none'"]);
    expect(directives.get('frame-ancestors')).toEqual(["'none'"]);
    // An uploaded image adds `sandbox`: opened on its own, it is a document without an origin or scripts.
    expect(
      [...directives.keys()].filter((name) => !['default-src', 'frame-ancestors', 'sandbox'].includes(name)),
    ).toEqual([]);
  });
});

describe('V3 Web Frontend Security: the other headers of every answer', () => {
  it.each(everything)(
    '[3.4.1, 3.4.4, 3.4.5] on %s: HSTS for a year with subdomains, nosniff, no referrer',
    async (_, load) => {
      const { headers } = await load();
      const hsts = String(headers['strict-transport-security']);
      expect(Number(/max-age=(\d+)/.exec(hsts)?.[1])).toBeGreaterThanOrEqual(31_536_000);
      expect(hsts).toContain('includeSubDomains');
      expect(headers['x-content-type-options']).toBe('nosniff');
      expect(headers['referrer-policy']).toBe('no-referrer');
    },
  );

  it.each(pages.slice(0, 3))(
    '[3.4.8] on %s: a page opens in a browsing context of its own',
    async (_, load) => {
      expect((await load()).headers['cross-origin-opener-policy']).toBe('same-origin');
    },
  );
});

const ABSENT_ID = '2147483000';

const document = (await app.inject('/api/docs/json')).json<{
  paths: Record<string, Record<string, { requestBody?: { content: Record<string, unknown> } }>>;
}>();
const jsonRoutes = Object.entries(document.paths).flatMap(([pattern, methods]) =>
  Object.entries(methods)
    .filter(([, operation]) => operation.requestBody?.content['application/json'] !== undefined)
    .map(([method]) => ({
      name: `${method.toUpperCase()} ${pattern}`,
      method: method.toUpperCase() as 'POST',
      url: pattern.replace(/\{[^}]+\}/g, ABSENT_ID),
    })),
);

// The bodies a cross-site <form> or a "simple" fetch can send without a CORS preflight.
const SIMPLE_BODIES: [string, string][] = [
  ['text/plain', '{"identifier":"a","password":"b"}'],
  ['application/x-www-form-urlencoded', 'identifier=a&password=b'],
  [
    'multipart/form-data; boundary=x',
    '--x\r\nContent-Disposition: form-data; name="identifier"\r\n\r\na\r\n--x--\r\n',
  ],
];

describe('V3 Web Frontend Security: requests a cross-site form could send', () => {
  it('[3.5.2] finds the JSON routes of the OpenAPI document', () => {
    expect(jsonRoutes.map((route) => route.name)).toEqual(
      expect.arrayContaining([
        'POST /api/auth/login',
        'POST /api/auth/register',
        'PUT /api/admin/users/{id}',
      ]),
    );
  });

  it.each(jsonRoutes.map((route) => [route.name, route] as const))(
    '[3.5.2] %s answers 415 to a text/plain, form or multipart body, and changes nothing',
    async (_, route) => {
      const snapshot = await createSnapshotter(app.platform.db);
      const before = await snapshot();
      for (const [contentType, payload] of SIMPLE_BODIES) {
        const response = await app.inject({
          method: route.method,
          url: route.url,
          headers: { ...session, 'content-type': contentType },
          payload,
        });
        expect({ contentType, status: response.statusCode }).toEqual({ contentType, status: 415 });
        expect(response.json().message).toBe('This content type is not accepted here: send JSON.');
      }
      // A refused call may still record that its session was used: the sessions table is left out.
      expect(
        changedTables(before, await snapshot()).filter((table) => !table.startsWith('sessions ')),
      ).toEqual([]);
    },
  );
});

describe('V15 Secure Coding and Architecture: request size', () => {
  it.each(jsonRoutes.map((route) => [route.name, route] as const))(
    '[15.2.2] %s answers 413 to a JSON body over 256 KB, unread',
    async (_, route) => {
      const response = await app.inject({
        method: route.method,
        url: route.url,
        headers: session,
        payload: { padding: 'x'.repeat(256 * 1024) },
      });
      expect(response.statusCode).toBe(413);
      expect(response.json().message).toBe('The request body is too large.');
    },
  );
});
