import type { Page } from '@playwright/test';
import mysql from 'mysql2/promise';
import {
  E2E_TERA_CONTROL_PORT,
  E2E_TERA_DB_URL,
  E2E_TERA_TWITCH_PORT,
} from '../../../../playwright.config.ts';
import { expect, loginViaUi, test } from '../fixtures.ts';

// The site with GAME_BACKEND=tera-api: what a player and an admin do reaches the game's tables (the tera-api fake's
// MariaDB database), read here as an operator would.
const pool = mysql.createPool({ uri: E2E_TERA_DB_URL, timezone: 'Z', connectionLimit: 2 });
test.afterAll(() => pool.end());

const rows = async <T>(query: string, values: unknown[] = []) => (await pool.query(query, values))[0] as T[];
const unique = () => Math.random().toString(36).slice(2, 8);

/** Steers the fake Gateway (fault injection, characters) through its control port. */
async function control(page: Page, path: string, body: Record<string, unknown>) {
  const response = await page.request.post(`http://127.0.0.1:${E2E_TERA_CONTROL_PORT}${path}`, {
    data: body,
  });
  expect(response.status()).toBe(204);
}

async function registerViaUi(page: Page, username: string, password: string) {
  await page.goto('/register');
  await page.getByLabel('Username').fill(username);
  await page.getByLabel('Email').fill(`${username}@e2e.test`);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByLabel('Confirm Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Create Account' }).click();
}

async function gameId(userName: string): Promise<number> {
  const [row] = await rows<{ accountDBID: number }>(
    'SELECT accountDBID FROM account_info WHERE userName = ?',
    [userName],
  );
  if (!row) throw new Error(`no game account ${userName}`);
  return Number(row.accountDBID);
}

test('a player registers with the game rules and can log into the game with the same password', async ({
  page,
  consoleErrors,
}) => {
  const name = `Hero${unique()}`;
  await registerViaUi(page, `${name}_x`, 'hero-pass-1');
  await expect(page.getByText('Username must be 3 to 24 letters and digits.')).toBeVisible();
  await registerViaUi(page, name, 'short1');
  await expect(page.getByText('Password must be 8 to 128 characters long.')).toBeVisible();
  await registerViaUi(page, name, 'hero-pass-1');
  await expect(
    page.getByText('Registration successful! Please check your email to confirm your account.'),
  ).toBeVisible();
  const [game] = await rows<{ passWord: string }>('SELECT passWord FROM account_info WHERE userName = ?', [
    name,
  ]);
  expect(game?.passWord).toBe('hero-pass-1');
  await loginViaUi(page, name, 'hero-pass-1');
  expect(consoleErrors).toEqual([]);
});

test('coins bought in the shop reach the game wallet once, even when the Gateway fails first', async ({
  page,
  consoleErrors,
}) => {
  const name = `Buyer${unique()}`;
  const response = await page.request.post('/api/auth/register', {
    data: { username: name, email: `${name}@e2e.test`, password: 'buyer-pass-1', attribution: null },
  });
  expect(response.status()).toBe(201);
  const id = await gameId(name);
  await control(page, '/fail', { path: '/shopApi/FundByUserNo', kind: 'http500', times: 1 });
  await loginViaUi(page, name, 'buyer-pass-1');
  await page.getByRole('button', { name: 'Donate' }).first().click();
  const dialog = page.getByRole('dialog', { name: 'DONATIONS' });
  await dialog.getByRole('button', { name: /Coin Packages/ }).click();
  await dialog
    .getByRole('article')
    .filter({ hasText: 'Handful of Agaia Coins' })
    .getByRole('button', { name: 'Pay with Stripe' })
    .click();
  await page.getByRole('button', { name: 'Pay' }).click();
  await expect(page.getByRole('heading', { name: 'Payment Successful' })).toBeVisible();

  // The first fund fails (HTTP 500); the worker backs off and sends it again: one credit, one ledger line.
  await expect
    .poll(
      async () =>
        (await rows<{ balance: number }>('SELECT balance FROM shop_accounts WHERE accountDBID = ?', [id]))[0]
          ?.balance,
      {
        timeout: 20_000,
      },
    )
    .toBe(500);
  expect(await rows('SELECT 1 FROM report_shop_fund WHERE accountDBID = ?', [id])).toHaveLength(1);
  await page.goto('/profile');
  await expect(page.getByText(/Game coins/i)).toBeVisible();
  expect(consoleErrors).toEqual([]);
});

test('a player of the game before the site logs in with the game password and sees the characters', async ({
  page,
  consoleErrors,
}) => {
  const name = `Veteran${unique()}`;
  await pool.query(
    "INSERT INTO account_info (userName, passWord, email, registerTime) VALUES (?, 'old-game-pass', ?, NOW())",
    [name, `${name}@old.e2e.test`],
  );
  const id = await gameId(name);
  const character = `Blade${unique()}`;
  await control(page, '/characters', {
    accountDBID: id,
    serverId: 2800,
    characterId: 1,
    name: character,
    level: 65,
    raceId: 3,
    genderId: 1,
    classId: 1,
  });
  await loginViaUi(page, name, 'old-game-pass');
  await page.goto('/profile');
  await page.getByRole('tab', { name: 'Characters' }).click();
  // The character's row, found by its name: the name is random and may hold "65" itself.
  const row = page
    .getByRole('tabpanel', { name: 'Characters' })
    .getByRole('row')
    .filter({
      has: page.getByRole('rowheader', { name: character, exact: true }),
    });
  await expect(row.getByRole('cell', { name: 'Lancer', exact: true })).toBeVisible();
  await expect(row.getByRole('cell', { name: 'Castanic', exact: true })).toBeVisible();
  await expect(row.getByRole('cell', { name: '65', exact: true })).toBeVisible();
  expect(consoleErrors).toEqual([]);
});

