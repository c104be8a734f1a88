import type { Page } from '@playwright/test';
import { expect, expectNoAxeViolation, newPlayer, test } from './fixtures.ts';

const unique = () => Math.random().toString(36).slice(2, 8);

async function openCategory(page: Page, category: string) {
  await page.getByRole('button', { name: 'Donate' }).first().click();
  const dialog = page.getByRole('dialog', { name: 'DONATIONS' });
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: new RegExp(category) }).click();
  await expect(dialog.getByRole('heading', { name: category })).toBeVisible();
  return dialog;
}

test('a player pays for coins and sees them on the profile once the webhook lands', async ({
  page,
  consoleErrors,
}) => {
  await newPlayer(page, 'buyer', 'buyer-pass');
  const dialog = await openCategory(page, 'Coin Packages');
  const card = dialog.getByRole('article').filter({ hasText: 'Handful of Agaia Coins' });
  await expect(card.getByText(/19,90\s*R\$/)).toBeVisible();
  await card.getByRole('button', { name: 'Pay with Stripe' }).click();

  await expect(page.getByRole('heading', { name: 'Fake Stripe Checkout' })).toBeVisible();
  await page.getByRole('button', { name: 'Pay' }).click();
  await expect(page).toHaveURL(/\/shop\?payment=success&order=\d+$/);
  await expect(page.getByRole('heading', { name: 'Payment Successful' })).toBeVisible();
  await expect(
    page.getByText('Thank you for your purchase. Your items will be delivered to your account shortly.'),
  ).toBeVisible();
  await expect(page.locator('canvas').first()).toBeAttached();
  const order = page.getByRole('region', { name: 'Your order' });
  await expect(order.getByText('Handful of Agaia Coins')).toBeVisible();
  await expect(order.getByText(/19,90\s*R\$/)).toBeVisible();
  await expect(order.getByText('Paid. Your rewards are on their way.')).toBeVisible();
  await expect(order.getByRole('listitem')).toHaveText([
    '500 Agaia CoinsOn your site account: your profile shows them.',
  ]);
  await expectNoAxeViolation(page);

  // The order is its buyer's alone: another player asking for it hears 404, like for an unknown order.
  const orderId = new URL(page.url()).searchParams.get('order');
  const peeker = `peek_${unique()}`;
  const registered = await page.request.post('/api/auth/register', {
    data: { username: peeker, email: `${peeker}@e2e.test`, password: 'peek-pass', attribution: null },
  });
  expect(registered.status()).toBe(201);
  const login = await page.request.post('/api/auth/login', {
    data: { identifier: peeker, password: 'peek-pass' },
  });
  const peek = await page.request.get(`/api/shop/orders/${orderId}`, {
    headers: { authorization: `Bearer ${(await login.json()).accessToken}` },
  });
  expect(peek.status()).toBe(404);

  await page.getByRole('link', { name: 'View Profile' }).click();
  await expect(page).toHaveURL(/\/profile$/);
  await expect(page.getByText('500', { exact: true })).toBeVisible();

  // The donation history lists the order, paid, with what it granted.
  await page.getByRole('tab', { name: 'Donations' }).click();
  const history = page.getByRole('list', { name: 'Your donations' });
  await expect(history.getByText('Handful of Agaia Coins')).toBeVisible();
  await expect(history.getByText('Paid', { exact: true })).toBeVisible();
  await expect(history.getByText(`Order #${orderId} · `, { exact: false })).toBeVisible();
  await expect(history.getByRole('list', { name: 'What it granted' })).toContainText('500 Agaia Coins');
  await expectNoAxeViolation(page);
  expect(consoleErrors).toEqual([]);
});

test('cancelling at Stripe lands on the cancel page and grants nothing', async ({ page, consoleErrors }) => {
  await newPlayer(page, 'buyer', 'buyer-pass');
  const dialog = await openCategory(page, 'Coin Packages');
  await dialog
    .getByRole('article')
    .filter({ hasText: 'Handful of Agaia Coins' })
    .getByRole('button', { name: 'Pay with Stripe' })
    .click();
  await page.getByRole('button', { name: 'Cancel' }).click();
  await expect(page).toHaveURL(/\/shop\?payment=cancel$/);
  await expect(page.getByRole('heading', { name: 'Payment Canceled' })).toBeVisible();
  await expectNoAxeViolation(page);
  await page.getByRole('button', { name: 'Try Again' }).click();
  const again = page.getByRole('dialog', { name: 'DONATIONS' });
  await expect(again).toBeVisible();
  await again.getByRole('button', { name: 'Close' }).click();
  await page.goto('/profile');
  await expect(page.getByText('Agaia Coins')).toBeVisible();
  const coins = await page.request.get('/api/user/profile', {
    headers: {
      authorization: `Bearer ${await page.evaluate(() => JSON.parse(localStorage.getItem('user') ?? '{}').accessToken)}`,
    },
  });
  expect((await coins.json()).agaiaCoins).toBe(0);
  expect(consoleErrors).toEqual([]);
});

test('a product whose sale has ended is not offered', async ({ page, consoleErrors }) => {
  const shopkeeper = await page.request.post('/api/auth/login', {
    data: { identifier: 'e2e_shopkeeper', password: 'shop-pass' },
  });
  const { accessToken } = await shopkeeper.json();
  const created = await page.request.post('/api/admin/shop/products', {
    headers: { authorization: `Bearer ${accessToken}` },
    data: {
      name: 'Expired Bargain',
      description: 'Gone.',
      price: 1000,
      isSale: true,
      saleEndDate: '2020-01-01T00:00:00.000Z',
      category: 'Coin Packages',
      grants: { coins: 100 },
    },
  });
  expect(created.status()).toBe(201);
  await newPlayer(page, 'buyer', 'buyer-pass');
  const dialog = await openCategory(page, 'Coin Packages');
  await expect(dialog.getByText('Handful of Agaia Coins')).toBeVisible();
  await expect(dialog.getByText('Expired Bargain')).toHaveCount(0);
  expect(consoleErrors).toEqual([]);
});
