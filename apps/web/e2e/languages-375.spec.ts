import type { Page, TestInfo } from '@playwright/test';
import { expect, test, whenHydrated } from './fixtures.ts';
import {
  expectLabelsFit,
  logInInPortuguese,
  ptBR,
  ptBRAdmin,
  ptBRAdminMails,
  ptBRAuth,
  ptBRContent,
  ptBRLegal,
  ptBRProfile,
  registerInPortuguese,
} from './languages.ts';

// Every screen a player and an admin reach, in Portuguese on a 375 px phone: each label fits (languages.ts) and each
// screen leaves a full-page screenshot in the test's output folder, for a person to look at too.
const PHONE = { width: 375, height: 812 };
// Reduced motion shows the landing's sections at once (they slide in as they are scrolled to, and a full-page
// screenshot scrolls nothing), and settles every screen without waiting on its transitions.
test.use({ locale: 'pt-BR', viewport: PHONE, reducedMotion: 'reduce' });

/** Waits for the screen to settle: nothing loading or dimmed, no fade or slide still running. */
async function settled(page: Page) {
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
  await page.waitForFunction(
    (loading) =>
      ![...document.querySelectorAll('[role="status"]')].some((status) =>
        status.textContent?.trim().startsWith(loading),
      ) &&
      document
        .getAnimations()
        .every(
          (animation) =>
            animation.playState !== 'running' || animation.effect?.getTiming().iterations === Infinity,
        ),
    'Carregando',
  );
}

const openDialogs = (page: Page) => page.locator('[role="dialog"]:visible, dialog:visible');

/**
 * Checks the labels of the settled screen and keeps its screenshot as `<name>.png`: the whole page from its top, or
 * the screen alone while a dialog is open (it stays in place over the page, and scrolls inside itself).
 */
async function sweep(page: Page, testInfo: TestInfo, name: string) {
  await settled(page);
  await expectLabelsFit(page, { screen: name, soft: true });
  const isDialogOpen = (await openDialogs(page).count()) > 0;
  if (!isDialogOpen) await page.evaluate(() => window.scrollTo(0, 0));
  await page.screenshot({ path: testInfo.outputPath(`${name}.png`), fullPage: !isDialogOpen });
  if (!isDialogOpen) return;
  // A dialog taller than the phone scrolls its body (as a reader's wheel does): its end, the buttons, gets a screenshot
  // of its own. The dialog box itself stays put, as for the reader.
  const scrolled = await openDialogs(page).evaluateAll((dialogs) => {
    let moved = false;
    for (const box of dialogs.flatMap((dialog) => [...dialog.querySelectorAll('*')])) {
      if (box.scrollHeight > box.clientHeight + 1 && /auto|scroll/.test(getComputedStyle(box).overflowY)) {
        box.scrollTop = box.scrollHeight;
        moved = true;
      }
    }
    return moved;
  });
  if (scrolled) await page.screenshot({ path: testInfo.outputPath(`${name}-end.png`) });
}

/** Opens the phone menu, checks it, keeps its screenshot, and closes it. */
async function sweepMenu(page: Page, testInfo: TestInfo, name: string) {
  await page.getByRole('button', { name: ptBR.nav.openMenu }).click();
  await expect(page.getByRole('navigation', { name: ptBR.nav.label })).toBeVisible();
  await settled(page);
  await expectLabelsFit(page, { screen: name, soft: true });
  await page.screenshot({ path: testInfo.outputPath(`${name}.png`) });
  await page.getByRole('button', { name: ptBR.nav.closeMenu }).click();
}

