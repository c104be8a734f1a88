import { generate } from 'otplib';
import { expect, expectNoAxeViolation, newPlayer, test } from './fixtures.ts';

/** The code an authenticator app shows `offsetSeconds` from now (a later window is taken once and still in time). */
const codeFor = (secret: string, offsetSeconds = 0) =>
  generate({ secret, epoch: Math.floor(Date.now() / 1000) + offsetSeconds });

test('a player turns on two-factor authentication, then logs in with a recovery code and with the app', async ({
  page,
  consoleErrors,
}) => {
  const name = await newPlayer(page, 'guarded', 'guarded-pass');
  await page.goto('/profile');
  await page.getByRole('tab', { name: 'Security' }).click();
  const panel = page.getByRole('tabpanel', { name: 'Security' });
  await panel.getByRole('button', { name: 'Turn On' }).click();
  // The password first: a wrong one is refused under the field, and nothing is set up.
  const password = panel.getByLabel('Current Password');
  await expect(password).toBeFocused();
  await password.fill('not-the-password');
  await panel.getByRole('button', { name: 'Continue' }).click();
  await expect(panel.getByText('The password is not correct.')).toBeVisible();
  await expect(password).toHaveAttribute('aria-invalid', 'true');
  await expectNoAxeViolation(page);
  await password.fill('guarded-pass');
  await panel.getByRole('button', { name: 'Continue' }).click();
  await expect(
    panel.getByRole('img', { name: 'QR code to add your account to an authenticator app' }),
  ).toBeVisible();
  const secret = (await panel.locator('code').first().textContent())?.replace(/\s+/g, '') ?? '';
  expect(secret).toMatch(/^[A-Z2-7]{16,}$/);
  await expectNoAxeViolation(page);

  await panel.getByLabel('Code from the app').fill(await codeFor(secret));
  await panel.getByRole('button', { name: 'Confirm' }).click();
  const codes = panel.getByRole('list', { name: 'Recovery codes' }).getByRole('listitem');
  await expect(codes).toHaveCount(10);
  const recovery = (await codes.first().textContent())?.trim() ?? '';
  await expectNoAxeViolation(page);
  await panel.getByRole('button', { name: 'Done' }).click();
  await expect(panel.getByText('10 recovery codes left.')).toBeVisible();

  const logIn = async () => {
    await page.getByRole('button', { name: 'Logout' }).first().click();
    await expect(page).toHaveURL(/\/login/);
    await page.getByLabel('Username or Email').fill(name);
    await page.getByLabel('Password', { exact: true }).fill('guarded-pass');
    await page.getByRole('button', { name: 'Login', exact: true }).click();
    await expect(page.getByRole('heading', { name: 'Two-factor authentication' })).toBeVisible();
  };

  // With a recovery code; a wrong code first is refused under the field.
  await logIn();
  await page.getByLabel('Authentication Code').fill('000000');
  await page.getByRole('button', { name: 'Verify' }).click();
  await expect(page.getByText(/^That code is not valid/)).toBeVisible();
  await page.getByRole('button', { name: 'Use a recovery code' }).click();
  await page.getByLabel('Recovery Code').fill(recovery);
  await page.getByRole('button', { name: 'Verify' }).click();
  await expect(page).toHaveURL(/\/$|\/profile/);
  await page.goto('/profile');
  await page.getByRole('tab', { name: 'Security' }).click();
  await expect(page.getByText('9 recovery codes left.')).toBeVisible();

  // With the app: the next window's code (the one used to turn it on was taken).
  await logIn();
  await expectNoAxeViolation(page);
  await page.getByLabel('Authentication Code').fill(await codeFor(secret, 30));
  await page.getByRole('button', { name: 'Verify' }).click();
  await expect(page).not.toHaveURL(/\/login/);
  expect(consoleErrors.filter((line) => !line.includes('400'))).toEqual([]);
});
