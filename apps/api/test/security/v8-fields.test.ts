import { ALL_WEB_PERMISSIONS, Prime } from '@agaia/contract';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { accounts, twitchLinks } from '../../src/db/schema/index.ts';
import { adminEditForm, buildAccount, loginAs, resetPasswordByLink } from '../builders/accounts.ts';
import { createTestApp } from '../helpers.ts';

// Field-level access: what a player's body may set, and which webMgt values an admin body may write.
const app = await createTestApp({ env: { RATE_LIMIT_REGISTER_PER_IP: '100' } });

/** Every column a player must never set on its own account, with a value an attacker would like. */
const PRIVILEGED = {
  webMgt: ALL_WEB_PERMISSIONS,
  privilege: 32,
  permission: 1,
  agaiaCoins: 1_000_000,
  astrumCoins: 1_000_000,
  agaiaClubExpiry: '2099-01-01T00:00:00.000Z',
  isEmailConfirmed: true,
  hasClaimedFounderPackage: true,
  hasClaimedVeteranPackage: true,
  twoFactorEnabled: true,
  twitchId: '424242',
  accountDBID: 1,
  passwordHash: '$argon2id$v=19$m=12288,t=3,p=1$planted',
  avatarUrl: 'javascript:alert(1)',
};
const untouched = {
  webMgt: 0,
  privilege: 0,
  permission: 0,
  agaiaCoins: 0,
  astrumCoins: 0,
  agaiaClubExpiry: null,
  hasClaimedFounderPackage: false,
  hasClaimedVeteranPackage: false,
  twoFactorEnabled: false,
  avatarUrl: null,
};

const rowOf = async (accountDBID: number) =>
  (await app.platform.db.select().from(accounts).where(eq(accounts.accountDBID, accountDBID)))[0];
const post = (url: string, payload: object | string, headers: Record<string, string> = {}) =>
  app.inject({ method: 'POST', url, payload, headers: { 'content-type': 'application/json', ...headers } });

describe('V8 Authorization: fields a player cannot set', () => {
  it('[8.2.3, 15.3.3] no player body in the OpenAPI document has a property naming a privileged field', async () => {
    const document = (await app.inject('/api/docs/json')).json<{
      paths: Record<
        string,
        Record<string, { requestBody?: { content: Record<string, { schema: unknown }> } }>
      >;
    }>();
    const offending: string[] = [];
    /**
     * Every property name in a JSON schema, at any depth; the body itself must not take unknown properties (a
     * passkey's WebAuthn response may carry open-ended extension results, which reach no account column).
     */
    const walk = (schema: unknown, where: string, isBody: boolean) => {
      if (typeof schema !== 'object' || schema === null) return;
      const node = schema as { properties?: Record<string, unknown>; additionalProperties?: unknown };
      if (isBody && node.additionalProperties !== undefined && node.additionalProperties !== false)
        offending.push(`${where}: takes any property`);
      for (const [name, child] of Object.entries(node.properties ?? {})) {
        if (name in PRIVILEGED) offending.push(`${where}: ${name}`);
        walk(child, where, false);
      }
      for (const value of Object.values(node)) if (value !== node.properties) walk(value, where, false);
    };
    let bodies = 0;
    for (const [path, methods] of Object.entries(document.paths)) {
      if (path.startsWith('/api/admin/')) continue;
      for (const [method, operation] of Object.entries(methods)) {
        const schema = operation.requestBody?.content['application/json']?.schema;
        if (schema === undefined) continue;
        bodies += 1;
        walk(schema, `${method.toUpperCase()} ${path}`, true);
      }
    }
    expect(bodies).toBeGreaterThan(10);
    expect(offending).toEqual([]);
  });

  it('[8.2.3, 15.3.3] registration, a reset and an email change ignore every privileged field sent with them', async () => {
    const registered = await post('/api/auth/register', {
      username: 'mass_assign',
      email: 'mass-assign@example.com',
      password: 'amber-kettle-9',
      attribution: null,
      ...PRIVILEGED,
    });
    expect(registered.statusCode).toBe(201);
    const account = await app.modules.accounts.findByIdentifier('mass_assign');
    if (!account) throw new Error('not registered');
    expect(account.accountDBID).not.toBe(PRIVILEGED.accountDBID);
    expect(account).toMatchObject({ ...untouched, isEmailConfirmed: false });
    expect(account.passwordHash).not.toBe(PRIVILEGED.passwordHash);

    const reset = await resetPasswordByLink(app, account, 'violet-lantern-7');
    expect(reset.statusCode).toBe(200);
    const headers = (await loginAs(app, 'mass_assign', 'violet-lantern-7')).headers;
    const change = await post(
      '/api/user/change-email',
      { currentPassword: 'violet-lantern-7', newEmail: 'moved-mass@example.com', ...PRIVILEGED },
      headers,
    );
    expect(change.statusCode).toBe(200);
    const deletion = await post('/api/user/deletion-request', { password: 'x', ...PRIVILEGED }, headers);
    expect(deletion.statusCode).toBe(400);
    expect(await rowOf(account.accountDBID)).toMatchObject({
      ...untouched,
      isEmailConfirmed: false,
      email: 'mass-assign@example.com',
    });
    const links = await app.platform.db
      .select()
      .from(twitchLinks)
      .where(eq(twitchLinks.accountDBID, account.accountDBID));
    expect(links).toEqual([]);
  });

  it('[15.3.6] refuses a body that tries to pollute prototypes, and the objects stay clean', async () => {
    const { account, password } = await buildAccount(app);
    for (const body of [
      `{"identifier":"${account.userName}","password":"${password}","__proto__":{"webMgt":${ALL_WEB_PERMISSIONS}}}`,
      `{"identifier":"${account.userName}","password":"${password}","constructor":{"prototype":{"webMgt":2}}}`,
    ]) {
      const response = await post('/api/auth/login', body);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ message: expect.any(String) });
    }
    expect(({} as { webMgt?: number }).webMgt).toBeUndefined();
    expect((await rowOf(account.accountDBID))?.webMgt).toBe(0);
  });
});