test("a visitor's screens", async ({ page, browser, consoleErrors }, testInfo) => {
  test.setTimeout(90_000);
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1, name: ptBR.landing.title })).toBeVisible();
  await sweep(page, testInfo, 'home');
  // The menu holds the download (there is no download page: the launcher is the header's link).
  await sweepMenu(page, testInfo, 'menu-visitor');

  // The consent bar, as a first visit (a browser without the fixture's answer) shows it over the page.
  const firstVisit = await browser.newContext({ locale: 'pt-BR', viewport: PHONE });
  const fresh = whenHydrated(await firstVisit.newPage());
  await fresh.goto('/');
  await expect(fresh.getByRole('region', { name: ptBR.consent.label })).toBeVisible();
  await sweep(fresh, testInfo, 'home-consent');
  await firstVisit.close();

  const pages: [string, string, string][] = [
    ['/news', ptBRContent.news.title, 'news'],
    ['/patch-notes', ptBRContent.patchNotes.title, 'patch-notes'],
    ['/login', ptBRAuth.auth.loginTitle, 'login'],
    ['/register', ptBRAuth.auth.registerTitle, 'register'],
    ['/forgot-password', ptBRAuth.auth.forgotTitle, 'forgot-password'],
    ['/reset-password', ptBRAuth.auth.resetDocumentTitle, 'reset-password'],
    ['/tos', ptBRLegal.legal.tosTitle, 'terms'],
    ['/legal', ptBRLegal.legal.privacyTitle, 'privacy'],
    ['/shop', ptBR.shop.neutralTitle, 'shop-return'],
    ['/nao-existe', ptBR.errors.notFoundTitle, 'not-found'],
  ];
  for (const [path, title, name] of pages) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
    await sweep(page, testInfo, name);
    if (path === '/news') {
      const article = page.locator('main a[href^="/news/"]').first();
      await article.click();
      await expect(page).toHaveURL(/\/news\/\d+/);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await sweep(page, testInfo, 'article');
    }
    if (path === '/patch-notes') {
      await page.locator('main a[href^="/patch-notes/"]').first().click();
      await expect(page).toHaveURL(/\/patch-notes\/\d+/);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await sweep(page, testInfo, 'patch-note');
    }
  }
  // The login's own dialog for a forgotten password.
  await page.goto('/login');
  await page.getByRole('button', { name: ptBRAuth.auth.forgotPassword }).click();
  await expect(page.getByRole('dialog', { name: ptBRAuth.auth.forgotModalTitle })).toBeVisible();
  await sweep(page, testInfo, 'login-forgot-dialog');
  expect(consoleErrors).toEqual([]);
});

test("a player's screens: the profile's tabs and dialogs, the donations overlay", async ({
  page,
  consoleErrors,
}, testInfo) => {
  test.setTimeout(90_000);
  const name = await registerInPortuguese(page, 'celular');
  await logInInPortuguese(page, name, 'senha-forte-9');
  await sweepMenu(page, testInfo, 'menu-player');

  await page.goto('/profile');
  await expect(page.getByRole('heading', { level: 1, name: ptBR.profile.title })).toBeVisible();
  await expect(page.getByRole('complementary', { name })).toBeVisible();
  const tabs = [
    ['characters', ptBR.profile.characters],
    ['achievements', ptBR.profile.achievements],
    ['viewer-drops', ptBR.profile.viewerDrops],
    ['streamer-drops', ptBR.profile.streamerDrops],
    ['donations', ptBRProfile.profile.donations],
    ['security', ptBRProfile.profile.security],
    ['devices', ptBRProfile.profile.devices],
  ] as const;
  for (const [key, label] of tabs) {
    await page.getByRole('tab', { name: label }).click();
    await expect(page.getByRole('tab', { name: label })).toHaveAttribute('aria-selected', 'true');
    await sweep(page, testInfo, `profile-${key}`);
  }

  const card = page.getByRole('complementary', { name });
  const dialogs = [
    [ptBR.profile.changeEmail, ptBR.profile.changeEmailTitle, 'profile-change-email'],
    [ptBR.profile.resetPassword, ptBRProfile.profile.resetConfirmTitle, 'profile-reset-password'],
    [ptBRProfile.profile.deletion.open, ptBRProfile.profile.deletion.title, 'profile-delete-account'],
  ] as const;
  for (const [button, title, file] of dialogs) {
    await card.getByRole('button', { name: button }).click();
    const dialog = page.getByRole('dialog', { name: title });
    await expect(dialog).toBeVisible();
    await sweep(page, testInfo, file);
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
  }

  // The donations overlay: its categories, then one category's gifts.
  await card.getByRole('button', { name: ptBR.nav.donate }).click();
  const shop = page.getByRole('dialog', { name: ptBR.donate.title });
  await expect(shop.getByRole('list', { name: ptBR.shop.categories })).toBeVisible();
  await sweep(page, testInfo, 'donate-categories');
  await shop.getByRole('button', { name: /Coin Packages/ }).click();
  await expect(shop.getByRole('button', { name: ptBR.shop.payWithStripe }).first()).toBeVisible();
  await sweep(page, testInfo, 'donate-category');
  expect(consoleErrors).toEqual([]);
});

