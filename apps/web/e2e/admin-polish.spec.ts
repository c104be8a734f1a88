import AxeBuilder from '@axe-core/playwright';
import type { APIRequestContext, Page } from '@playwright/test';
import { expect, loginViaUi, test } from './fixtures.ts';

const unique = () => Math.random().toString(36).slice(2, 8);
const PHONE = { width: 375, height: 812 };

async function register(request: APIRequestContext, name: string): Promise<number> {
  const data = {
    username: name,
    email: `${name}@players.e2e.test`,
    password: 'polish-pass',
    attribution: null,
  };
  expect((await request.post('/api/auth/register', { data })).status()).toBe(201);
  const login = await request.post('/api/auth/login', {
    data: { identifier: name, password: 'polish-pass' },
  });
  return (await login.json()).accountDBID;
}

async function expectNoAxeViolation(page: Page) {
  // A table dims its rows while a new page is on its way, and a closing dialog fades the page back in: check the
  // settled screen, not a fade (endless animations, such as a loading shimmer, do not count).
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
  await page.waitForFunction(() =>
    document
      .getAnimations()
      .every(
        (animation) =>
          animation.playState !== 'running' || animation.effect?.getTiming().iterations === Infinity,
      ),
  );
  const results = await new AxeBuilder({ page }).analyze();
  expect(
    results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`),
  ).toEqual([]);
}

/**
 * Nothing scrolls sideways; every heading and every given element lies inside the viewport's width, and nothing
 * visible in the panel overlaps a heading.
 */
async function expectAllInView(page: Page, selectors: string[]) {
  const report = await page.evaluate((wanted) => {
    const width = document.documentElement.clientWidth;
    const problems: string[] = [];
    if (document.documentElement.scrollWidth > width)
      problems.push(`page scrolls sideways to ${document.documentElement.scrollWidth}`);
    const headings = [...document.querySelectorAll('main h1, main h2, main h3')].filter(
      (h) => h.getClientRects().length > 0,
    );
    const targets = [...headings, ...wanted.flatMap((selector) => [...document.querySelectorAll(selector)])];
    for (const element of targets) {
      const box = element.getBoundingClientRect();
      if (box.width === 0) continue;
      if (box.left < 0 || box.right > width + 0.5)
        problems.push(`${element.textContent?.slice(0, 40)} outside ${box.left}–${box.right}`);
    }
    // Whatever sits beside a heading in its container must not cover it.
    for (const heading of headings) {
      const box = heading.getBoundingClientRect();
      for (const sibling of heading.parentElement?.children ?? []) {
        if (sibling === heading || sibling.contains(heading) || sibling.getClientRects().length === 0)
          continue;
        const other = sibling.getBoundingClientRect();
        const overlaps =
          other.left < box.right &&
          other.right > box.left &&
          other.top < box.bottom - 0.5 &&
          other.bottom > box.top + 0.5;
        if (overlaps) problems.push(`${sibling.tagName} overlaps heading ${heading.textContent}`);
      }
    }
    return { problems, checked: targets.length, headings: headings.length };
  }, selectors);
  expect(report.problems).toEqual([]);
  // The check looked at the panel's title, its section's title and the given elements, not at an empty page.
  expect(report.headings).toBeGreaterThanOrEqual(2);
  expect(report.checked).toBeGreaterThan(report.headings);
}

test.describe('the admin panel on a phone', () => {
  test.use({ viewport: PHONE });

  test('a section picker replaces the menu, and users show as cards with every column, status and action in view', async ({
    page,
    consoleErrors,
  }) => {
    const name = `card_${unique()}`;
    await register(page.request, name);
    await loginViaUi(page, 'e2e_mod', 'mod-pass');
    await page.goto('/admin/management');
    await expect(page.getByRole('navigation', { name: 'Admin Menu' })).toBeHidden();
    const picker = page.getByRole('combobox', { name: 'Section' });
    await expect(picker).toHaveValue('management');
    await page.getByLabel('Search users').fill(name);
    const card = page.getByRole('row', { name: new RegExp(name) });
    await expect(card.getByText('Active')).toBeVisible();
    await expect(card.getByText('None')).toBeVisible();
    await expect(card.getByRole('button', { name: `Edit ${name}` })).toBeInViewport();
    await expectAllInView(page, ['main td', 'main button', 'main select', 'main input']);
    await page.screenshot({ path: 'test-results/admin-polish/management-375.png', fullPage: true });
    await expectNoAxeViolation(page);

    await card.getByRole('button', { name: `Edit ${name}` }).click();
    const email = page.getByLabel('Email', { exact: true });
    await expect(email).toHaveValue(`${name}@players.e2e.test`);
    // The whole address shows: the field grows rather than scroll its text.
    expect(await email.evaluate((field) => field.scrollWidth <= field.clientWidth)).toBe(true);
    await expectAllInView(page, ['main td', 'main button', 'main input', 'main textarea']);
    await page.screenshot({ path: 'test-results/admin-polish/user-edit-375.png', fullPage: true });
    await expectNoAxeViolation(page);

    await picker.selectOption({ label: 'Actions' });
    await expect(page).toHaveURL(/\/admin\/actions$/);
    await expect(page.getByRole('heading', { level: 2, name: 'Actions' })).toBeVisible();
    await expectAllInView(page, ['main button', 'main input']);
    await page.screenshot({ path: 'test-results/admin-polish/actions-375.png', fullPage: true });
    await expectNoAxeViolation(page);
    expect(consoleErrors).toEqual([]);
  });

  test('benefits show as cards naming each benefit', async ({ page, consoleErrors }) => {
    const name = `perk_${unique()}`;
    const accountDBID = await register(page.request, name);
    await loginViaUi(page, 'e2e_steward', 'steward-pass');
    await page.goto('/admin/benefits');
    await page.getByRole('button', { name: 'Add Benefit' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByLabel('Account DBID').fill(String(accountDBID));
    await dialog.getByLabel('Benefit ID').fill('433');
    await expect(dialog.getByText('Benefit: Agaia Club')).toBeVisible();
    await dialog.getByLabel('Available Until').fill('2030-01-01T00:00');
    await dialog.getByRole('button', { name: 'Save' }).click();
    // The page behind a modal is inert: typing into the search before the dialog has closed types nowhere.
    await expect(dialog).toBeHidden();
    // The search is sent after a pause: wait for its answer, so the list is not dimmed for it while axe looks.
    const searched = page.waitForResponse(
      (response) =>
        response.url().includes('/api/admin/userBenefits') && response.url().includes(String(accountDBID)),
    );
    await page.getByLabel('Search benefits').fill(String(accountDBID));
    await searched;
    const card = page.getByRole('row', { name: new RegExp(name) });
    await expect(card.getByText('433 · Agaia Club')).toBeVisible();
    await expect(
      card.getByRole('button', { name: `Remove benefit 433 of account ${accountDBID}` }),
    ).toBeInViewport();
    await expectAllInView(page, ['main td', 'main button']);
    await page.screenshot({ path: 'test-results/admin-polish/benefits-375.png', fullPage: true });
    await expectNoAxeViolation(page);
    expect(consoleErrors).toEqual([]);
  });
});

test('a ban asks first, then the account shows only Unban and says it is banned once', async ({
  page,
  consoleErrors,
}) => {
  const name = `ban_${unique()}`;
  const accountDBID = await register(page.request, name);
  await loginViaUi(page, 'e2e_mod', 'mod-pass');
  await page.goto(`/admin/management?user=${accountDBID}`);
  await page.getByLabel('Ban End Time').fill('2099-01-01T12:00');
  await page.getByLabel('Reason').fill('Botting.');
  await page.getByRole('button', { name: 'Ban User', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: `Ban ${name}?` });
  await expect(dialog.getByText(`${name} (ID ${accountDBID}) will be banned until`)).toBeVisible();
  await expect(dialog.getByText('Reason: Botting.')).toBeVisible();
  await expectNoAxeViolation(page);
  await dialog.getByRole('button', { name: 'Yes, Ban' }).click();
  await expect(page.getByText(`User ${name} banned successfully.`)).toBeVisible();
  await expect(page.getByRole('button', { name: 'Unban User' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Ban User', exact: true })).toHaveCount(0);
  await expect(page.getByText('This account is banned.')).toHaveCount(1);
  await expect(page.getByRole('table', { name: 'Ban history' }).getByText('Botting.')).toBeVisible();
  await page.screenshot({ path: 'test-results/admin-polish/banned-1280.png', fullPage: true });
  await expectNoAxeViolation(page);
  expect(consoleErrors).toEqual([]);
});

test('a quick grant finds the account by name and asks before granting', async ({ page, consoleErrors }) => {
  const name = `gift_${unique()}`;
  const accountDBID = await register(page.request, name);
  await loginViaUi(page, 'e2e_mod', 'mod-pass');
  await page.goto('/admin/actions');
  await page.getByLabel('Find the account').fill(name);
  await page.getByRole('button', { name: `Choose ${name} (ID ${accountDBID})` }).click();
  await expect(page.getByText(`Granting to ${name} (ID ${accountDBID})`)).toBeVisible();
  await page.getByRole('button', { name: 'Grant Founder Pack' }).click();
  const dialog = page.getByRole('dialog', { name: 'Grant Founder Pack' });
  await expect(dialog.getByText(`Grant the Founder Pack to ${name} (ID ${accountDBID})?`)).toBeVisible();
  await expectNoAxeViolation(page);
  await dialog.getByRole('button', { name: 'Yes, Grant' }).click();
  await expect(page.getByText(`Founder Pack granted to ${name}.`)).toBeVisible();

  // The account's webMgt and audit read as names: the users list and the audit entry name the pack's benefits.
  await page.goto(`/admin/management?user=${accountDBID}`);
  await expect(page.getByText('Permissions').first()).toBeVisible();
  await expect(page.getByRole('table', { name: 'Audit log' }).getByText(/pack/i).first()).toBeVisible();
  await expectNoAxeViolation(page);
  expect(consoleErrors).toEqual([]);
});

test('the audit log names who did what to whom, filters, and exports the filtered entries as CSV', async ({
  page,
  consoleErrors,
}) => {
  const name = `audit_${unique()}`;
  const accountDBID = await register(page.request, name);
  await loginViaUi(page, 'e2e_mod', 'mod-pass');
  await page.goto(`/admin/management?user=${accountDBID}`);
  await page.getByLabel('Agaia Coins').fill('25');
  await page.getByRole('button', { name: 'Save Changes' }).click();
  await expect(page.getByText('User updated successfully!')).toBeVisible();

  await page.goto('/admin/audit');
  await page.getByLabel('Target').fill(name);
  await page.getByLabel('Action').fill('user.update');
  await page.getByRole('button', { name: 'Apply Filters' }).click();
  const row = page.getByRole('row', { name: new RegExp(name) });
  await expect(row).toHaveCount(1);
  await expect(row.getByText(`${name} (ID ${accountDBID})`)).toBeVisible();
  await expect(row.getByText(/^e2e_mod \(ID \d+\)$/)).toBeVisible();
  await expect(row.getByText('agaiaCoins: 0 → 25')).toBeVisible();
  await expectNoAxeViolation(page);

  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Export CSV' }).click(),
  ]);
  expect(download.suggestedFilename()).toBe('audit-log.csv');
  const csv = await (await download.createReadStream()).toArray();
  const lines = Buffer.concat(csv).toString('utf8').trim().split('\r\n');
  expect(lines[0]).toBe('"When (UTC)","Actor","Actor ID","Action","Target","Target ID","Changes","IP"');
  expect(lines).toHaveLength(2);
  expect(lines[1]).toContain(`"user.update","${name}","${accountDBID}","agaiaCoins: 0 → 25"`);

  await page.setViewportSize(PHONE);
  await row.getByText('agaiaCoins: 0 → 25').scrollIntoViewIfNeeded();
  await expect(row.getByText('agaiaCoins: 0 → 25')).toBeInViewport();
  await expectAllInView(page, ['main td', 'main button', 'main input']);
  await page.screenshot({ path: 'test-results/admin-polish/audit-375.png', fullPage: true });
  await expectNoAxeViolation(page);
  expect(consoleErrors).toEqual([]);
});
