import { expect, expectNoAxeViolation, freshPage, loginViaUi, newPlayer, test } from './fixtures.ts';

test('a player asks for deletion on the profile; a staff member confirms it, and the login is gone', async ({
  page,
  browser,
  consoleErrors,
}) => {
  const name = await newPlayer(page, 'leaver', 'leaver-pass');
  await page.goto('/profile');
  await page.getByRole('button', { name: 'Delete my account' }).click();
  const dialog = page.getByRole('dialog', { name: 'Delete your account' });
  await expect(dialog.getByText(/Donation records are kept without your name/)).toBeVisible();
  await expectNoAxeViolation(page);
  await dialog.getByLabel('Why are you leaving? (optional)').fill('Moving on to other games.');
  await dialog.getByLabel('Current Password').fill('leaver-pass');
  await dialog.getByRole('button', { name: 'Request Deletion' }).click();
  await expect(page.getByText(/^Your deletion request was sent\./)).toBeVisible();
  await expect(page.getByText(/^You asked on .* for this account to be deleted\./)).toBeVisible();
  await expect(page.getByRole('button', { name: 'Take Back Request' })).toBeVisible();

  const staff = await freshPage(browser);
  await loginViaUi(staff, 'e2e_mod', 'mod-pass');
  await staff.goto('/admin/deletions');
  const row = staff.getByRole('row').filter({ hasText: name });
  await expect(row.getByText('Moving on to other games.')).toBeVisible();
  await expectNoAxeViolation(staff);
  await row.getByRole('button', { name: `Delete Account ${name}` }).click();
  const confirm = staff.getByRole('dialog', { name: 'Delete this account?' });
  await confirm.getByRole('button', { name: 'Delete Account' }).click();
  await expect(staff.getByText(/^Account \d+ was deleted\.$/)).toBeVisible();
  await expect(staff.getByRole('row').filter({ hasText: name })).toHaveCount(0);

  // The player's session ended with the account; the old name and password open nothing.
  await page.goto('/profile');
  await expect(page).toHaveURL(/\/login/);
  await page.getByLabel('Username or Email').fill(name);
  await page.getByLabel('Password', { exact: true }).fill('leaver-pass');
  await page.getByRole('button', { name: 'Login', exact: true }).click();
  await expect(page.getByText('Invalid username or password.')).toBeVisible();
  expect(consoleErrors).toEqual([]);
});
