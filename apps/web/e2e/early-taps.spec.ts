import type { Browser, BrowserContextOptions, Locator, Page } from '@playwright/test';
import { ptBR } from '../src/i18n/pt-BR/main.ts';
import { expect, test } from './fixtures.ts';

// A public page paints from the server's HTML seconds before its code has loaded and hydrated it (issue 31). A tap
// in those seconds is not lost: the menu and the choices work at once, a press waits, visibly, and is done once the
// code runs (index.html's early script). Each test holds the page's JavaScript back, taps as soon as the control is
// painted, checks what shows while the code is held, then lets the code come and checks the outcome.

const PHONE = { width: 375, height: 812 };
const EXPECTED_CLIENT_ERROR = /^Failed to load resource: the server responded with a status of 4\d\d/;

type Visit = { page: Page; errors: string[]; release: () => void };

/**
 * A page in a browser of its own whose built JavaScript (/assets/*.js) is answered only once `release` is called:
 * its pages come from the server and paint, their code waits. Console errors and uncaught exceptions are collected.
 */
async function visitWithCodeHeld(
  browser: Browser,
  options: BrowserContextOptions & { consent?: string } = {},
): Promise<Visit> {
  const { consent = 'essential', ...contextOptions } = options;
  const context = await browser.newContext(contextOptions);
  const page = await context.newPage();
  if (consent) await page.addInitScript((value) => window.localStorage.setItem('consent', value), consent);
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' && !EXPECTED_CLIENT_ERROR.test(message.text()))
      errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(error.message));
  let release = () => {};
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(/\/assets\/[^?]+\.js(\?.*)?$/, async (route) => {
    await released;
    await route.continue();
  });
  return { page, errors, release };
}

/** Opens a page as it paints: the server's HTML, its code still held. */
async function open(page: Page, url: string): Promise<void> {
  await page.goto(url, { waitUntil: 'domcontentloaded' });
}

const root = (page: Page) => page.locator('html');
const hydrated = (page: Page) => expect(root(page)).toHaveAttribute('data-hydrated', '');

/** The control is marked busy and shows it: the turning ring before its label, the waiting cursor. */
async function expectWaiting(control: Locator): Promise<void> {
  await expect(control).toHaveAttribute('aria-busy', 'true');
  const look = await control.evaluate((element) => ({
    ring: getComputedStyle(element, '::before').animationName,
    cursor: getComputedStyle(element).cursor,
  }));
  expect(look).toEqual({ ring: 'early-busy', cursor: 'progress' });
}

test('the phone menu opens and closes before the code runs, and stays open for it', async ({ browser }) => {
  const { page, errors, release } = await visitWithCodeHeld(browser, { viewport: PHONE });
  await open(page, '/');
  const news = page.getByRole('banner').getByRole('link', { name: 'News', exact: true });
  await page.getByRole('button', { name: 'Open menu' }).click();
  const close = page.getByRole('button', { name: 'Close menu' });
  await expect(close).toHaveAttribute('aria-expanded', 'true');
  await expect(news).toBeVisible();
  // Escape closes it and gives the focus back to the button, as the app's menu does.
  await page.keyboard.press('Escape');
  const toggle = page.getByRole('button', { name: 'Open menu' });
  await expect(toggle).toHaveAttribute('aria-expanded', 'false');
  await expect(toggle).toBeFocused();
  await expect(news).toBeHidden();
  await toggle.click();
  await expect(news).toBeVisible();
  await expect(root(page)).not.toHaveAttribute('data-hydrated');

  release();
  await hydrated(page);
  // The app took the open menu over: a choice in it closes it, now inside the app.
  await expect(close).toHaveAttribute('aria-expanded', 'true');
  await news.click();
  await expect(page.getByRole('heading', { level: 1, name: 'NEWS' })).toBeVisible();
  await expect(toggle).toHaveAttribute('aria-expanded', 'false');
  await expect(news).toBeHidden();
  expect(errors).toEqual([]);
  await page.context().close();
});

