import type { CDPSession, Page } from '@playwright/test';
import { generate } from 'otplib';
import { E2E_PORT } from '../../../playwright.config.ts';
import { expect, expectNoAxeViolation, loginViaUi, test } from './fixtures.ts';

// WebAuthn takes a domain as the relying party, never an IP address: this spec opens the site at localhost (the
// server lists it in PASSKEY_ORIGINS), and calls the API at 127.0.0.1 as the other specs do.
const SITE = `http://localhost:${E2E_PORT}`;
const API = `http://127.0.0.1:${E2E_PORT}/api`;
test.use({ baseURL: SITE });

/** Chromium's virtual authenticator (the DevTools protocol's WebAuthn domain): a platform passkey that verifies its user. */
async function addVirtualAuthenticator(page: Page): Promise<CDPSession> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('WebAuthn.enable');
  await cdp.send('WebAuthn.addVirtualAuthenticator', {
    options: {
      protocol: 'ctap2',
      transport: 'internal',
      hasResidentKey: true,
      hasUserVerification: true,
      isUserVerified: true,
      automaticPresenceSimulation: true,
    },
  });
  return cdp;
}

async function register(page: Page, prefix: string, password: string) {
  const name = `${prefix}_${Math.random().toString(36).slice(2, 8)}`;
  const response = await page.request.post(`${API}/auth/register`, {
    data: { username: name, email: `${name}@e2e.test`, password, attribution: null },
  });
  expect(response.status()).toBe(201);
  return name;
}

const logOut = async (page: Page) => {
  await page.getByRole('button', { name: 'Logout' }).first().click();
  await expect(page).toHaveURL(/\/login/);
};

test('a player adds a passkey, logs in with it instead of the password and as the second step, then removes it', async ({
  page,
  consoleErrors,
}) => {
  const password = 'passkey-pass-77';
  const name = await register(page, 'keyholder', password);
  await loginViaUi(page, name, password);
  await addVirtualAuthenticator(page);

  await page.goto('/profile');
  await page.getByRole('tab', { name: 'Security' }).click();
  const panel = page.getByRole('tabpanel', { name: 'Security' });
  await expect(panel.getByText('You have no passkeys yet.')).toBeVisible();
  await panel.getByRole('button', { name: 'Add a Passkey' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add a Passkey' });
  await dialog.getByLabel('Current Password').fill(password);
  await dialog.getByLabel('Passkey Name').fill('Test Laptop');
  await expectNoAxeViolation(page);
  await dialog.getByRole('button', { name: 'Continue' }).click();
  await expect(page.getByRole('status').getByText('Passkey added.')).toBeVisible();
  const list = panel.getByRole('list', { name: 'Your passkeys' });
  await expect(list.getByRole('listitem')).toHaveCount(1);
  await expect(list).toContainText('Test Laptop');
  await expect(list).toContainText('Not used yet');
  await expectNoAxeViolation(page);

  // Instead of the password: no name, no password typed.
  await logOut(page);
  await page.getByRole('button', { name: 'Login with a Passkey' }).click();
  await expect(page).not.toHaveURL(/\/login/);
  await page.goto('/profile');
  await expect(page.getByText(name).first()).toBeVisible();
  await page.getByRole('tab', { name: 'Security' }).click();
  await expect(panel.getByRole('list', { name: 'Your passkeys' })).toContainText('Last used');

  // As the second step once two-factor authentication is on (turned on through the API with the session's token).
  const token = await page.evaluate(() => JSON.parse(localStorage.getItem('user') ?? '{}').accessToken);
  const headers = { authorization: `Bearer ${token}` };
  const setup = await (
    await page.request.post(`${API}/user/two-factor/setup`, { headers, data: { password } })
  ).json();
  const code = await generate({ secret: setup.secret, epoch: Math.floor(Date.now() / 1000) });
  expect(
    (
      await page.request.post(`${API}/user/two-factor/enable`, { headers, data: { password, code } })
    ).status(),
  ).toBe(200);
  await page.goto('/login');
  await page.getByLabel('Username or Email').fill(name);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Login', exact: true }).click();
  await expect(page.getByRole('heading', { name: 'Two-factor authentication' })).toBeVisible();
  await expectNoAxeViolation(page);
  await page.getByRole('button', { name: 'Use a Passkey' }).click();
  await expect(page).not.toHaveURL(/\/login/);

  // Removed: the authenticator still holds it, but the site no longer takes it.
  await page.goto('/profile');
  await page.getByRole('tab', { name: 'Security' }).click();
  await panel.getByRole('button', { name: 'Remove: Test Laptop' }).click();
  const confirm = page.getByRole('dialog', { name: 'Remove "Test Laptop"?' });
  await confirm.getByLabel('Current Password').fill(password);
  await confirm.getByRole('button', { name: 'Remove Passkey' }).click();
  await expect(page.getByRole('status').getByText('Passkey removed.')).toBeVisible();
  await expect(panel.getByText('You have no passkeys yet.')).toBeVisible();
  await logOut(page);
  await page.getByRole('button', { name: 'Login with a Passkey' }).click();
  await expect(page.getByText('That passkey could not be verified. Please try again.')).toBeVisible();
  await expect(page).toHaveURL(/\/login/);
  expect(consoleErrors).toEqual([]);
});
