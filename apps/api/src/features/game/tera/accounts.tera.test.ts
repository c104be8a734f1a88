import { GameMessages, Messages, Prime } from '@agaia/contract';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  adminEditForm,
  buildAccount,
  loginAs,
  resetPasswordByLink,
} from '../../../../test/builders/accounts.ts';
import {
  buildGameAccount,
  createTeraTestApp,
  fakeOnly,
  gameAccount,
  realTera,
  storedGamePassword,
} from '../../../../test/tera.ts';
import { accounts } from '../../../db/schema/index.ts';
import { GameUnavailable } from './tera-accounts.ts';

const { app, fake } = await createTeraTestApp();

const register = (body: Record<string, unknown>) =>
  app.inject({ method: 'POST', url: '/api/auth/register', payload: body });

async function login(identifier: string, password: string) {
  const response = await app.inject({
    method: 'POST',
    url: '/api/auth/login',
    payload: { identifier, password },
  });
  expect(response.statusCode).toBe(200);
  return response.json<{ accountDBID: number }>();
}

async function siteAccount(userName: string) {
  const [row] = await app.platform.db.select().from(accounts).where(eq(accounts.userName, userName));
  return row;
}

describe('registration with tera-api', () => {
  it.skipIf(!realTera)('runs against the real tera-api at TERA_GATEWAY_URL and TERA_DB_URL', async () => {
    expect((await app.inject('/api/health')).json()).toMatchObject({
      game: { gateway: 'ok', database: 'ok' },
    });
  });

  it('makes the game account first and takes its userNo, with the password as tera-api stores it', async () => {
    const response = await register({
      username: 'Aria01',
      email: 'aria@example.com',
      password: 'long enough 1',
    });
    expect(response.statusCode).toBe(201);
    const site = await siteAccount('Aria01');
    const [game] = await fake.rows<{ accountDBID: number; passWord: string; email: string }>(
      "SELECT accountDBID, passWord, email FROM account_info WHERE userName = 'Aria01'",
    );
    expect(site?.accountDBID).toBe(game?.accountDBID);
    expect(game).toMatchObject({ passWord: storedGamePassword('long enough 1'), email: 'aria@example.com' });
  });

  it("applies the game's rules with clear messages: names of letters and digits, passwords of 8 to 128", async () => {
    const cases: [Record<string, string>, string][] = [
      [{ username: 'under_score', password: 'long enough 1' }, GameMessages.userNameRule],
      [{ username: 'ab', password: 'long enough 1' }, GameMessages.userNameRule],
      [{ username: 'Shorty', password: 'seven77' }, GameMessages.passwordLength],
      [{ username: 'Spacey', password: ' padded pass ' }, GameMessages.passwordSpaces],
    ];
    for (const [fields, message] of cases) {
      const response = await register({ email: `${fields.username}@example.com`, ...fields });
      expect(response.statusCode).toBe(400);
      expect(response.body).toContain(message);
    }
    const longMail = await register({
      username: 'LongMail',
      email: `${'a'.repeat(60)}@example.com`,
      password: 'long enough 1',
    });
    expect(longMail.statusCode).toBe(400);
    expect(longMail.body).toContain(GameMessages.emailTooLong);
    expect(await fake.rows("SELECT 1 FROM account_info WHERE userName IN ('Shorty', 'LongMail')")).toEqual(
      [],
    );
  });

  fakeOnly(
    'fails with a clear message and leaves nothing on either side when the Gateway fails',
    async () => {
      fake.failNext('/accountApi/RegisterNewAccount', { kind: 'http500' });
      const response = await register({
        username: 'Downtime',
        email: 'down@example.com',
        password: 'long enough 1',
      });
      expect(response.statusCode).toBe(503);
      expect(response.json()).toMatchObject({ message: GameUnavailable });
      expect(await siteAccount('Downtime')).toBeUndefined();
      expect(await fake.rows("SELECT 1 FROM account_info WHERE userName = 'Downtime'")).toEqual([]);
    },
  );

  fakeOnly(
    'reconciles a registration whose answer was lost by looking the name up, never making a second account',
    async () => {
      fake.failNext('/accountApi/RegisterNewAccount', { kind: 'hang', afterWrite: true });
      const response = await register({
        username: 'Lostreply',
        email: 'lost@example.com',
        password: 'long enough 1',
      });
      expect(response.statusCode).toBe(201);
      const games = await fake.rows<{ accountDBID: number }>(
        "SELECT accountDBID FROM account_info WHERE userName = 'Lostreply'",
      );
      expect(games).toHaveLength(1);
      expect((await siteAccount('Lostreply'))?.accountDBID).toBe(games[0]?.accountDBID);
      // Looked up, not sent again: the Gateway was asked once.
      const sends = fake.requests.filter(
        (r) => r.path === '/accountApi/RegisterNewAccount' && r.params.login === 'Lostreply',
      );
      expect(sends).toHaveLength(1);
    },
  );

  it('refuses a name another player holds in the game, and creates nothing', async () => {
    await fake.rows(
      "INSERT INTO account_info (userName, passWord, email, registerTime) VALUES ('Veteran', 'their pass 1', 'vet@example.com', NOW())",
    );
    const response = await register({
      username: 'veteran',
      email: 'new@example.com',
      password: 'long enough 1',
    });
    expect(response.statusCode).toBe(409);
    expect(response.json()).toMatchObject({ message: Messages.userNameTaken });
    expect(await siteAccount('veteran')).toBeUndefined();
  });
});