test('a language chosen before the code runs shows the page in it, and the next pages', async ({
  browser,
}) => {
  const { page, errors, release } = await visitWithCodeHeld(browser);
  await open(page, '/tos');
  const title = page.getByRole('heading', { level: 1 });
  const inPortuguese = async () => {
    await expect(root(page)).toHaveAttribute('lang', 'pt-BR');
    await expect(
      page.getByRole('banner').getByRole('link', { name: ptBR.nav.news, exact: true }),
    ).toBeVisible();
    await expect(page.getByRole('contentinfo').getByRole('link', { name: ptBR.footer.tos })).toBeVisible();
  };
  await expect(title).toHaveText('Terms and Conditions of Use');
  await page.getByRole('contentinfo').getByRole('combobox', { name: 'Language' }).selectOption('pt-BR');
  // The server renders it at once, in Portuguese, the code still held.
  await expect(page).toHaveURL(/\/tos\?lang=pt-BR$/);
  await inPortuguese();
  await expect(title).not.toHaveText('Terms and Conditions of Use');
  await expect(root(page)).not.toHaveAttribute('data-hydrated');

  release();
  await hydrated(page);
  await inPortuguese();
  await expect(title).not.toHaveText('Terms and Conditions of Use');
  // The code finishes the choice: `?lang=` only asked the server for it, and leaves the address.
  await expect(page).toHaveURL(/\/tos$/);
  // The next page, inside the app and loaded afresh (the server reads the choice from its cookie).
  await page.getByRole('banner').getByRole('link', { name: ptBR.nav.news, exact: true }).click();
  await expect(page).toHaveURL(/\/news$/);
  await expect(title).toBeVisible();
  await expect(title).not.toHaveText('NEWS');
  await page.goto('/patch-notes');
  await inPortuguese();
  await hydrated(page);
  await inPortuguese();
  expect(await page.evaluate(() => localStorage.getItem('language'))).toBe('pt-BR');
  expect(errors).toEqual([]);
  await page.context().close();
});

for (const [button, stored] of [
  ['Essential only', 'essential'],
  ['Accept all', 'all'],
] as const) {
  test(`the consent bar's ${button} before the code runs is kept at once`, async ({ browser }) => {
    const { page, errors, release } = await visitWithCodeHeld(browser, { viewport: PHONE, consent: '' });
    await open(page, '/tos');
    const bar = page.getByRole('region', { name: 'Privacy choices' });
    await bar.getByRole('button', { name: button }).click();
    // No wait: the choice is stored and the bar gone, the code still held.
    await expect(bar).toBeHidden();
    expect(await page.evaluate(() => localStorage.getItem('consent'))).toBe(stored);
    await expect(root(page)).not.toHaveAttribute('data-hydrated');

    release();
    await hydrated(page);
    await expect(bar).toHaveCount(0);
    await page.reload();
    await hydrated(page);
    await expect(page.getByRole('heading', { level: 1, name: 'Terms and Conditions of Use' })).toBeVisible();
    await expect(bar).toHaveCount(0);
    expect(await page.evaluate(() => localStorage.getItem('consent'))).toBe(stored);
    expect(errors).toEqual([]);
    await page.context().close();
  });
}

test('a login sent before the code runs waits, then logs in with what was typed', async ({
  browser,
  request,
}) => {
  const name = `early_${Math.random().toString(36).slice(2, 8)}`;
  const registered = await request.post('/api/auth/register', {
    data: { username: name, email: `${name}@e2e.test`, password: 'early-pass-9', attribution: null },
  });
  expect(registered.status()).toBe(201);
  const { page, errors, release } = await visitWithCodeHeld(browser);
  await open(page, '/login');
  await page.getByLabel('Username or Email').fill(name);
  await page.getByLabel('Password', { exact: true }).fill('early-pass-9');
  const login = page.getByRole('button', { name: 'Login', exact: true });
  await login.click();
  await expectWaiting(login);
  // Held, not sent by the browser itself (the password never goes into the address).
  await page.waitForTimeout(500);
  await expect(page).toHaveURL(/\/login$/);
  await expect(root(page)).not.toHaveAttribute('data-hydrated');

  release();
  // Where a login from /login lands: the home page, logged in.
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('banner').getByRole('button', { name: 'Logout' })).toBeVisible();
  expect(
    await page.evaluate(() => JSON.parse(localStorage.getItem('user') ?? '{}').accessToken),
  ).toBeTruthy();
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
  expect(errors).toEqual([]);
  await page.context().close();
});

test('a registration sent with Enter before the code runs waits, then registers', async ({
  browser,
  request,
}) => {
  const name = `early_${Math.random().toString(36).slice(2, 8)}`;
  const { page, errors, release } = await visitWithCodeHeld(browser, { viewport: PHONE });
  await open(page, '/register');
  await page.getByLabel('Username').fill(name);
  await page.getByLabel('Email').fill(`${name}@e2e.test`);
  await page.getByLabel('Password', { exact: true }).fill('early-pass-9');
  await page.getByLabel('Confirm Password', { exact: true }).fill('early-pass-9');
  await page.getByLabel('Confirm Password', { exact: true }).press('Enter');
  const submit = page.getByRole('button', { name: 'Create Account' });
  await expectWaiting(submit);
  await page.waitForTimeout(500);
  await expect(page).toHaveURL(/\/register$/);

  release();
  await expect(page.getByText('We sent a mail to', { exact: false })).toBeVisible();
  await expect(page).toHaveURL(/\/login$/, { timeout: 10_000 });
  const login = await request.post('/api/auth/login', {
    data: { identifier: name, password: 'early-pass-9' },
  });
  expect(login.status()).toBe(200);
  expect(errors).toEqual([]);
  await page.context().close();
});
