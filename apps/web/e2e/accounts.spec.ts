import type { Page } from '@playwright/test';
import { expect, freshPage, test } from './fixtures.ts';
import { linkFromMail } from './mail.ts';

const unique = () => Math.random().toString(36).slice(2, 8);

async function logInWith(page: Page, identifier: string, password: string) {
  await page.getByLabel('Username or Email').fill(identifier);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Login', exact: true }).click();
}

async function register(page: Page, username: string, email: string, password: string) {
  await page.goto('/register');
  await page.getByLabel('Username').fill(username);
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByLabel('Confirm Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Create Account' }).click();
  await expect(
    page.getByText('Registration successful! Please check your email to confirm your account.'),
  ).toBeVisible();
  await expect(page).toHaveURL(/\/login$/, { timeout: 6_000 });
}

test('register, confirm by mail, log out, and log in by email back to the page that asked', async ({
  page,
  consoleErrors,
}) => {
  const name = `hero_${unique()}`;
  const email = `${name}@e2e.test`;
  await register(page, name, email, 'hero-pass-1');

  // The link lands on its own page (mailed-links.spec.ts has the rest of it), which leads to the login.
  const link = await linkFromMail(email, 'Confirm your email address', '/confirm-email/');
  await page.goto(link);
  await expect(page.getByText('Your email address is confirmed. Thank you!')).toBeVisible();
  await page.getByRole('main').getByRole('link', { name: 'Login' }).click();
  await expect(page).toHaveURL(/\/login$/);
  await logInWith(page, name, 'hero-pass-1');
  await expect(page).toHaveURL(/\/$/);
  await page.goto('/profile');
  await expect(page.getByText(email)).toBeVisible();
  await expect(page.getByText('(Unconfirmed)')).toHaveCount(0);

  await page.getByRole('button', { name: 'Logout' }).click();
  await expect(page).toHaveURL(/\/login$/);
  await page.goto('/profile');
  await expect(page).toHaveURL(/\/login$/);
  await logInWith(page, email.toUpperCase(), 'hero-pass-1');
  await expect(page).toHaveURL(/\/profile$/);
  await expect(page.getByRole('heading', { name })).toBeVisible();
  expect(consoleErrors).toEqual([]);
});

test('forgot password: the mailed link sets a new password; the old one and old sessions stop working', async ({
  page,
  browser,
  consoleErrors,
}) => {
  const name = `forget_${unique()}`;
  const email = `${name}@e2e.test`;
  await register(page, name, email, 'old-pass-1');

  const other = await freshPage(browser);
  await other.goto('/login');
  await logInWith(other, name, 'old-pass-1');
  await expect(other).toHaveURL(/\/$/);

  await page.goto('/login');
  await page.getByRole('button', { name: 'Forgot Password?' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel('Email').fill(email);
  await dialog.getByRole('button', { name: 'Send Reset Link' }).click();
  await expect(
    dialog.getByText(
      'Password reset instructions have been sent to your email address. Please check your inbox (and spam folder).',
    ),
  ).toBeVisible();

  const link = await linkFromMail(email, 'Reset your password', '/reset-password/');
  await page.goto(link);
  await expect(page.getByRole('heading', { name: 'Reset Your Password' })).toBeVisible();
  await page.getByLabel('New Password', { exact: true }).fill('new-pass-2');
  await page.getByLabel('Confirm New Password', { exact: true }).fill('new-pass-2');
  await page.getByRole('button', { name: 'Reset Password' }).click();
  await expect(page.getByText('Password reset successfully! You can now log in.')).toBeVisible();
  await expect(page).toHaveURL(/\/login$/, { timeout: 6_000 });

  await logInWith(page, name, 'old-pass-1');
  await expect(page.getByText('Invalid username or password.')).toBeVisible();
  await logInWith(page, name, 'new-pass-2');
  await expect(page).toHaveURL(/\/$/);

  await other.goto('/profile');
  await expect(other).toHaveURL(/\/login/);
  await other.context().close();
  expect(consoleErrors).toEqual([]);
});

test('change email: the link mailed to the new address finishes the change', async ({
  page,
  consoleErrors,
}) => {
  const name = `mover_${unique()}`;
  await register(page, name, `${name}@e2e.test`, 'mover-pass');
  await logInWith(page, name, 'mover-pass');
  // Wait for the session before leaving the login page, or /profile sends us straight back to it.
  await expect(page).toHaveURL(/\/$/);
  await page.goto('/profile');
  await page.getByRole('button', { name: 'Change Email' }).click();
  const dialog = page.getByRole('dialog');
  const newEmail = `${name}.new@e2e.test`;
  await dialog.getByLabel('New Email', { exact: true }).fill(newEmail);
  await dialog.getByLabel('Confirm New Email', { exact: true }).fill(newEmail);
  await dialog.getByLabel('Current Password').fill('mover-pass');
  await dialog.getByRole('button', { name: 'Change Email' }).click();
  await expect(
    dialog.getByText(
      'Email change request submitted successfully. Please check your new email address for a confirmation link to finalize the change.',
    ),
  ).toBeVisible();

  const link = await linkFromMail(newEmail, 'Confirm your new email address', '/confirm-email-change/');
  // Opening the link changes nothing (a mail scanner opens links too): its page asks for the click.
  await page.goto(link);
  await expect(page.getByRole('heading', { name: 'Confirm Your New Email Address' })).toBeVisible();
  await page.getByRole('button', { name: 'Confirm Email Change' }).click();
  await expect(page.getByText(`Your email address is now ${newEmail}.`)).toBeVisible();
  await page.getByRole('link', { name: 'Go to Profile' }).click();
  await expect(page.getByText(newEmail, { exact: true })).toBeVisible();
  expect(consoleErrors).toEqual([]);
});

test('a banned account cannot log in and sees why', async ({ page, consoleErrors }) => {
  const name = `outlaw_${unique()}`;
  await register(page, name, `${name}@e2e.test`, 'outlaw-pass');
  const mod = await page.request.post('/api/auth/login', {
    data: { identifier: 'e2e_mod', password: 'mod-pass' },
  });
  const { accessToken } = await mod.json();
  const auth = { authorization: `Bearer ${accessToken}` };
  const found = await page.request.get(`/api/admin/users?search=${name}`, { headers: auth });
  const [user] = (await found.json()).users;
  const banned = await page.request.post('/api/admin/banUser', {
    headers: auth,
    data: {
      accountDBID: user.accountDBID,
      endTime: '2099-05-01T12:00:00Z',
      description: 'Exploiting dungeons.',
      ip: '',
    },
  });
  expect(banned.status()).toBe(200);

  await page.goto('/login');
  await logInWith(page, name, 'outlaw-pass');
  await expect(
    page.getByText('This account is banned until 1 May 2099 at 12:00 UTC. Reason: Exploiting dungeons.'),
  ).toBeVisible();
  await expect(page).toHaveURL(/\/login$/);
  expect(consoleErrors).toEqual([]);
});