const admin = ptBRAdmin.admin;
/**
 * Every section of the panel, in its menu order, with the form or dialog its main button opens (the screen that holds
 * the most labels); the user editor and the shop's orders are opened apart.
 */
const ADMIN_SECTIONS: readonly (readonly [key: string, title: string, opens?: string])[] = [
  ['management', admin.sections.management],
  ['benefits', admin.sections.benefits, admin.benefits.add],
  ['actions', admin.sections.actions],
  ['audit', admin.sections.audit],
  ['deletions', admin.sections.deletions],
  ['mails', ptBRAdminMails.admin.sections.mails],
  ['patch-notes', admin.sections.patchNotes, admin.patchNotes.new],
  ['news', admin.sections.news, admin.news.new],
  ['twitch-drops', admin.sections.twitchDrops, admin.twitchDrops.new],
  ['shop', admin.sections.shop, admin.products.new],
  ['game-stats', admin.sections.gameStats],
  ['payment-stats', admin.sections.paymentStats],
  ['character-stats', admin.sections.characterStats],
  ['characters', admin.sections.characters],
  ['inventory', admin.sections.inventory],
];

test("an admin's screens: every section of the panel, its forms and dialogs", async ({
  page,
  consoleErrors,
}, testInfo) => {
  test.setTimeout(120_000);
  // The administrator (made by start-server.sh) reads Portuguese: the account's language, as if chosen once.
  const login = await page.request.post('/api/auth/login', {
    data: { identifier: 'e2e_root', password: 'root-pass' },
  });
  const authorization = `Bearer ${(await login.json()).accessToken}`;
  const chosen = await page.request.put('/api/user/language', {
    headers: { authorization },
    data: { language: 'pt-BR' },
  });
  expect(chosen.ok()).toBe(true);
  await logInInPortuguese(page, 'e2e_root', 'root-pass');
  await sweepMenu(page, testInfo, 'menu-admin');
  await page.goto('/admin');
  await expect(page.getByRole('heading', { level: 1, name: admin.title })).toBeVisible();
  const picker = page.getByRole('combobox', { name: admin.pickSection });
  // The picker offers every section: the admin holds every permission.
  expect(await picker.locator('option').count()).toBe(ADMIN_SECTIONS.length);
  const section = page
    .getByRole('region', { name: /./ })
    .filter({ has: page.locator('#admin-section-title') });
  for (const [key, title, opens] of ADMIN_SECTIONS) {
    await picker.selectOption(key);
    await expect(page).toHaveURL(new RegExp(`/admin/${key}$`));
    await expect(page.getByRole('heading', { level: 2, name: title, exact: true })).toBeVisible();
    await sweep(page, testInfo, `admin-${key}`);
    if (!opens) continue;
    await section.getByRole('button', { name: opens, exact: true }).click();
    await sweep(page, testInfo, `admin-${key}-new`);
    // A dialog closes; an editor gives way to the next section (nothing typed, nothing to keep).
    if ((await openDialogs(page).count()) > 0) {
      await page.keyboard.press('Escape');
      await expect(openDialogs(page)).toHaveCount(0);
    }
  }

  await picker.selectOption('shop');
  await page.getByRole('tab', { name: admin.shop.orders }).click();
  await expect(page.getByRole('tab', { name: admin.shop.orders })).toHaveAttribute('aria-selected', 'true');
  await sweep(page, testInfo, 'admin-shop-orders');

  // One account's editor: its fields, permissions, bans and history.
  const found = await page.request.get('/api/admin/users?search=e2e_player', { headers: { authorization } });
  const player = (await found.json()).users.find(
    (user: { userName: string }) => user.userName === 'e2e_player',
  );
  await page.goto(`/admin/management?user=${player.accountDBID}`);
  await expect(page.getByRole('heading', { name: /e2e_player/ }).first()).toBeVisible();
  await sweep(page, testInfo, 'admin-management-user');
  expect(consoleErrors).toEqual([]);
});
