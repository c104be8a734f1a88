import { expect, freshPage, loginViaUi, test } from './fixtures.ts';

const unique = () => Math.random().toString(36).slice(2, 8);

async function registerViaApi(
  request: import('@playwright/test').APIRequestContext,
  name: string,
  password: string,
) {
  const response = await request.post('/api/auth/register', {
    data: { username: name, email: `${name}@players.e2e.test`, password, attribution: null },
  });
  expect(response.status()).toBe(201);
}

test('an account admin finds a player by part of the email, edits the coins, bans and unbans him', async ({
  page,
  browser,
  consoleErrors,
}) => {
  const name = `target_${unique()}`;
  await registerViaApi(page.request, name, 'target-pass');
  const victim = await freshPage(browser);
  await loginViaUi(victim, name, 'target-pass');

  await loginViaUi(page, 'e2e_mod', 'mod-pass');
  await page.goto('/admin');
  const menu = page.getByRole('navigation', { name: 'Admin Menu' });
  await expect(menu.getByRole('link', { name: 'Management' })).toBeVisible();
  await expect(menu.getByRole('link', { name: 'Benefits' })).toHaveCount(0);
  await page.getByLabel('Search users').fill(`${name.slice(3)}@players.e2e`);
  await expect(page.getByRole('cell', { name, exact: true })).toBeVisible();
  await page.getByRole('button', { name: `Edit ${name}` }).click();

  await page.getByLabel('Agaia Coins').fill('750');
  await page.getByRole('button', { name: 'Save Changes' }).click();
  await expect(page.getByText('User updated successfully!')).toBeVisible();

  await page.getByLabel('Ban End Time').fill('2099-01-01T12:00');
  await page.getByLabel('Reason').fill('Speed hacking in battlegrounds.');
  await page.getByRole('button', { name: 'Ban User', exact: true }).click();
  await page
    .getByRole('dialog', { name: `Ban ${name}?` })
    .getByRole('button', { name: 'Yes, Ban' })
    .click();
  await expect(page.getByText(`User ${name} banned successfully.`)).toBeVisible();

  await victim.goto('/profile');
  await expect(victim).toHaveURL(/\/login/);
  await victim.getByLabel('Username or Email').fill(name);
  await victim.getByLabel('Password', { exact: true }).fill('target-pass');
  await victim.getByRole('button', { name: 'Login', exact: true }).click();
  await expect(
    victim.getByText(/This account is banned until .* Reason: Speed hacking in battlegrounds\./),
  ).toBeVisible();

  await page.getByRole('button', { name: 'Unban User' }).click();
  await expect(page.getByText(`User ${name} unbanned successfully.`)).toBeVisible();
  await victim.getByRole('button', { name: 'Login', exact: true }).click();
  // Back to the page that sent the player to the login page, showing the coins the admin set.
  await expect(victim).toHaveURL(/\/profile$/);
  await expect(victim.getByText('750')).toBeVisible();
  await victim.context().close();
  expect(consoleErrors).toEqual([]);
});

test('a benefits admin sees only Benefits and adds, edits and removes one', async ({
  page,
  consoleErrors,
}) => {
  const name = `perk_${unique()}`;
  await registerViaApi(page.request, name, 'perk-pass-1');
  const login = await page.request.post('/api/auth/login', {
    data: { identifier: name, password: 'perk-pass-1' },
  });
  const { accountDBID } = await login.json();

  await loginViaUi(page, 'e2e_steward', 'steward-pass');
  await page.goto('/admin');
  const menu = page.getByRole('navigation', { name: 'Admin Menu' });
  await expect(menu.getByRole('link')).toHaveCount(1);
  await expect(menu.getByRole('link', { name: 'Benefits' })).toBeVisible();

  await page.getByRole('button', { name: 'Add Benefit' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel('Account DBID').fill(String(accountDBID));
  await dialog.getByLabel('Benefit ID').fill('433');
  await dialog.getByLabel('Available Until').fill('2030-01-01T00:00');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Benefit added successfully!')).toBeVisible();

  await page.getByLabel('Search benefits').fill(String(accountDBID));
  await page.getByRole('button', { name: `Edit benefit 433 of account ${accountDBID}` }).click();
  const edit = page.getByRole('dialog');
  await expect(edit.getByLabel('Account DBID')).not.toBeEditable();
  await edit.getByLabel('Available Until').fill('2031-06-01T00:00');
  await edit.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Benefit updated successfully!')).toBeVisible();

  await page.getByRole('button', { name: `Remove benefit 433 of account ${accountDBID}` }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Yes, Remove' }).click();
  await expect(page.getByText('Benefit removed successfully!')).toBeVisible();
  expect(consoleErrors).toEqual([]);
});

test('a content admin never sees the Accounts category', async ({ page, consoleErrors }) => {
  await loginViaUi(page, 'e2e_editor', 'editor-pass');
  await page.goto('/admin');
  const menu = page.getByRole('navigation', { name: 'Admin Menu' });
  await expect(menu.getByRole('link', { name: 'Patch Notes' })).toBeVisible();
  await expect(menu.getByText('Accounts')).toHaveCount(0);
  await expect(menu.getByRole('link', { name: 'Management' })).toHaveCount(0);
  await page.goto('/admin/management');
  await expect(menu.getByRole('link', { name: 'Management' })).toHaveCount(0);
  expect(consoleErrors).toEqual([]);
});
