import type { APIRequestContext, Browser, Page } from '@playwright/test';
import { bearerOf, expect, fakeTwitch, loginViaApi, loginViaUi, test, whenHydrated } from './fixtures.ts';

// OAuth login CSRF: an attacker starts a Twitch link and hands its authorize URL to another player who is logged in
// at Twitch (the fake approves as whoever `authorize-as` names). The site must link nothing: only the browser that
// started a link finishes it. The server's sentences (apps/api/src/i18n/*/twitch.ts linkOtherBrowser), as read:
const OTHER_BROWSER = {
  en: 'Nothing was linked: this Twitch link request was started in another browser. To link your own Twitch account, use Link with Twitch on your profile.',
  'pt-BR':
    'Nada foi vinculado: este pedido de vinculação com a Twitch foi iniciado em outro navegador. Para vincular a sua própria conta da Twitch, use Vincular Twitch no seu perfil.',
};

const unique = () => Math.random().toString(36).slice(2, 8);

async function register(request: APIRequestContext, prefix: string): Promise<string> {
  const name = `${prefix}_${unique()}`;
  const response = await request.post('/api/auth/register', {
    data: { username: name, email: `${name}@e2e.test`, password: 'link-pass-42', attribution: null },
  });
  expect(response.status()).toBe(201);
  return name;
}

/** A second browser (its own cookies and storage), in a language, collecting its console errors. */
async function otherBrowser(browser: Browser, locale: string) {
  const context = await browser.newContext({ locale });
  await context.addInitScript(() => window.localStorage.setItem('consent', 'essential'));
  const page = whenHydrated(await context.newPage());
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  page.on('console', (message) => {
    if (message.type() === 'error' && !/status of 4\d\d/.test(message.text())) errors.push(message.text());
  });
  return { context, page, errors };
}

const twitchIdOf = async (request: APIRequestContext, name: string) =>
  (
    await (
      await request.get('/api/user/profile', { headers: await bearerOf(request, name, 'link-pass-42') })
    ).json()
  ).twitchId;

/** The attacker's authorize URL, asked with its bearer from its own browser (which keeps the cookie the answer sets). */
async function attackerUrl(page: Page, name: string): Promise<string> {
  const response = await page.request.get('/api/auth/twitch/link', {
    headers: await bearerOf(page.request, name, 'link-pass-42'),
  });
  expect(response.status()).toBe(200);
  const { url } = await response.json();
  // Twitch asks every time, showing which of its accounts is being linked.
  expect.soft(new URL(url).searchParams.get('force_verify')).toBe('true');
  return url;
}

test("another player's browser opening a Twitch link URL links nothing and says why; the starter's browser links", async ({
  page,
  browser,
  consoleErrors,
}) => {
  test.setTimeout(150_000);
  const id = unique();
  const attacker = await register(page.request, 'attacker');

  for (const locale of ['en', 'pt-BR'] as const) {
    // The victim, logged in as another player in its own browser, and logged in at Twitch.
    const victimName = await register(page.request, 'victim');
    const victim = await otherBrowser(browser, locale);
    await loginViaApi(victim.page, victimName, 'link-pass-42');
    await fakeTwitch(page.request, 'authorize-as', { id: `victim-${locale}-${id}`, login: `victim${id}` });

    await victim.page.goto(await attackerUrl(page, attacker));
    await expect(victim.page).toHaveURL(/\/profile/);
    await expect(victim.page.getByText(OTHER_BROWSER[locale])).toBeVisible();
    expect(await twitchIdOf(page.request, victimName)).toBeUndefined();
    expect(await twitchIdOf(page.request, attacker)).toBeUndefined();
    expect(victim.errors).toEqual([]);
    await victim.context.close();
  }

  // The normal flow, in one browser: the player who starts a link finishes it.
  await loginViaUi(page, attacker, 'link-pass-42');
  await fakeTwitch(page.request, 'authorize-as', { id: `own-${id}`, login: `own${id}` });
  await page.goto('/profile');
  await page.getByRole('button', { name: 'Link with Twitch' }).click();
  await expect(page).toHaveURL(/\/profile/);
  await expect(page.getByText(`Your Twitch account own${id} is now linked.`)).toBeVisible();
  await expect(page.getByRole('button', { name: 'Unlink Twitch' })).toBeVisible();
  expect(await twitchIdOf(page.request, attacker)).toBe(`own-${id}`);
  expect(consoleErrors).toEqual([]);
});
