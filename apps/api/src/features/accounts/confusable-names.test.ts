import { ALL_WEB_PERMISSIONS, Messages } from '@agaia/contract';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { adminEditForm, buildAccount, loginAs } from '../../../test/builders/accounts.ts';
import { createTestApp, createTestClock } from '../../../test/helpers.ts';
import { accounts } from '../../db/schema/index.ts';
import { AccountsText } from '../../i18n/en/accounts.ts';
import { ptBRAccounts } from '../../i18n/pt-BR/accounts.ts';
import { nameSkeleton } from './confusable-names.ts';

// A new or renamed user name that reads like a staff member's (demo_admln beside demo_admin) is refused: players are
// told apart from staff by name alone, in the game and in the community chat.
const clock = createTestClock();
const app = await createTestApp({ clock });
await buildAccount(app, { userName: 'demo_admin', webMgt: ALL_WEB_PERMISSIONS });
await buildAccount(app, { userName: 'Mod_Helper', webMgt: 2 * 11 });
const { password: editorPassword } = await buildAccount(app, {
  userName: 'Chief_Editor',
  webMgt: ALL_WEB_PERMISSIONS,
});
const editor = await loginAs(app, 'chief_editor', editorPassword);

let serial = 0;
const register = (username: string, language?: string) =>
  app.inject({
    method: 'POST',
    url: '/api/auth/register',
    // Each from its own address: registrations are limited per address.
    remoteAddress: `198.51.100.${serial + 1}`,
    payload: {
      username,
      email: `newcomer_${++serial}@example.com`,
      password: 'first-pass',
      attribution: null,
      ...(language && { language }),
    },
    headers: language ? { 'accept-language': language } : {},
  });
const edit = (account: { accountDBID: number; userName: string; email: string }, overrides: object) =>
  app.inject({
    method: 'PUT',
    url: `/api/admin/users/${account.accountDBID}`,
    headers: editor.headers,
    payload: adminEditForm(account, overrides),
  });
const nameOf = async (accountDBID: number) =>
  (await app.platform.db.select().from(accounts).where(eq(accounts.accountDBID, accountDBID)))[0]?.userName;

describe('nameSkeleton', () => {
  it('folds case, separators and look-alike letters into what the name reads as', () => {
    for (const name of [
      'demo_admin',
      'DEMO_ADMIN',
      'demo_admln',
      'dem0_adm1n',
      'Demo.Adm|n',
      'demo-adrnin',
      'DemoAdmIn',
    ])
      expect(nameSkeleton(name), name).toBe('demoadmln');
    expect(nameSkeleton('5ilver_vvolf')).toBe(nameSkeleton('SILVER_WOLF'));
    expect(nameSkeleton('Oscar')).toBe(nameSkeleton('0scar'));
  });

  it('keeps names that read differently apart', () => {
    expect(nameSkeleton('demo_admin')).not.toBe(nameSkeleton('demo_admins'));
    expect(nameSkeleton('mod_helper')).not.toBe(nameSkeleton('mud_helper'));
  });
});

describe('registering a name that reads like a staff member', () => {
  it.each([
    'demo_admln',
    'dem0_admin',
    'demo_adrnin',
    'DEM0_ADMlN',
    'demoadmin',
    'demo_adm1n',
    'rnod_he1per',
  ])('refuses %s with 409 and the reason under the user name field, making nothing', async (username) => {
    const response = await register(username);
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({
      message: AccountsText.userNameTooSimilar,
      code: 'USERNAME_TOO_SIMILAR',
      fieldErrors: { username: [AccountsText.userNameTooSimilar] },
    });
    expect(await app.modules.accounts.findByIdentifier(username)).toBeUndefined();
  });

  it("refuses the staff member's own name in another case as taken", async () => {
    const response = await register('DEMO_ADMIN');
    expect(response.statusCode).toBe(409);
    expect(response.json().message).toBe(Messages.userNameTaken);
  });

  it('says so in Brazilian Portuguese', async () => {
    const response = await register('dem0_adm1n', 'pt-BR');
    expect(response.statusCode).toBe(409);
    expect(response.json().message).toBe(ptBRAccounts.userNameTooSimilar);
    expect(response.json().fieldErrors.username).toEqual([ptBRAccounts.userNameTooSimilar]);
  });

  it("leaves players' names unprotected: a name like another player's is fine", async () => {
    await buildAccount(app, { userName: 'gold_farmer' });
    expect((await register('go1d_farmer')).statusCode).toBe(201);
    expect((await register('demo_player')).statusCode).toBe(201);
  });
});

describe("an admin's edit of a user", () => {
  it("refuses renaming a player to a staff member's look-alike, keeping the old name", async () => {
    const { account } = await buildAccount(app, { userName: 'plain_player' });
    const response = await edit(account, { userName: 'dem0_adrnin' });
    expect(response.statusCode).toBe(409);
    expect(response.json()).toMatchObject({
      message: AccountsText.userNameTooSimilar,
      fieldErrors: { userName: [AccountsText.userNameTooSimilar] },
    });
    expect(await nameOf(account.accountDBID)).toBe('plain_player');
  });

  it("renames a player to a name like another player's, and saves a staff member's other fields", async () => {
    await buildAccount(app, { userName: 'silver_fox' });
    const { account } = await buildAccount(app, { userName: 'renamed_one' });
    expect((await edit(account, { userName: 's1lver_fox' })).statusCode).toBe(200);
    expect(await nameOf(account.accountDBID)).toBe('s1lver_fox');

    // A staff member's edit that leaves its name is not refused because of the name it has.
    const { account: staff } = await buildAccount(app, { userName: 'news_writer', webMgt: 11 });
    expect((await edit(staff, { webMgt: 11, agaiaCoins: 5 })).statusCode).toBe(200);
  });

  it("refuses granting a staff permission to an account named like a staff member's", async () => {
    const { account } = await buildAccount(app, { userName: 'rnod_helper' });
    const response = await edit(account, { webMgt: 11 });
    expect(response.statusCode).toBe(409);
    expect(response.json().message).toBe(AccountsText.userNameTooSimilar);

    const { account: other } = await buildAccount(app, { userName: 'distinct_name' });
    expect((await edit(other, { webMgt: 11 })).statusCode).toBe(200);
  });
});