const admin = await buildAccount(app, { webMgt: ALL_WEB_PERMISSIONS });
const adminHeaders = (await loginAs(app, admin.account.userName, admin.password)).headers;
const put = (id: number, payload: object, headers = adminHeaders) =>
  app.inject({ method: 'PUT', url: `/api/admin/users/${id}`, headers, payload });

describe('V8 Authorization: the webMgt an admin body may write', () => {
  it.each<[string, unknown]>([
    ['a negative number', -2],
    ['a negative product of every prime', -ALL_WEB_PERMISSIONS],
    ['a fraction', 2.5],
    ['a fraction of a product', 22.000001],
    ['a numeric string', '22'],
    ['a string naming a prime', '2'],
    ['an unknown prime', 41],
    ['a known prime times an unknown one', 2 * 41],
    ['a repeated prime', 4],
    ['a number past 2^53', 2 ** 53 + 2],
    ['10^21', 1e21],
    ['null', null],
    ['true', true],
    ['an array', [2]],
    ['an object', { valueOf: 2 }],
  ])('[8.2.3, 15.3.5] refuses %s and stores nothing', async (_label, webMgt) => {
    const { account } = await buildAccount(app);
    const response = await put(account.accountDBID, { ...adminEditForm(account), webMgt, agaiaCoins: 5 });
    expect(response.statusCode).toBe(400);
    expect(response.json().fieldErrors).toHaveProperty('webMgt');
    expect(await rowOf(account.accountDBID)).toMatchObject({ webMgt: 0, agaiaCoins: 0 });
  });

  it('[8.2.3] stores 0 and 1, which hold no permission: the account stays out of every admin route', async () => {
    for (const webMgt of [1, 0]) {
      const { account, password } = await buildAccount(app, { webMgt: Prime.news });
      const response = await put(account.accountDBID, { ...adminEditForm(account), webMgt });
      expect(response.statusCode).toBe(200);
      expect((await rowOf(account.accountDBID))?.webMgt).toBe(webMgt);
      const headers = (await loginAs(app, account.userName, password)).headers;
      for (const url of ['/api/admin/content/news', '/api/admin/audit'])
        expect((await app.inject({ url, headers })).statusCode).toBe(403);
    }
  });

  it('[8.2.3] grants only primes the admin holds itself', async () => {
    const manager = await buildAccount(app, { webMgt: Prime.accountManagement * Prime.news });
    const headers = (await loginAs(app, manager.account.userName, manager.password)).headers;
    const { account } = await buildAccount(app);
    for (const webMgt of [Prime.shop, Prime.news * Prime.shop, ALL_WEB_PERMISSIONS]) {
      const response = await put(account.accountDBID, { ...adminEditForm(account), webMgt }, headers);
      expect(response.statusCode).toBe(403);
      expect(response.json().message).toBe('You cannot grant or remove a permission you do not hold.');
    }
    expect((await rowOf(account.accountDBID))?.webMgt).toBe(0);
    const allowed = await put(
      account.accountDBID,
      { ...adminEditForm(account), webMgt: Prime.news },
      headers,
    );
    expect(allowed.statusCode).toBe(200);
    expect((await rowOf(account.accountDBID))?.webMgt).toBe(Prime.news);
  });
});