describe('passwords reach the game', () => {
  it('a reset writes account_info.passWord and nothing else of the row', async () => {
    const { account } = await buildGameAccount(app);
    await fake.rows("UPDATE account_info SET authKey = 'launcher-key-1' WHERE accountDBID = ?", [
      account.accountDBID,
    ]);
    const response = await resetPasswordByLink(app, account, 'brand new pass 2');
    expect(response.statusCode).toBe(200);
    const [row] = await fake.rows<{ passWord: string; authKey: string; email: string }>(
      'SELECT passWord, authKey, email FROM account_info WHERE accountDBID = ?',
      [account.accountDBID],
    );
    expect(row).toEqual({
      passWord: storedGamePassword('brand new pass 2'),
      authKey: 'launcher-key-1',
      email: account.email,
    });
  });

  it('an admin edit writes the game password, and refuses a new name the game cannot take', async () => {
    const admin = await buildGameAccount(app, {
      webMgt: Prime.accountManagement * Prime.accountActions * Prime.accountBenefits,
    });
    const { account } = await buildGameAccount(app);
    const { headers } = await loginAs(app, admin.account.userName, admin.password);
    const form = adminEditForm(account);
    const put = (body: Record<string, unknown>) =>
      app.inject({ method: 'PUT', url: `/api/admin/users/${account.accountDBID}`, headers, payload: body });
    expect((await put({ ...form, password: 'short' })).statusCode).toBe(400);
    expect((await put({ ...form, password: 'set by admin 3' })).statusCode).toBe(200);
    expect((await gameAccount(fake, account.accountDBID))?.passWord).toBe(
      storedGamePassword('set by admin 3'),
    );
    const renamed = await put({ ...form, userName: 'Renamed1' });
    expect(renamed.statusCode).toBe(400);
    expect((await gameAccount(fake, account.accountDBID))?.userName).toBe(account.userName);
  });
});

describe('players of the game before the site', () => {
  it('adopts a game account at login with its game credentials, email unconfirmed', async () => {
    const made = await app.modules.game.tera?.gateway.registerNewAccount(
      'Oldtimer',
      'old@example.com',
      'game pass 77',
    );
    if (made?.kind !== 'ok') throw new Error('could not seed the game account');
    expect(await siteAccount('Oldtimer')).toBeUndefined();
    const wrong = await app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { identifier: 'Oldtimer', password: 'not the pass' },
    });
    expect(wrong.statusCode).toBe(401);
    const session = await login('old@example.com', 'game pass 77');
    expect(session.accountDBID).toBe(made.data.userNo);
    expect(await siteAccount('Oldtimer')).toMatchObject({
      email: 'old@example.com',
      isEmailConfirmed: false,
    });
    // From now on the site's own password works, and the account is the same one.
    expect((await login('Oldtimer', 'game pass 77')).accountDBID).toBe(made.data.userNo);
  });

  it('never adopts over a site account that has its own password', async () => {
    const { account } = await buildAccount(app, { userName: 'Siteonly1', password: 'site pass 11' });
    await fake.rows('UPDATE account_info SET passWord = ? WHERE accountDBID = ?', [
      'game pass 11',
      account.accountDBID,
    ]);
    const response = await app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { identifier: 'Siteonly1', password: 'game pass 11' },
    });
    expect(response.statusCode).toBe(401);
  });

  it('imports the game accounts the site lacks, without passwords; each first login proves the game password', async () => {
    await fake.rows(
      "INSERT INTO account_info (userName, passWord, email, registerTime) VALUES ('Importee', 'imported pw 1', 'imp@example.com', '2020-05-01 10:00:00')",
    );
    const all = await app.modules.game.listAccounts(0, 500);
    const first = await app.modules.accounts.importGameAccounts(all);
    expect(first.added).toBeGreaterThan(0);
    expect((await app.modules.accounts.importGameAccounts(all)).added).toBe(0);
    const imported = await siteAccount('Importee');
    expect(imported).toMatchObject({ email: 'imp@example.com', isEmailConfirmed: false });
    expect(imported?.registerTime.toISOString()).toBe('2020-05-01T10:00:00.000Z');
    const wrong = await app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { identifier: 'Importee', password: 'guess guess' },
    });
    expect(wrong.statusCode).toBe(401);
    expect((await login('Importee', 'imported pw 1')).accountDBID).toBe(imported?.accountDBID);
  });
});
