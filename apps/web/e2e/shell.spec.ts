import { expect, loginViaApi, test } from './fixtures.ts';

test('the home page loads with its header and footer and no console error', async ({
  page,
  consoleErrors,
}) => {
  await page.goto('/');
  await expect(page.getByRole('link', { name: 'Agaia Online home' })).toBeVisible();
  await expect(page.getByText('Agaia Online - est. 2025.')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Terms of Service' })).toHaveAttribute('href', '/tos');
  await expect(page.getByRole('link', { name: 'Legal Notice' })).toHaveAttribute('href', '/legal');
  await page.waitForLoadState('networkidle');
  expect(consoleErrors).toEqual([]);
});

test('an unknown path shows the 404 page whose link goes home', async ({ page, consoleErrors }) => {
  // Answered with 404 (no soft 200 a search engine would index), the page itself still drawn.
  expect((await page.goto('/does-not-exist'))?.status()).toBe(404);
  await expect(page.getByRole('heading', { name: 'Oops! Page Not Found' })).toBeVisible();
  await page.getByRole('link', { name: 'Go Back Home' }).click();
  await expect(page).toHaveURL(/\/$/);
  expect(consoleErrors).toEqual([]);
});

test('/profile and /admin send a visitor to /login', async ({ page, consoleErrors }) => {
  await page.goto('/profile');
  await expect(page).toHaveURL(/\/login$/);
  await page.goto('/admin');
  await expect(page).toHaveURL(/\/login$/);
  expect(consoleErrors).toEqual([]);
});

test('a player with webMgt 1 has no Admin link and is sent home from /admin', async ({
  page,
  consoleErrors,
}) => {
  await loginViaApi(page, 'e2e_player', 'player-pass');
  await page.goto('/');
  await expect(page.getByRole('link', { name: 'Profile' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Logout' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Admin' })).toHaveCount(0);
  await page.goto('/admin');
  await expect(page).toHaveURL(/\/$/);
  expect(consoleErrors).toEqual([]);
});

test('an admin with webMgt 2 sees the Admin link and reaches /admin', async ({ page, consoleErrors }) => {
  await loginViaApi(page, 'e2e_admin', 'admin-pass');
  await page.goto('/');
  await page.getByRole('link', { name: 'Admin' }).click();
  await expect(page).toHaveURL(/\/admin$/);
  await expect(page.getByRole('heading', { name: 'Admin Panel' })).toBeVisible();
  expect(consoleErrors).toEqual([]);
});

test('logout ends the session on the server and goes to /login', async ({ page, consoleErrors }) => {
  await loginViaApi(page, 'e2e_player', 'player-pass');
  await page.goto('/');
  const token = await page.evaluate(
    () => JSON.parse(localStorage.getItem('user') ?? '{}').accessToken as string,
  );
  await page.getByRole('button', { name: 'Logout' }).click();
  await expect(page).toHaveURL(/\/login$/);
  expect(await page.evaluate(() => localStorage.getItem('user'))).toBeNull();
  const after = await page.request.delete('/api/auth/session', {
    headers: { authorization: `Bearer ${token}` },
  });
  expect(after.status()).toBe(401);
  expect(consoleErrors).toEqual([]);
});

test.describe('on a 375 px wide phone', () => {
  test.use({ viewport: { width: 375, height: 740 } });

  test('the hamburger menu opens, and closes when a link is chosen', async ({ page, consoleErrors }) => {
    await page.goto('/');
    const menuButton = page.getByRole('button', { name: 'Open menu' });
    await expect(menuButton).toBeVisible();
    await expect(page.getByRole('link', { name: 'News', exact: true })).toBeHidden();
    await menuButton.click();
    await expect(page.getByRole('button', { name: 'Close menu' })).toHaveAttribute('aria-expanded', 'true');
    await page.getByRole('link', { name: 'News', exact: true }).click();
    await expect(page).toHaveURL(/\/news$/);
    await expect(page.getByRole('button', { name: 'Open menu' })).toHaveAttribute('aria-expanded', 'false');
    await expect(page.getByRole('link', { name: 'News', exact: true })).toBeHidden();
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    expect(consoleErrors).toEqual([]);
  });
});