test('a ban from the admin panel reaches the game and an unban lifts it there', async ({
  page,
  consoleErrors,
}) => {
  const name = `Cheat${unique()}`;
  const response = await page.request.post('/api/auth/register', {
    data: { username: name, email: `${name}@e2e.test`, password: 'cheat-pass-1', attribution: null },
  });
  expect(response.status()).toBe(201);
  const id = await gameId(name);
  await loginViaUi(page, 'e2ewarden', 'warden-pass-1');
  await page.goto('/admin');
  await page.getByLabel('Search users').fill(name);
  await page.getByRole('button', { name: `Edit ${name}` }).click();
  await page.getByLabel('Ban End Time').fill('2099-01-01T12:00');
  await page.getByLabel('Reason').fill('Speed hacking.');
  await page.getByRole('button', { name: 'Ban User', exact: true }).click();
  // The ban asks first, naming the account.
  await page
    .getByRole('dialog', { name: `Ban ${name}?` })
    .getByRole('button', { name: 'Yes, Ban' })
    .click();
  await expect(page.getByText(`User ${name} banned successfully.`)).toBeVisible();
  await expect
    .poll(
      async () =>
        rows<{ active: number; description: string }>(
          'SELECT active, description FROM account_bans WHERE accountDBID = ?',
          [id],
        ),
      {
        timeout: 15_000,
      },
    )
    .toEqual([{ active: 1, description: 'Speed hacking.' }]);

  await page.getByRole('button', { name: 'Unban User' }).click();
  await expect(page.getByText(`User ${name} unbanned successfully.`)).toBeVisible();
  await expect
    .poll(async () => rows('SELECT 1 FROM account_bans WHERE accountDBID = ?', [id]), { timeout: 15_000 })
    .toEqual([]);
  expect(consoleErrors).toEqual([]);
});

test('a claimed Twitch reward reaches the game as one box', async ({ page, consoleErrors }) => {
  test.setTimeout(180_000);
  const id = unique();
  const twitch = (control: string, data: object) =>
    page.request.post(`http://127.0.0.1:${E2E_TERA_TWITCH_PORT}/_fake/${control}`, { data });
  const bearer = async (identifier: string, password: string) => {
    const login = await page.request.post('/api/auth/login', { data: { identifier, password } });
    return { authorization: `Bearer ${(await login.json()).accessToken}` };
  };
  const register = async (name: string) => {
    const response = await page.request.post('/api/auth/register', {
      data: { username: name, email: `${name}@e2e.test`, password: 'drops-pass-1', attribution: null },
    });
    expect(response.status()).toBe(201);
    return bearer(name, 'drops-pass-1');
  };
  const created = await page.request.post('/api/admin/twitch/rewards', {
    headers: await bearer('e2edrops', 'drops-pass-1'),
    multipart: {
      season: '1',
      type: 'viewer',
      title: `Starter ${id}`,
      requiredMinutes: '1',
      itemId: '8001',
      itemQuantity: '1',
      boxId: '41',
    },
  });
  expect(created.status()).toBe(201);

  const streamer = await register(`Streamer${id}`);
  await twitch('authorize-as', { id: `s-${id}`, login: `streamer${id}` });
  const { url } = await (await page.request.get('/api/auth/twitch/link', { headers: streamer })).json();
  expect((await page.request.get(url)).status()).toBe(200);
  await twitch('live', { userId: `s-${id}`, gameId: 'e2e-tera' });

  const viewerName = `Viewer${id}`;
  await register(viewerName);
  await loginViaUi(page, viewerName, 'drops-pass-1');
  await twitch('authorize-as', { id: `v-${id}`, login: `viewer${id}` });
  await page.goto('/profile');
  await page.getByRole('button', { name: 'Link with Twitch' }).click();
  await expect(page.getByRole('button', { name: 'Unlink Twitch' })).toBeVisible();
  await twitch('chatters', { broadcasterId: `s-${id}`, userIds: [`v-${id}`, `s-${id}`] });
  const viewer = await bearer(viewerName, 'drops-pass-1');
  await expect
    .poll(
      async () =>
        (await (await page.request.get('/api/user/twitch/watchtime', { headers: viewer })).json()).watchTime,
      { timeout: 120_000, intervals: [5_000] },
    )
    .toBeGreaterThanOrEqual(1);

  await page.reload();
  await page.getByRole('tab', { name: 'Viewer Drops' }).click();
  await page.getByRole('button', { name: `Claim Starter ${id}` }).click();
  await expect(page.getByText('Reward claimed!')).toBeVisible();
  const account = await gameId(viewerName);
  await expect
    .poll(async () => rows('SELECT 1 FROM report_boxes WHERE accountDBID = ? AND logId = 41', [account]), {
      timeout: 15_000,
    })
    .toHaveLength(1);
  await expect(page.getByRole('button', { name: `Claim Starter ${id}` })).toHaveCount(0);
  expect(consoleErrors).toEqual([]);
});
