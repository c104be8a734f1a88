import AxeBuilder from '@axe-core/playwright';
import { expect, freshPage, test } from './fixtures.ts';

const unique = () => Math.random().toString(36).slice(2, 8);

test('a visit from a YouTube link sends one hit, and the registration that follows carries it', async ({
  page,
  consoleErrors,
}) => {
  const hits: string[] = [];
  page.on('request', (request) => {
    if (request.url().endsWith('/api/v1/tracking/referral-hit')) hits.push(request.postData() ?? '');
  });
  await page.goto('/?utm_source=youtube&utm_content=abc&utm_campaign=launch');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect.poll(() => hits.length).toBe(1);
  const hit = JSON.parse(hits[0] ?? '{}');
  expect(hit).toMatchObject({ source: 'youtube', content: 'abc', campaign: 'launch' });
  expect(hit.viewerId).toMatch(/^vid-\d+-\w+$/);
  expect(await page.evaluate(() => localStorage.getItem('initialReferral'))).toContain('"content":"abc"');

  const name = `fan_${unique()}`;
  await page.goto('/register');
  await page.getByLabel('Username').fill(name);
  await page.getByLabel('Email').fill(`${name}@e2e.test`);
  await page.getByLabel('Password', { exact: true }).fill('fan-pass-1');
  await page.getByLabel('Confirm Password', { exact: true }).fill('fan-pass-1');
  const [registration] = await Promise.all([
    page.waitForRequest((request) => request.url().endsWith('/api/auth/register')),
    page.getByRole('button', { name: 'Create Account' }).click(),
  ]);
  expect(registration.postDataJSON().attribution).toMatchObject({
    source: 'youtube',
    content: 'abc',
    viewerId: hit.viewerId,
  });
  await expect(
    page.getByText('Registration successful! Please check your email to confirm your account.'),
  ).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem('initialReferral'))).toBeNull();
  expect(hits).toHaveLength(1);
  expect(consoleErrors).toEqual([]);
});

test('scrolling the landing page changes the active background', async ({ page, consoleErrors }) => {
  await page.goto('/');
  const active = page.locator('[data-testid="landing-backdrop"] [data-active="true"]');
  await expect(active).toHaveAttribute('data-section', 'welcome');
  await page.locator('#start').scrollIntoViewIfNeeded();
  await page.locator('#start').evaluate((element) => element.scrollIntoView({ block: 'center' }));
  await expect(active).toHaveAttribute('data-section', 'start');
  await expect(page.getByRole('link', { name: 'Create Account' }).first()).toHaveAttribute(
    'href',
    '/register',
  );
  expect(consoleErrors).toEqual([]);
});

test('the terms and privacy pages show their headings and dates', async ({ page, consoleErrors }) => {
  await page.goto('/tos');
  await expect(page.getByRole('heading', { name: 'Terms and Conditions of Use', level: 1 })).toBeVisible();
  await expect(page.getByText('Last updated: June 24th, 2025')).toBeVisible();
  await page.goto('/legal');
  await expect(page.getByRole('heading', { name: 'Privacy Policy', level: 1 })).toBeVisible();
  await expect(page.getByText('Last updated: June 24th, 2025')).toBeVisible();
  expect(consoleErrors).toEqual([]);
});

test('the consent bar remembers the choice', async ({ browser }) => {
  const page = await freshPage(browser);
  await page.goto('/tos');
  const bar = page.getByRole('region', { name: 'Privacy choices' });
  await expect(bar).toBeVisible();
  await bar.getByRole('button', { name: 'Essential only' }).click();
  await expect(bar).toHaveCount(0);
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Terms and Conditions of Use' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Privacy choices' })).toHaveCount(0);
  await page.context().close();
});

for (const url of ['/', '/tos', '/legal']) {
  test(`axe finds no violation on ${url}`, async ({ browser }) => {
    const page = await freshPage(browser);
    const context = page.context();
    await page.addInitScript(() => window.localStorage.setItem('consent', 'essential'));
    await page.goto(url);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await page.waitForTimeout(1200);
    const results = await new AxeBuilder({ page }).analyze();
    expect(
      results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`),
    ).toEqual([]);
    await context.close();
  });
}

test('robots.txt is a real robots file, not the app page', async ({ page }) => {
  const response = await page.request.get('/robots.txt');
  expect(response.status()).toBe(200);
  expect(response.headers()['content-type']).toMatch(/^text\/plain/);
  expect(await response.text()).toContain('Disallow: /admin');
});
