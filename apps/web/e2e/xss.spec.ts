import type { APIRequestContext, Page } from '@playwright/test';
import { E2E_TWITCH_PORT } from '../../../playwright.config.ts';
import { expect, loginViaApi, test } from './fixtures.ts';

// ASVS 5.0 V1/V3 (1.3.5 markdown sanitized, 3.2.2 text rendered as text, 3.4.3 CSP): staff write script-carrying text
// into every field players read (news, patch notes, products and their categories, Twitch rewards) through the API,
// and Chromium renders the public pages, the shop overlay and the profile's drops. Every payload sets window.__xss or
// opens a dialog if it ever runs; a CSP violation is collected too (and fails the fixture as a console error).
const PAYLOADS = [
  '<script>window.__xss=1</script>',
  '<img src=x onerror="window.__xss=1">',
  '<svg onload="window.__xss=1"></svg>',
  '<iframe srcdoc="<script>parent.__xss=1</script>"></iframe>',
  '<a href="javascript:window.__xss=1">html link</a>',
  '[markdown link](javascript:window.__xss=1)',
  '[entity link](jav&#x61;script:window.__xss=1)',
  '[angle link](<javascript:window.__xss=1>)',
  '![markdown image](javascript:window.__xss=1)',
  '![svg image](data:image/svg+xml,%3Csvg%20onload%3Dwindow.__xss%3D1%3E)',
  '<details open ontoggle="window.__xss=1">details</details>',
  '<math><mtext><table><mglyph><style><img src=x onerror=window.__xss=1>',
  '"><img src=x onerror=window.__xss=1>',
  "'><svg/onload=window.__xss=1>",
  '</textarea><script>window.__xss=1</script>',
  '</title><script>window.__xss=1</script>',
  '<object data="javascript:window.__xss=1"></object><embed src="javascript:window.__xss=1">',
  '<form action="javascript:window.__xss=1"><button>go</button></form>',
  '<base href="javascript:window.__xss=1//">',
  '<meta http-equiv="refresh" content="0;url=javascript:window.__xss=1">',
  // Template syntax of other renderers, written as a template literal would leave it.
  '{{constructor.constructor("window.__xss=1")()}} $' + '{window.__xss=1}',
  '<x onpointerover=window.__xss=1 style="display:block;position:fixed;inset:0">hover</x>',
];
const CORPUS = PAYLOADS.join('\n\n');
const SHORT = '"><img src=x onerror=window.__xss=1>';
const unique = () => Math.random().toString(36).slice(2, 8);

async function bearerOf(request: APIRequestContext, identifier: string, password: string) {
  const login = await request.post('/api/auth/login', { data: { identifier, password } });
  expect(login.status()).toBe(200);
  return { authorization: `Bearer ${(await login.json()).accessToken}` };
}

/** Sets the traps before any page script runs: the flag, dialogs, and CSP violations. */
async function armTraps(page: Page) {
  await page.addInitScript(() => {
    const trapped = window as unknown as { __xss?: unknown; __csp: string[] };
    trapped.__csp = [];
    document.addEventListener('securitypolicyviolation', (event) =>
      trapped.__csp.push(`${event.violatedDirective} ${event.blockedURI} ${event.sourceFile}`),
    );
  });
  const dialogs: string[] = [];
  page.on('dialog', (dialog) => {
    dialogs.push(dialog.message());
    void dialog.dismiss();
  });
  return dialogs;
}

/** Nothing ran, nothing was blocked trying, and nothing that could run on a later event is in the page. */
async function expectInert(page: Page, where: string, dialogs: string[]) {
  // Pointer and focus events reach whatever the payloads might have planted.
  await page.mouse.move(10, 10);
  await page.mouse.move(640, 400, { steps: 5 });
  const state = await page.evaluate(() => {
    const trapped = window as unknown as { __xss?: unknown; __csp: string[] };
    const handlers = [...document.querySelectorAll('*')].flatMap((element) =>
      [...element.attributes].filter((a) => /^on/i.test(a.name)).map((a) => `${element.tagName} ${a.name}`),
    );
    return {
      flag: trapped.__xss ?? null,
      // The app's own bundle probes once whether eval is allowed (zod does, to pick its validator), and the policy
      // says no: that is the policy at work, not a payload. A payload that got as far as calling eval would have
      // run first, and set the flag.
      csp: trapped.__csp.filter((entry) => !/^script-src eval \S+\/assets\/[\w.-]+\.js$/.test(entry)),
      handlers,
      scriptLinks: document.querySelectorAll(
        '[href^="javascript:" i], [src^="javascript:" i], [action^="javascript:" i]',
      ).length,
      frames: document.querySelectorAll('main iframe, main object, main embed, main script, main base')
        .length,
    };
  });
  expect(state, where).toEqual({ flag: null, csp: [], handlers: [], scriptLinks: 0, frames: 0 });
  expect(dialogs, where).toEqual([]);
}

