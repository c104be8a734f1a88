import { ALL_WEB_PERMISSIONS, HierarchyMessages } from '@agaia/contract';
import { desc, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { adminEditForm, buildAccount, loginAs } from '../../../test/builders/accounts.ts';
import { createTestApp, createTestClock } from '../../../test/helpers.ts';
import { auditLog, twoFactorSecrets } from '../../db/schema/index.ts';

const clock = createTestClock();
const app = await createTestApp({ clock });
const { account: admin, password: adminPassword } = await buildAccount(app, {
  userName: 'Chief',
  webMgt: 2 * 3 * 5 * 11,
});
const session = await loginAs(app, 'chief', adminPassword);
const headers = session.headers;

const lastAudit = async () =>
  (await app.platform.db.select().from(auditLog).orderBy(desc(auditLog.id)).limit(1))[0];

describe('GET /api/admin/users', () => {
  it('searches user name and email fragments and IDs, case-insensitively, with pages', async () => {
    const { account } = await buildAccount(app, { userName: 'Silver_Fox', email: 'fox.hunter@Example.org' });
    for (const search of ['silver', 'HUNTER@example', String(account.accountDBID)]) {
      const response = await app.inject({
        url: `/api/admin/users?search=${encodeURIComponent(search)}`,
        headers,
      });
      expect(response.statusCode).toBe(200);
      expect(response.json().users.map((u: { userName: string }) => u.userName)).toContain('Silver_Fox');
    }
    const literal = await app.inject({ url: '/api/admin/users?search=%25', headers });
    expect(literal.json().total).toBe(0);

    for (let i = 0; i < 11; i++) await buildAccount(app, { userName: `pager_${i}` });
    const first = await app.inject({ url: '/api/admin/users?search=pager_&pageSize=10', headers });
    expect(first.json()).toMatchObject({ total: 11, page: 1, pageSize: '10' });
    expect(first.json().users).toHaveLength(10);
    const second = await app.inject({ url: '/api/admin/users?search=pager_&pageSize=10&page=2', headers });
    expect(second.json().users).toHaveLength(1);
    const all = await app.inject({ url: '/api/admin/users?search=pager_&pageSize=all', headers });
    expect(all.json().users).toHaveLength(11);
  });

  it('refuses other page sizes', async () => {
    const response = await app.inject({ url: '/api/admin/users?pageSize=25', headers });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe('pageSize must be 10, 50, 100 or all.');
  });
});

describe('PUT /api/admin/users/{id}', () => {
  it('saves the form, records the changed fields in the audit log, and 404s an unknown account', async () => {
    const { account } = await buildAccount(app, { userName: 'Editable' });
    const response = await app.inject({
      method: 'PUT',
      url: `/api/admin/users/${account.accountDBID}`,
      headers,
      payload: adminEditForm(account, {
        agaiaCoins: 250,
        webMgt: 2 * 11,
        agaiaClubExpiry: '2027-01-01T00:00:00.000Z',
      }),
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ message: 'User updated successfully!' });
    const detail = (await app.inject({ url: `/api/admin/users/${account.accountDBID}`, headers })).json();
    expect(detail).toMatchObject({
      agaiaCoins: 250,
      webMgt: 22,
      agaiaClubExpiry: '2027-01-01T00:00:00.000Z',
    });
    expect(detail.audit[0]).toMatchObject({
      action: 'user.update',
      actorName: 'Chief',
      changes: { agaiaCoins: { from: 0, to: 250 }, webMgt: { from: 0, to: 22 } },
    });
    const missing = await app.inject({
      method: 'PUT',
      url: '/api/admin/users/999999',
      headers,
      payload: adminEditForm(account),
    });
    expect(missing.statusCode).toBe(404);
  });

  it.each([
    ['userName', { userName: '' }, 'Username and Email are required.'],
    ['email', { email: '' }, 'Username and Email are required.'],
    ['permission', { permission: -1 }, 'Permission must be a valid number.'],
    ['permission', { permission: 'abc' }, 'Permission must be a valid number.'],
    ['password', { password: '123' }, 'Password must be at least 6 characters long.'],
  ])('answers 400 naming %s', async (field, override, message) => {
    const { account } = await buildAccount(app);
    const response = await app.inject({
      method: 'PUT',
      url: `/api/admin/users/${account.accountDBID}`,
      headers,
      payload: adminEditForm(account, override),
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().fieldErrors[field]).toContain(message);
  });

  it('refuses unknown permission values, primes the caller lacks, and its own webMgt', async () => {
    const { account } = await buildAccount(app, { webMgt: 11 });
    const put = (id: number, payload: object) =>
      app.inject({ method: 'PUT', url: `/api/admin/users/${id}`, headers, payload });
    expect((await put(account.accountDBID, adminEditForm(account, { webMgt: 4 }))).statusCode).toBe(400);
    const grantForeign = await put(account.accountDBID, adminEditForm(account, { webMgt: 11 * 13 }));
    expect(grantForeign.statusCode).toBe(403);
    expect(grantForeign.json().message).toBe('You cannot grant or remove a permission you do not hold.');
    expect(
      (await put(account.accountDBID, adminEditForm(account, { webMgt: 3 * 11, agaiaCoins: 5 }))).statusCode,
    ).toBe(200);
    expect((await put(account.accountDBID, adminEditForm(account, { webMgt: 1 }))).statusCode).toBe(200);
    const self = await put(admin.accountDBID, adminEditForm(admin, { webMgt: ALL_WEB_PERMISSIONS }));
    expect(self.statusCode).toBe(403);
    expect(self.json().message).toBe(HierarchyMessages.self);
  });

  it('hashes a new password, ends the account sessions, and never logs the password', async () => {
    const { account, password } = await buildAccount(app);
    const victim = await loginAs(app, account.userName, password);
    const response = await app.inject({
      method: 'PUT',
      url: `/api/admin/users/${account.accountDBID}`,
      headers,
      payload: adminEditForm(account, { password: 'set-by-admin' }),
    });
    expect(response.statusCode).toBe(200);
    expect((await app.inject({ url: '/api/user/profile', headers: victim.headers })).statusCode).toBe(401);
    await loginAs(app, account.userName, 'set-by-admin');
    const entry = await lastAudit();
    expect(entry?.changes).toMatchObject({ password: '(changed)' });
    expect(JSON.stringify(entry)).not.toContain('set-by-admin');
  });

  it('forgets a two-factor setup not confirmed yet when staff set a new password, as a reset does', async () => {
    const { account, password } = await buildAccount(app);
    const owner = await loginAs(app, account.userName, password);
    const setup = await app.inject({
      method: 'POST',
      url: '/api/user/two-factor/setup',
      headers: owner.headers,
      payload: { password },
    });
    expect(setup.statusCode).toBe(200);
    const pending = () =>
      app.platform.db
        .select()
        .from(twoFactorSecrets)
        .where(eq(twoFactorSecrets.accountDBID, account.accountDBID));
    expect(await pending()).toHaveLength(1);
    const response = await app.inject({
      method: 'PUT',
      url: `/api/admin/users/${account.accountDBID}`,
      headers,
      payload: adminEditForm(account, { password: 'set-by-staff' }),
    });
    expect(response.statusCode).toBe(200);
    expect(await pending()).toEqual([]);
  });

  it('answers 409 for a user name already taken', async () => {
    const { account } = await buildAccount(app);
    const response = await app.inject({
      method: 'PUT',
      url: `/api/admin/users/${account.accountDBID}`,
      headers,
      payload: adminEditForm(account, { userName: 'CHIEF' }),
    });
    expect(response.statusCode).toBe(409);
  });
});

describe('bans', () => {
  it('bans at once (sessions end, login shows the ban), lists it, and unbans', async () => {
    const { account, password } = await buildAccount(app, { userName: 'Rulebreaker' });
    const victim = await loginAs(app, 'rulebreaker', password);
    const missingReason = await app.inject({
      method: 'POST',
      url: '/api/admin/banUser',
      headers,
      payload: {
        accountDBID: account.accountDBID,
        endTime: '2099-01-01T00:00:00Z',
        description: ' ',
        ip: '',
      },
    });
    expect(missingReason.json().message).toBe('Ban End Time and Reason are required.');
    const banned = await app.inject({
      method: 'POST',
      url: '/api/admin/banUser',
      headers,
      payload: {
        accountDBID: account.accountDBID,
        endTime: '2099-01-01T00:00:00Z',
        description: 'Gold selling',
        ip: '10.0.0.9',
        active: 1,
      },
    });
    expect(banned.json()).toEqual({ message: 'User Rulebreaker banned successfully.' });
    expect((await app.inject({ url: '/api/user/profile', headers: victim.headers })).statusCode).toBe(401);
    const login = await app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { identifier: 'rulebreaker', password },
    });
    expect(login.statusCode).toBe(403);
    expect(login.json().message).toContain('Reason: Gold selling');
    const row = (await app.inject({ url: `/api/admin/users?search=rulebreaker`, headers })).json().users[0];
    expect(row.banned).toBe(true);
    // Another account is not banned by it, in the list or in its own view.
    const { account: bystander } = await buildAccount(app, { userName: 'Bystander' });
    const listed = (await app.inject({ url: '/api/admin/users?search=bystander', headers })).json().users[0];
    expect(listed.banned).toBe(false);
    const viewed = await app.inject({ url: `/api/admin/users/${bystander.accountDBID}`, headers });
    expect(viewed.json().banned).toBe(false);
    expect((await lastAudit())?.action).toBe('user.ban');

    const unbanned = await app.inject({
      method: 'POST',
      url: '/api/admin/unbanUser',
      headers,
      payload: { accountDBID: account.accountDBID },
    });
    expect(unbanned.json()).toEqual({ message: 'User Rulebreaker unbanned successfully.' });
    expect(
      (
        await app.inject({
          method: 'POST',
          url: '/api/auth/login',
          payload: { identifier: 'rulebreaker', password },
        })
      ).statusCode,
    ).toBe(200);
    const again = await app.inject({
      method: 'POST',
      url: '/api/admin/unbanUser',
      headers,
      payload: { accountDBID: account.accountDBID },
    });
    expect(again.statusCode).toBe(404);
    const detail = (await app.inject({ url: `/api/admin/users/${account.accountDBID}`, headers })).json();
    expect(detail.bans).toHaveLength(1);
    expect(detail.bans[0]).toMatchObject({
      description: 'Gold selling',
      active: false,
      ip: '["10.0.0.9"]',
      bannedBy: 'Chief',
    });
    const unknown = await app.inject({
      method: 'POST',
      url: '/api/admin/banUser',
      headers,
      payload: { accountDBID: 999999, endTime: '2099-01-01T00:00:00Z', description: 'x' },
    });
    expect(unknown.statusCode).toBe(404);
  });
});

describe('GET /api/admin/audit', () => {
  it('lists entries newest first, filtered by target account', async () => {
    const { account } = await buildAccount(app);
    await app.inject({
      method: 'PUT',
      url: `/api/admin/users/${account.accountDBID}`,
      headers,
      payload: adminEditForm(account, { agaiaCoins: 1 }),
    });
    const response = await app.inject({
      url: `/api/admin/audit?targetAccountDBID=${account.accountDBID}`,
      headers,
    });
    expect(response.json().total).toBe(1);
    expect(response.json().entries[0]).toMatchObject({
      targetAccountDBID: account.accountDBID,
      ip: '127.0.0.1',
    });
    const rows = await app.platform.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.targetAccountDBID, account.accountDBID));
    expect(rows).toHaveLength(1);
  });
});
