import { bearerOf, createMinuteReward, expect, expectNoAxeViolation, fakeTwitch, test } from './fixtures.ts';
import {
  expectLabelsFit,
  fill,
  logInInPortuguese,
  PORTUGUESE,
  ptBR,
  ptBRContractText,
  ptBRPasskeys,
  ptBRProfile,
  ptBRShopOrders,
  ptBRTwitch,
  registerInPortuguese,
} from './languages.ts';

const unique = () => Math.random().toString(36).slice(2, 8);
/** The seeded coin package's price: money as the currency's country writes it, symbol last (docs/product.md §8.2). */
const COIN_PACKAGE_PRICE = /19,90\s*R\$/;

test.describe('Brazilian Portuguese', () => {
  test.use({ locale: 'pt-BR' });

  test('a first visit from a Portuguese browser registers and logs in in Portuguese, and the account keeps it', async ({
    page,
    consoleErrors,
  }) => {
    const name = `br_${unique()}`;
    await page.goto('/register');
    await expect(page.locator('html')).toHaveAttribute('lang', 'pt-BR');
    await expect(page.getByRole('heading', { level: 1, name: 'Criar conta' })).toBeVisible();
    await page.getByLabel('Nome de usuário').fill(name);
    await page.getByLabel('E-mail').fill(`${name}@e2e.test`);
    await page.getByLabel('Senha', { exact: true }).fill('senha-forte-9');
    await page.getByLabel('Confirmar senha', { exact: true }).fill('senha-forte-9');
    await expectLabelsFit(page);
    await expectNoAxeViolation(page);
    await page.getByRole('button', { name: 'Criar conta' }).click();
    await expect(page).toHaveURL(/\/login$/, { timeout: 10_000 });

    await page.getByLabel('Nome de usuário ou e-mail').fill(name);
    await page.getByLabel('Senha', { exact: true }).fill('senha-forte-9');
    await expectNoAxeViolation(page);
    await page.getByRole('button', { name: 'Entrar', exact: true }).click();
    await expect(page).not.toHaveURL(/\/login/);
    await expect(page.getByRole('banner').getByRole('button', { name: 'Sair' })).toBeVisible();
    // The account registered in Portuguese: its login says so, so another device shows it too.
    const login = await page.request.post('/api/auth/login', {
      data: { identifier: name, password: 'senha-forte-9' },
    });
    expect((await login.json()).language).toBe('pt-BR');
    expect(consoleErrors).toEqual([]);
  });

  test('the profile shows the account in Portuguese, refuses a wrong current password and confirms the changes in Portuguese', async ({
    page,
    consoleErrors,
  }) => {
    const name = await registerInPortuguese(page, 'perfil');
    const email = `${name}@e2e.test`;
    await logInInPortuguese(page, name, 'senha-forte-9');
    await page.goto('/profile');
    await expect(page.getByRole('heading', { level: 1, name: ptBR.profile.title })).toBeVisible();
    const card = page.getByRole('complementary', { name });
    await expect(card.getByRole('heading', { name })).toBeVisible();
    await expect(card.getByText(email)).toBeVisible();
    await expect(card.getByText(ptBR.profile.unconfirmed)).toBeVisible();
    await expect(card.getByText(ptBR.profile.accountId, { exact: true })).toBeVisible();
    await expect(card.getByText(ptBR.profile.founderPackage, { exact: true })).toBeVisible();
    await expect(card.getByText(ptBR.profile.notClaimed, { exact: true })).toHaveCount(2);
    await expect(card.getByRole('button', { name: ptBR.profile.resendConfirmation })).toBeVisible();
    await expect(page.getByRole('tab', { name: ptBR.profile.characters })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await expectLabelsFit(page);
    await expectNoAxeViolation(page);

    // A wrong current password: the server's refusal, in Portuguese, on the field and under the form.
    await card.getByRole('button', { name: ptBR.profile.changeEmail }).click();
    const dialog = page.getByRole('dialog', { name: ptBR.profile.changeEmailTitle });
    await expect(dialog.getByText(ptBR.profile.changeEmailLead)).toBeVisible();
    const newEmail = `${name}.novo@e2e.test`;
    await dialog.getByLabel(ptBR.profile.newEmail, { exact: true }).fill(newEmail);
    await dialog.getByLabel(ptBR.profile.confirmNewEmail, { exact: true }).fill(newEmail);
    await dialog.getByLabel(ptBR.profile.currentPassword, { exact: true }).fill('senha-errada');
    await dialog.getByRole('button', { name: ptBR.profile.changeEmailSubmit }).click();
    await expect(dialog.getByText(ptBRContractText.messages.wrongCurrentPassword)).toHaveCount(2);
    await expectLabelsFit(page);
    await expectNoAxeViolation(page);

    // The right one: the server's confirmation in Portuguese, then the note once the dialog is closed.
    await dialog.getByLabel(ptBR.profile.currentPassword, { exact: true }).fill('senha-forte-9');
    await dialog.getByRole('button', { name: ptBR.profile.changeEmailSubmit }).click();
    await expect(dialog.getByText(ptBRContractText.messages.emailChangeRequested)).toBeVisible();
    await expectNoAxeViolation(page);
    await dialog.getByRole('button', { name: ptBR.app.close }).filter({ hasText: ptBR.app.close }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByText(ptBR.profile.emailChangeNote)).toBeVisible();

    // The password: the reset link is asked for first, then mailed, in Portuguese.
    await card.getByRole('button', { name: ptBR.profile.resetPassword }).click();
    const reset = page.getByRole('dialog', { name: ptBRProfile.profile.resetConfirmTitle });
    await expect(reset.getByText(fill(ptBRProfile.profile.resetConfirmText, { email }))).toBeVisible();
    await expectLabelsFit(page);
    await expectNoAxeViolation(page);
    await reset.getByRole('button', { name: ptBRProfile.profile.resetConfirmSend }).click();
    await expect(reset).toBeHidden();
    await expect(page.getByText(ptBRContractText.messages.resetInstructionsSent)).toBeVisible();

    // Security: two-factor authentication and passkeys, each under its Portuguese heading.
    await page.getByRole('tab', { name: ptBRProfile.profile.security }).click();
    await expect(
      page.getByRole('heading', { name: ptBRProfile.profile.twoFactor.title, exact: true }),
    ).toBeVisible();
    await expect(page.getByText(ptBRProfile.profile.twoFactor.offLead)).toBeVisible();
    await expect(page.getByRole('button', { name: ptBRProfile.profile.twoFactor.turnOn })).toBeVisible();
    await expect(
      page.getByRole('heading', { name: ptBRPasskeys.profile.passkeys.title, exact: true }),
    ).toBeVisible();
    await expect(page.getByText(ptBRPasskeys.profile.passkeys.lead)).toBeVisible();
    await expectLabelsFit(page);
    await expectNoAxeViolation(page);

    await page.getByRole('tab', { name: ptBRProfile.profile.devices }).click();
    await expect(page.getByText(ptBRProfile.profile.sessions.intro)).toBeVisible();
    await expect(page.getByText(ptBRProfile.profile.sessions.thisDevice).first()).toBeVisible();
    await expectNoAxeViolation(page);
    expect(consoleErrors).toEqual([]);
  });

  test('the donations overlay, the checkout and the order read in Portuguese, with the price as Intl writes it', async ({
    page,
    consoleErrors,
  }) => {
    const name = await registerInPortuguese(page, 'doador');
    await logInInPortuguese(page, name, 'senha-forte-9');
    await page.getByRole('banner').getByRole('button', { name: ptBR.nav.donate }).click();
    const dialog = page.getByRole('dialog', { name: ptBR.donate.title });
    const categories = dialog.getByRole('list', { name: ptBR.shop.categories });
    await expect(categories).toBeVisible();
    const coins = categories.getByRole('button', { name: /Coin Packages/ });
    // Its gift count in Portuguese ('1 presente', '2 presentes').
    await expect(coins).toContainText(/\d+ presentes?$/);
    await expectLabelsFit(page);
    await expectNoAxeViolation(page);

    await coins.click();
    await expect(dialog.getByRole('heading', { name: 'Coin Packages' })).toBeVisible();
    await expect(dialog.getByRole('button', { name: ptBR.shop.backToCategories })).toBeVisible();
    const card = dialog.getByRole('article').filter({ hasText: 'Handful of Agaia Coins' });
    await expect(card.getByText(COIN_PACKAGE_PRICE)).toBeVisible();
    await expectLabelsFit(page);
    await expectNoAxeViolation(page);
    await card.getByRole('button', { name: ptBR.shop.payWithStripe }).click();

    // The fake's hosted page stands for Stripe's (which shows itself in the buyer's language): it is not the site's.
    await expect(page.getByRole('heading', { name: 'Fake Stripe Checkout' })).toBeVisible();
    await page.getByRole('button', { name: 'Pay' }).click();
    await expect(page).toHaveURL(/\/shop\?payment=success&order=\d+$/);
    await expect(page.getByRole('heading', { name: ptBR.shop.successTitle })).toBeVisible();
    await expect(page.getByText(ptBR.shop.successText)).toBeVisible();
    const order = page.getByRole('region', { name: ptBRShopOrders.shop.orderTitle });
    await expect(order.getByText('Handful of Agaia Coins')).toBeVisible();
    await expect(order.getByText(COIN_PACKAGE_PRICE)).toBeVisible();
    await expect(order.getByText(ptBRShopOrders.shop.orderStatus.paid)).toBeVisible();
    await expect(order.getByRole('listitem')).toHaveText([
      fill(ptBRShopOrders.shop.grantCoins, { coins: 500 }) + ptBRShopOrders.shop.toSiteAccount,
    ]);
    await expectLabelsFit(page);
    await expectNoAxeViolation(page);

    const orderId = new URL(page.url()).searchParams.get('order');
    await page.getByRole('link', { name: ptBR.shop.viewProfile }).click();
    await expect(page).toHaveURL(/\/profile$/);
    await page.getByRole('tab', { name: ptBRProfile.profile.donations }).click();
    const history = page.getByRole('list', { name: ptBRShopOrders.shop.history.listLabel });
    await expect(history.getByText(ptBRShopOrders.shop.history.status.paid, { exact: true })).toBeVisible();
    await expect(history.getByText(`Pedido #${orderId} · `, { exact: false })).toBeVisible();
    await expect(history.getByRole('list', { name: ptBRShopOrders.shop.history.granted })).toContainText(
      fill(ptBRShopOrders.shop.grantCoins, { coins: 500 }),
    );
    await expectNoAxeViolation(page);
    expect(consoleErrors).toEqual([]);
  });

  test('the drops: the link prompt, nothing to claim yet, then a claim, each said in Portuguese', async ({
    page,
    consoleErrors,
  }) => {
    // A minute of watch time takes a minute (and a poll of the fake) to count.
    test.setTimeout(180_000);
    const id = unique();
    const title = `Lanterna ${id}`;
    const admin = await bearerOf(page.request, 'e2e_twitcher', 'twitcher-pass');
    const rewardId = await createMinuteReward(page.request, admin, title, 'Um presente do primeiro minuto.');
    // The reward goes when the test ends: the English drops spec counts the rewards it sees.
    try {
      // A streamer of the game, linked and live.
      const streamerName = await registerInPortuguese(page, 'streamer');
      const streamer = await bearerOf(page.request, streamerName, 'senha-forte-9');
      await fakeTwitch(page.request, 'authorize-as', { id: `s-${id}`, login: streamerName });
      const { url } = await (await page.request.get('/api/auth/twitch/link', { headers: streamer })).json();
      expect((await page.request.get(url)).status()).toBe(200);
      await fakeTwitch(page.request, 'live', { userId: `s-${id}`, gameId: 'e2e-tera' });

      // Not linked yet: the tab asks to link, and the server refuses a claim in Portuguese.
      const name = await registerInPortuguese(page, 'viewer');
      await logInInPortuguese(page, name, 'senha-forte-9');
      await page.goto('/profile');
      await page.getByRole('tab', { name: ptBR.profile.viewerDrops }).click();
      const panel = page.getByRole('tabpanel', { name: ptBR.profile.viewerDrops });
      await expect(panel.getByRole('heading', { name: ptBRTwitch.twitch.promptTitle })).toBeVisible();
      await expect(panel.getByText(ptBRTwitch.twitch.viewerPrompt)).toBeVisible();
      await expectLabelsFit(page);
      await expectNoAxeViolation(page);
      const viewer = {
        ...PORTUGUESE,
        authorization: `Bearer ${await page.evaluate(() => JSON.parse(localStorage.getItem('user') ?? '{}').accessToken)}`,
      };
      const claim = () =>
        page.request.post('/api/user/twitch/getviewerreward', { headers: viewer, data: { rewardId } });
      const unlinked = await claim();
      expect(unlinked.status()).toBeGreaterThanOrEqual(400);
      expect((await unlinked.json()).message).toBe(ptBRContractText.twitchMessages.notLinked);

      await fakeTwitch(page.request, 'authorize-as', { id: `v-${id}`, login: name });
      await panel.getByRole('button', { name: ptBR.profile.linkTwitch }).click();
      await expect(page).toHaveURL(/\/profile/);
      await expect(page.getByRole('button', { name: ptBR.profile.unlinkTwitch })).toBeVisible();
      await fakeTwitch(page.request, 'chatters', {
        broadcasterId: `s-${id}`,
        userIds: [`v-${id}`, `s-${id}`],
      });

      // Linked, no minute yet: the reward is locked, Claim All has nothing to claim, and so says the server.
      await page.getByRole('tab', { name: ptBR.profile.viewerDrops }).click();
      await expect(panel.getByText(ptBRTwitch.twitch.viewerTime)).toBeVisible();
      const rewards = panel.getByRole('list', { name: ptBRTwitch.twitch.viewerRewards });
      const reward = rewards.getByRole('listitem').filter({ hasText: title });
      await expect(reward.getByText(fill(ptBRTwitch.twitch.requires, { time: '1 min' }))).toBeVisible();
      await expect(reward.getByText(ptBRTwitch.twitch.states.locked)).toBeVisible();
      await panel.getByRole('button', { name: ptBRTwitch.twitch.claimAll }).click();
      await expect(panel.getByText(ptBRTwitch.twitch.nothingToClaim)).toBeVisible();
      await expectLabelsFit(page);
      await expectNoAxeViolation(page);
      const early = await claim();
      expect(early.status()).toBe(409);
      expect((await early.json()).message).toBe(ptBRContractText.twitchMessages.nothingToClaim);

      // A minute in the live stream's chat: the reward is there to claim, and the server confirms in Portuguese.
      await expect
        .poll(
          async () =>
            (await (await page.request.get('/api/user/twitch/watchtime', { headers: viewer })).json())
              .watchTime,
          { timeout: 120_000, intervals: [5_000] },
        )
        .toBeGreaterThanOrEqual(1);
      await page.reload();
      await page.getByRole('tab', { name: ptBR.profile.viewerDrops }).click();
      await expect(reward.getByText(ptBRTwitch.twitch.states.available)).toBeVisible();
      await reward.getByRole('button', { name: fill(ptBRTwitch.twitch.claimLabel, { title }) }).click();
      await expect(panel.getByText(ptBRContractText.twitchMessages.rewardClaimed)).toBeVisible();
      await expect(reward.getByText(ptBRTwitch.twitch.states.claimed)).toBeVisible();
      await expectLabelsFit(page);
      await expectNoAxeViolation(page);
      const again = await claim();
      expect((await again.json()).message).toBe(ptBRContractText.twitchMessages.alreadyClaimed);
      expect(consoleErrors).toEqual([]);
    } finally {
      await page.request.delete(`/api/admin/twitch/rewards/${rewardId}`, { headers: admin });
    }
  });

  test.describe('on a phone', () => {
    test.use({ viewport: { width: 375, height: 812 } });

    test('the login and the menu fit their Portuguese labels', async ({ page }, testInfo) => {
      await page.goto('/login');
      await expect(page.getByRole('heading', { level: 1, name: 'Entrar' })).toBeVisible();
      await expectLabelsFit(page);
      await page.getByRole('button', { name: 'Abrir menu' }).click();
      await expect(page.getByRole('navigation', { name: 'Principal' })).toBeVisible();
      await expectLabelsFit(page);
      await page.screenshot({ path: testInfo.outputPath('login-menu-375.png') });
    });
  });
});

test('the switcher shows the page in Portuguese, keeps it through a reload, and back in English', async ({
  page,
}) => {
  await page.goto('/patch-notes');
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  const footer = page.getByRole('contentinfo').getByRole('combobox', { name: 'Language' });
  await footer.selectOption('pt-BR');
  await expect(page.locator('html')).toHaveAttribute('lang', 'pt-BR');
  await expect(page.getByRole('banner').getByRole('link', { name: 'Notícias' })).toBeVisible();
  await page.reload();
  await expect(page.getByRole('banner').getByRole('link', { name: 'Notícias' })).toBeVisible();
  await expectNoAxeViolation(page);
  await page.getByRole('contentinfo').getByRole('combobox', { name: 'Idioma' }).selectOption('en');
  await expect(page.getByRole('banner').getByRole('link', { name: 'News' })).toBeVisible();
});