test('script in content written by staff never runs in Chromium, on any page that shows it', async ({
  page,
  consoleErrors,
}) => {
  test.setTimeout(120_000);
  const id = unique();
  const dialogs = await armTraps(page);
  const writer = await bearerOf(page.request, 'e2e_writer', 'writer-pass');
  const editor = await bearerOf(page.request, 'e2e_editor', 'editor-pass');
  const shopkeeper = await bearerOf(page.request, 'e2e_shopkeeper', 'shop-pass');
  const twitcher = await bearerOf(page.request, 'e2e_twitcher', 'twitcher-pass');

  const news = await page.request.post('/api/admin/content/news', {
    headers: writer,
    data: {
      title: `Lanterns ${id} ${SHORT}`,
      snippet: `Snippet ${PAYLOADS.slice(0, 4).join(' ')}`,
      category: `Events ${SHORT}`.slice(0, 64),
      body: `## Lanterns ${id}\n\n${CORPUS}`,
      status: 'published',
      imageUrl: 'data:image/svg+xml,<svg onload=window.__xss=1>',
    },
  });
  expect(news.status(), await news.text()).toBe(201);
  const newsId = (await news.json()).id;
  const note = await page.request.post('/api/admin/content/patchnotes', {
    headers: editor,
    data: {
      version: `<svg onload=window.__xss=1>`,
      title: `Patch ${id} ${SHORT}`,
      body: `## Patch ${id}\n\n${CORPUS}`,
      releaseDate: '2026-01-01',
      status: 'published',
    },
  });
  expect(note.status(), await note.text()).toBe(201);
  const noteId = (await note.json()).id;
  const category = `Lab ${id} <img src=x onerror=window.__xss=1>`;
  const productBody = {
    name: `Gift ${id} ${SHORT}`,
    description: `Gift ${id}\n\n${CORPUS}`,
    price: 100,
    category,
    category_desc: `Category ${id}\n\n${PAYLOADS.slice(0, 12).join('\n\n')}`,
    isCustomIcon: 'javascript:window.__xss=1',
    grants: { coins: 1 },
  };
  const product = await page.request.post('/api/admin/shop/products', {
    headers: shopkeeper,
    data: productBody,
  });
  expect(product.status(), await product.text()).toBe(201);
  const productId = (await product.json()).productId ?? (await product.json()).id;
  const reward = await page.request.post('/api/admin/twitch/rewards', {
    headers: twitcher,
    multipart: {
      season: '1',
      type: 'viewer',
      title: `Drop ${id} ${SHORT}`,
      description: PAYLOADS.join(' ').slice(0, 2000),
      requiredMinutes: '60',
      itemId: '300300',
      itemQuantity: '1',
    },
  });
  expect(reward.status(), await reward.text()).toBe(201);
  const rewardId = (await reward.json()).id ?? (await reward.json()).rewardId;

  try {
    // A player linked to Twitch, so the profile shows the drops.
    const name = `xss_${id}`;
    const registered = await page.request.post('/api/auth/register', {
      data: { username: name, email: `${name}@e2e.test`, password: 'xss-pass-42', attribution: null },
    });
    expect(registered.status()).toBe(201);
    const player = await bearerOf(page.request, name, 'xss-pass-42');
    const control = `http://127.0.0.1:${E2E_TWITCH_PORT}/_fake/authorize-as`;
    await page.request.post(control, { data: { id: `x-${id}`, login: name } });
    const { url } = await (await page.request.get('/api/auth/twitch/link', { headers: player })).json();
    expect((await page.request.get(url)).status()).toBe(200);
    await loginViaApi(page, name, 'xss-pass-42');

    // Rendered by the server, then by the app as it hydrates; and reached by the app's own navigation.
    await page.goto(`/news/${newsId}`);
    await expect(page.getByRole('heading', { name: `Lanterns ${id}` }).first()).toBeVisible();
    await expect(page.getByText('<script>window.__xss=1</script>').first()).toBeVisible();
    await expectInert(page, 'news article', dialogs);
    await page.goto('/news');
    await expect(page.getByText(`Lanterns ${id} ${SHORT}`).first()).toBeVisible();
    await expectInert(page, 'news list', dialogs);
    await page
      .getByRole('link', { name: new RegExp(`Lanterns ${id}`) })
      .first()
      .click();
    await expect(page).toHaveURL(new RegExp(`/news/${newsId}$`));
    await expect(page.getByText('<script>window.__xss=1</script>').first()).toBeVisible();
    await expectInert(page, 'news article after navigation', dialogs);

    await page.goto(`/patch-notes/${noteId}`);
    await expect(page.getByText(`Patch ${id} ${SHORT}`).first()).toBeVisible();
    await expectInert(page, 'patch note', dialogs);
    await page.goto('/patch-notes');
    await expect(page.getByText(`Patch ${id} ${SHORT}`).first()).toBeVisible();
    await expectInert(page, 'patch notes list', dialogs);

    await page.goto('/');
    await page.getByRole('button', { name: 'Donate' }).first().click();
    const shop = page.getByRole('dialog', { name: 'DONATIONS' });
    await shop.getByRole('button', { name: new RegExp(`Lab ${id}`) }).click();
    await expect(shop.getByText(`Category ${id}`)).toBeVisible();
    await expect(shop.getByRole('article').filter({ hasText: `Gift ${id}` })).toBeVisible();
    await expectInert(page, 'shop overlay', dialogs);

    await page.goto('/profile');
    await page.getByRole('tab', { name: 'Viewer Drops' }).click();
    await expect(page.getByText(`Drop ${id} ${SHORT}`)).toBeVisible();
    await expectInert(page, 'profile drops', dialogs);
  } finally {
    // Other specs read the same site: what this one wrote goes.
    await page.request.delete(`/api/admin/content/news/${newsId}`, { headers: writer });
    await page.request.delete(`/api/admin/content/patchnotes/${noteId}`, { headers: editor });
    await page.request.put(`/api/admin/shop/products/${productId}`, {
      headers: shopkeeper,
      data: { ...productBody, active: false },
    });
    await page.request.delete(`/api/admin/twitch/rewards/${rewardId}`, { headers: twitcher });
  }
  expect(consoleErrors).toEqual([]);
});
