import path from 'node:path';
import type { APIRequestContext } from '@playwright/test';
import { bearerOf, createMinuteReward, expect, fakeTwitch, loginViaUi, test } from './fixtures.ts';

const unique = () => Math.random().toString(36).slice(2, 8);
const rewardImage = path.resolve(import.meta.dirname, '../public/assets/images/shop/default.png');

async function register(request: APIRequestContext, name: string) {
  expect(
    (
      await request.post('/api/auth/register', {
        data: { username: name, email: `${name}@e2e.test`, password: 'twitch-pass', attribution: null },
      })
    ).status(),
  ).toBe(201);
  const login = await request.post('/api/auth/login', {
    data: { identifier: name, password: 'twitch-pass' },
  });
  return { authorization: `Bearer ${(await login.json()).accessToken}` };
}

test('an admin creates a reward with an image and deletes it', async ({ page, consoleErrors }) => {
  const title = `Lantern of Dawn ${unique()}`;
  await loginViaUi(page, 'e2e_twitcher', 'twitcher-pass');
  await page.goto('/admin/twitch-drops');
  await page.getByRole('button', { name: 'New Reward' }).click();
  await page.getByLabel('Title').fill(title);
  await page.getByLabel('Season').fill('1');
  await page.getByLabel('Required minutes').fill('30');
  await page.getByLabel('Item ID', { exact: true }).fill('300100');
  await page.getByLabel('Reward image file').setInputFiles(rewardImage);
  await expect(page.getByRole('img', { name: 'Reward image preview' })).toBeVisible();
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Reward created.')).toBeVisible();
  const row = page.getByRole('row').filter({ hasText: title });
  await expect(row.locator('img')).toBeVisible();
  const imageUrl = await row.locator('img').getAttribute('src');
  expect(imageUrl).toMatch(/^\/api\/media\//);

  await page.getByRole('button', { name: `Delete reward ${title}` }).click();
  const dialog = page.getByRole('dialog', { name: 'Confirm Deletion' });
  await expect(
    dialog.getByText('This action and its associated image file will be permanently deleted.'),
  ).toBeVisible();
  await dialog.getByRole('button', { name: 'Yes, Delete' }).click();
  await expect(page.getByRole('row').filter({ hasText: title })).toHaveCount(0);
  expect((await page.request.get(String(imageUrl))).status()).toBe(404);
  expect(consoleErrors).toEqual([]);
});

test('a linked viewer earns watch time in a live linked stream, then claims and claims all', async ({
  page,
  consoleErrors,
}) => {
  test.setTimeout(180_000);
  const id = unique();
  const admin = await bearerOf(page.request, 'e2e_twitcher', 'twitcher-pass');
  for (const title of [`Ember ${id}`, `Spark ${id}`])
    await createMinuteReward(page.request, admin, title, 'A first-minute gift.');

  // The streamer links through the fake's OAuth flow and goes live in the game.
  const streamer = await register(page.request, `streamer_${id}`);
  await fakeTwitch(page.request, 'authorize-as', { id: `s-${id}`, login: `streamer_${id}` });
  const { url } = await (await page.request.get('/api/auth/twitch/link', { headers: streamer })).json();
  expect((await page.request.get(url)).status()).toBe(200);
  await fakeTwitch(page.request, 'live', { userId: `s-${id}`, gameId: 'e2e-tera' });

  // The viewer links in the browser, and sits in the streamer's chat.
  await register(page.request, `viewer_${id}`);
  await loginViaUi(page, `viewer_${id}`, 'twitch-pass');
  await fakeTwitch(page.request, 'authorize-as', { id: `v-${id}`, login: `viewer_${id}` });
  await page.goto('/profile');
  await page.getByRole('button', { name: 'Link with Twitch' }).click();
  await expect(page).toHaveURL(/\/profile/);
  await expect(page.getByRole('button', { name: 'Unlink Twitch' })).toBeVisible();
  await fakeTwitch(page.request, 'chatters', { broadcasterId: `s-${id}`, userIds: [`v-${id}`, `s-${id}`] });

  const viewer = {
    authorization: `Bearer ${await page.evaluate(() => JSON.parse(localStorage.getItem('user') ?? '{}').accessToken)}`,
  };
  await expect
    .poll(
      async () =>
        (await (await page.request.get('/api/user/twitch/watchtime', { headers: viewer })).json()).watchTime,
      {
        timeout: 120_000,
        intervals: [5_000],
      },
    )
    .toBeGreaterThanOrEqual(1);

  await page.reload();
  await page.getByRole('tab', { name: 'Viewer Drops' }).click();
  await expect(page.getByRole('progressbar')).toBeVisible();
  await expect(page.getByText(/\d+ min/).first()).toBeVisible();
  await page.getByRole('button', { name: `Claim Ember ${id}` }).click();
  await expect(page.getByText('Reward claimed!')).toBeVisible();
  await page.getByRole('button', { name: 'Claim All' }).click();
  await expect(page.getByText('Claimed 1 reward(s).')).toBeVisible();
  const rewards = await (await page.request.get('/api/user/twitch/watchrewards', { headers: viewer })).json();
  const mine = (rewards.rewards ?? rewards).filter((r: { title: string }) => r.title.endsWith(id));
  expect(mine.map((r: { isClaimed: boolean }) => r.isClaimed)).toEqual([true, true]);
  expect(consoleErrors).toEqual([]);
});
