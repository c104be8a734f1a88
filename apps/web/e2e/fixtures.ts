import AxeBuilder from '@axe-core/playwright';
import { type APIRequestContext, type Browser, test as base, expect, type Page } from '@playwright/test';
import { E2E_TWITCH_PORT } from '../../../playwright.config.ts';

// The browser logs every 4xx answer as a console error; the flows that expect one (a wrong password, a ban) handle
// it on screen. 5xx answers, CSP violations and script errors still fail the spec.
const EXPECTED_CLIENT_ERROR = /^Failed to load resource: the server responded with a status of 4\d\d/;

/** Every page collects console errors and uncaught exceptions; a spec fails if any appear. */
export const test = base.extend<{ consoleErrors: string[] }>({
  // Specs act as a visitor who already answered the consent bar (landing.spec.ts checks the bar itself).
  page: async ({ page }, use) => {
    await page.addInitScript(() => window.localStorage.setItem('consent', 'essential'));
    await use(whenHydrated(page));
  },
  consoleErrors: async ({ page }, use) => {
    const errors: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error' && !EXPECTED_CLIENT_ERROR.test(message.text()))
        errors.push(message.text());
    });
    page.on('pageerror', (error) => errors.push(error.message));
    await use(errors);
    expect(errors, 'console errors').toEqual([]);
  },
});

export { expect };

/**
 * A public page arrives rendered by the server, and its buttons work once its code has hydrated it: the page's
 * goto and reload wait for that (the app marks <html data-hydrated>), as a user waits for a page to finish loading.
 */
export function whenHydrated(page: Page): Page {
  const goto = page.goto.bind(page);
  const reload = page.reload.bind(page);
  const hydrated = () => page.waitForSelector('html[data-hydrated]', { state: 'attached' });
  page.goto = async (...args) => {
    const response = await goto(...args);
    await hydrated();
    return response;
  };
  page.reload = async (...args) => {
    const response = await reload(...args);
    await hydrated();
    return response;
  };
  return page;
}

/** A page in a fresh browser context (no stored session or choice), waiting for hydration like the fixture's. */
export async function freshPage(browser: Browser): Promise<Page> {
  return whenHydrated(await (await browser.newContext()).newPage());
}

/** Logs in through the API (the login page comes with the accounts issue) and stores the session as the app does. */
export async function loginViaApi(page: Page, identifier: string, password: string): Promise<void> {
  const response = await page.request.post('/api/auth/login', { data: { identifier, password } });
  expect(response.status()).toBe(200);
  const user = await response.json();
  await page.goto('/');
  await page.evaluate((value) => localStorage.setItem('user', JSON.stringify(value)), user);
}

/** Logs in through the login page and waits to leave it. */
export async function loginViaUi(page: Page, identifier: string, password: string): Promise<void> {
  await page.goto('/login');
  await page.getByLabel('Username or Email').fill(identifier);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Login', exact: true }).click();
  await expect(page).not.toHaveURL(/\/login/);
}

/** Registers a new player named `<prefix>_<random>` through the API, logs in through the login page; answers the name. */
export async function newPlayer(page: Page, prefix: string, password: string): Promise<string> {
  const name = `${prefix}_${Math.random().toString(36).slice(2, 8)}`;
  const response = await page.request.post('/api/auth/register', {
    data: { username: name, email: `${name}@e2e.test`, password, attribution: null },
  });
  expect(response.status()).toBe(201);
  await loginViaUi(page, name, password);
  return name;
}

/** Fails, naming each rule and the elements that break it, when axe-core finds an accessibility violation. */
export async function expectNoAxeViolation(page: Page): Promise<void> {
  const results = await new AxeBuilder({ page }).analyze();
  expect(
    results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`),
  ).toEqual([]);
}

/** The bearer header of an account, logged in through the API. */
export async function bearerOf(request: APIRequestContext, identifier: string, password: string) {
  const login = await request.post('/api/auth/login', { data: { identifier, password } });
  return { authorization: `Bearer ${(await login.json()).accessToken}` };
}

/** Drives the Twitch fake (authorize-as, live, chatters...). */
export const fakeTwitch = (request: APIRequestContext, control: string, data: object) =>
  request.post(`http://127.0.0.1:${E2E_TWITCH_PORT}/_fake/${control}`, { data });

/** A season-1 viewer reward of item 300200 that a minute of watch time unlocks; answers its id. */
export async function createMinuteReward(
  request: APIRequestContext,
  admin: Record<string, string>,
  title: string,
  description: string,
): Promise<number> {
  const created = await request.post('/api/admin/twitch/rewards', {
    headers: admin,
    multipart: {
      season: '1',
      type: 'viewer',
      title,
      description,
      requiredMinutes: '1',
      itemId: '300200',
      itemQuantity: '1',
    },
  });
  expect(created.status()).toBe(201);
  return (await created.json()).rewardId;
}
