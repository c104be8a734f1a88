import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { expect, loginViaUi, test } from './fixtures.ts';

/** Axe on the settled screen: no panel still loading, no chart still fading in. */
async function expectNoAxeViolation(page: Page) {
  await expect(page.getByText('Loading figures...')).toHaveCount(0);
  const results = await new AxeBuilder({ page }).analyze();
  expect(
    results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`),
  ).toEqual([]);
}

/** A chart has drawn: uPlot's canvas inside the figure, with a size. */
async function expectChartDrawn(page: Page, title: string) {
  const figure = page.getByRole('figure', { name: title });
  await expect(figure).toBeVisible();
  const canvas = figure.locator('canvas').first();
  await expect(canvas).toBeVisible();
  expect((await canvas.boundingBox())?.width ?? 0).toBeGreaterThan(100);
  return figure;
}

test.describe('admin statistics', () => {
  test('Game and Payment Stats draw charts from the site, switch to tables, and keep the period in the URL', async ({
    page,
    consoleErrors,
  }) => {
    // A registration and logins of this run: the figures are the site's own.
    const name = `stat_${Math.random().toString(36).slice(2, 8)}`;
    const registered = await page.request.post('/api/auth/register', {
      data: { username: name, email: `${name}@players.e2e.test`, password: 'stats-pass', attribution: null },
    });
    expect(registered.status()).toBe(201);
    await loginViaUi(page, 'e2e_analyst', 'analyst-pass');

    await page.goto('/admin/game-stats');
    await expect(page.getByRole('heading', { level: 3, name: 'Game Statistics' })).toBeVisible();
    const accounts = page.getByText('Total accounts').locator('..');
    await expect(accounts).toContainText(/\d/);
    const figure = await expectChartDrawn(page, 'Registrations and logins');
    await figure.getByRole('button', { name: 'Table' }).click();
    const table = figure.getByRole('table');
    await expect(table).toBeVisible();
    // Today's row counts this run's registration at least.
    const today = table.getByRole('row').last();
    await expect(today).toContainText(/[1-9]/);
    await expectNoAxeViolation(page);
    await page.screenshot({ path: 'test-results/stats/game-1440.png', fullPage: true });

    // The period lives in the URL: a week bucket survives a reload.
    await page.getByLabel('Bucket').selectOption('week');
    await page.getByRole('button', { name: 'Show' }).click();
    await expect(page).toHaveURL(/bucket=week/);
    await page.reload();
    await expect(page.getByLabel('Bucket')).toHaveValue('week');
    await expectChartDrawn(page, 'Registrations and logins');

    // The menu has Payment Stats for prime 19.
    await page
      .getByRole('navigation', { name: 'Admin Menu' })
      .getByRole('link', { name: 'Payment Stats' })
      .click();
    await expect(page.getByRole('heading', { level: 3, name: 'Payment Statistics' })).toBeVisible();
    await expectChartDrawn(page, 'Orders by status');
    await expectNoAxeViolation(page);
    expect(consoleErrors).toEqual([]);
  });

  test('an admin with Game Stats only never sees Payment Stats', async ({ page }) => {
    await loginViaUi(page, 'e2e_counter', 'counter-pass');
    await page.goto('/admin/game-stats');
    await expect(page.getByRole('heading', { level: 3, name: 'Game Statistics' })).toBeVisible();
    const menu = page.getByRole('navigation', { name: 'Admin Menu' });
    await expect(menu.getByRole('link', { name: 'Game Stats' })).toBeVisible();
    await expect(menu.getByRole('link', { name: 'Payment Stats' })).toHaveCount(0);
    // Asked for directly, the panel falls back to a section it may open; the API refuses the figures.
    await page.goto('/admin/payment-stats');
    await expect(page.getByRole('heading', { level: 3, name: 'Game Statistics' })).toBeVisible();
    await expect(page.getByRole('heading', { level: 3, name: 'Payment Statistics' })).toHaveCount(0);
    const login = await page.request.post('/api/auth/login', {
      data: { identifier: 'e2e_counter', password: 'counter-pass' },
    });
    const token = (await login.json()).accessToken;
    const refused = await page.request.get('/api/admin/stats/payments', {
      headers: { authorization: `Bearer ${token}` },
    });
    expect(refused.status()).toBe(403);
    await expectNoAxeViolation(page);
  });

  test.describe('on a phone', () => {
    test.use({ viewport: { width: 375, height: 812 } });

    test('the Game Stats fit the screen', async ({ page }) => {
      await loginViaUi(page, 'e2e_analyst', 'analyst-pass');
      await page.goto('/admin/game-stats');
      await expectChartDrawn(page, 'Registrations and logins');
      const width = await page.evaluate(() => document.documentElement.scrollWidth);
      expect(width).toBeLessThanOrEqual(375);
      await page.screenshot({ path: 'test-results/stats/game-375.png', fullPage: true });
      await expectNoAxeViolation(page);
    });
  });
});
