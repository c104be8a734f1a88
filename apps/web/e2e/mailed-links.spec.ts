import type { Page } from '@playwright/test';
import { expect, freshPage, test } from './fixtures.ts';
import { linkFromMail } from './mail.ts';

// Issue 16: the confirmation link lands on a page that says what came of it and what to do next; a reset link that
// cannot be used shows its one box (docs/product.md §2.4).
const unique = () => Math.random().toString(36).slice(2, 8);
const INVALID_RESET = 'This password reset link is invalid or has expired. Please request a new one.';

/** Registers through the API and answers the link of the confirmation mail. */
async function registered(page: Page, name: string) {
  const email = `${name}@e2e.test`;
  const response = await page.request.post('/api/auth/register', {
    data: { username: name, email, password: 'link-pass-1', attribution: null },
  });
  expect(response.status()).toBe(201);
  return { email, link: await linkFromMail(email, 'Confirm your email address', '/confirm-email/') };
}

/** The text of the outcome box (the status region of the page's panel). */
const outcome = (page: Page) => page.getByRole('main').locator('[data-kind]');

test('the confirmation link says the address is confirmed, then that it was used; logged in, it leads to the profile', async ({
  page,
  browser,
  consoleErrors,
}) => {
  const name = `mailer_${unique()}`;
  const { link } = await registered(page, name);
  expect(new URL(link).pathname).toMatch(/^\/confirm-email\/[\w-]{43}$/);

  await page.goto(link);
  await expect(page.getByRole('heading', { level: 1, name: 'Email Confirmation' })).toBeVisible();
  await expect(outcome(page)).toHaveText('Your email address is confirmed. Thank you!');
  await expect(page.getByText('You can now log in and play.')).toBeVisible();
  await expect(page.getByRole('main').getByRole('link', { name: 'Login' })).toHaveAttribute('href', '/login');

  // Opened again, in another browser where the player is logged in: used, and where to get a new one.
  const other = await freshPage(browser);
  await other.goto('/login');
  await other.getByLabel('Username or Email').fill(name);
  await other.getByLabel('Password', { exact: true }).fill('link-pass-1');
  await other.getByRole('button', { name: 'Login', exact: true }).click();
  await expect(other).toHaveURL(/\/$/);
  await other.goto(link);
  await expect(outcome(other)).toHaveText('This link has already been used.');
  await expect(other.getByText('Need a new link? Choose Resend Confirmation on your profile.')).toBeVisible();
  await other.getByRole('main').getByRole('link', { name: 'Go to Profile' }).click();
  await expect(other).toHaveURL(/\/profile$/);
  await expect(other.getByRole('heading', { name })).toBeVisible();
  await expect(other.getByText('(Unconfirmed)')).toHaveCount(0);
  await other.context().close();
  expect(consoleErrors).toEqual([]);
});

test('a confirmation link that is not one says so and leads through the login to the profile', async ({
  page,
  consoleErrors,
}) => {
  const name = `stray_${unique()}`;
  const { link } = await registered(page, name);
  await page.goto(`${new URL(link).origin}/confirm-email/not-a-real-token`);
  await expect(outcome(page)).toHaveText('This link is invalid. Please request a new one.');
  await expect(
    page.getByText('Need a new link? Log in and choose Resend Confirmation on your profile.'),
  ).toBeVisible();
  await page.getByRole('main').getByRole('link', { name: 'Login' }).click();
  await page.getByLabel('Username or Email').fill(name);
  await page.getByLabel('Password', { exact: true }).fill('link-pass-1');
  await page.getByRole('button', { name: 'Login', exact: true }).click();
  await expect(page).toHaveURL(/\/profile$/);
  await expect(page.getByText('(Unconfirmed)')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Resend Confirmation' })).toBeVisible();
  expect(consoleErrors).toEqual([]);
});

test('a link mailed before the page existed (/api/auth/confirm-email/…) lands on the page too', async ({
  page,
  consoleErrors,
}) => {
  const { link } = await registered(page, `oldlink_${unique()}`);
  const token = new URL(link).pathname.split('/').pop() ?? '';
  await page.goto(`/api/auth/confirm-email/${token}`);
  await expect(page).toHaveURL(new RegExp(`/confirm-email/${token}$`));
  await expect(outcome(page)).toHaveText('Your email address is confirmed. Thank you!');
  expect(consoleErrors).toEqual([]);
});

test('the reset page of a link that cannot be used shows one message: the invalid-link box', async ({
  page,
  consoleErrors,
}) => {
  await page.goto('/reset-password/not-a-real-token');
  const box = outcome(page);
  await expect(box).toHaveText(INVALID_RESET);
  await expect(box).toHaveCount(1);
  await expect(page.getByText('Invalid or expired password reset link.')).toHaveCount(0);
  await expect(page.getByRole('link', { name: 'Request New Link' })).toHaveAttribute(
    'href',
    '/forgot-password',
  );
  await expect(page.getByLabel('New Password', { exact: true })).toHaveCount(0);
  expect(consoleErrors).toEqual([]);
});
