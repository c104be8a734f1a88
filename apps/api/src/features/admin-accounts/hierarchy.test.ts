import { ALL_WEB_PERMISSIONS, HierarchyMessages, Prime } from '@agaia/contract';
import { desc, eq } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { buildAccount, loginAs } from '../../../test/builders/accounts.ts';
import { linkIn, startSmtpSink } from '../../../test/fakes/smtp-sink.ts';
import { createTestApp, createTestClock } from '../../../test/helpers.ts';
import { auditLog } from '../../db/schema/index.ts';

// The attacks of the security review, as a limited admin would try them: each must fail as it is tried.
const smtp = await startSmtpSink();
afterAll(() => smtp.close());
const clock = createTestClock();
const PUBLIC_URL = 'https://agaia.test';
const app = await createTestApp({ clock, env: { SMTP_URL: smtp.url, PUBLIC_URL } });

const { account: chief, password: chiefPassword } = await buildAccount(app, {
  userName: 'Overseer',
  webMgt: ALL_WEB_PERMISSIONS,
});
const chiefSession = await loginAs(app, 'overseer', chiefPassword);

/** An admin holding exactly the given primes, logged in. */
async function adminWith(...primes: number[]) {
  const webMgt = primes.reduce((product, prime) => product * prime, 1);
  const built = await buildAccount(app, { webMgt });
  return { ...built, session: await loginAs(app, built.account.userName, built.password) };
}

const editPayload = (
  account: { userName: string; email: string; webMgt?: number },
  overrides: Record<string, unknown> = {},
) => ({
  userName: account.userName,
  email: account.email,
  permission: 0,
  webMgt: account.webMgt ?? 0,
  agaiaCoins: 0,
  astrumCoins: 0,
  agaiaClubExpiry: null,
  isEmailConfirmed: true,
  hasClaimedFounderPackage: false,
  hasClaimedVeteranPackage: false,
  ...overrides,
});

const put = (id: number, headers: Record<string, string>, payload: object) =>
  app.inject({ method: 'PUT', url: `/api/admin/users/${id}`, headers, payload });
const post = (url: string, headers: Record<string, string>, payload: object) =>
  app.inject({ method: 'POST', url, headers, payload });
const banPayload = (accountDBID: number, overrides: object = {}) => ({
  accountDBID,
  endTime: '2099-01-01T00:00:00Z',
  description: 'Testing the hierarchy',
  ...overrides,
});
const lastAuditOf = async (accountDBID: number) =>
  (
    await app.platform.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.targetAccountDBID, accountDBID))
      .orderBy(desc(auditLog.id))
      .limit(1)
  )[0];

describe('V8 Authorization: a limited admin against a stronger one (account management)', () => {
  it('[8.2.2] cannot set the full admin password, and the full admin keeps its sessions and password', async () => {
    const attacker = await adminWith(Prime.accountManagement);
    const response = await put(
      chief.accountDBID,
      attacker.session.headers,
      editPayload({ ...chief, webMgt: ALL_WEB_PERMISSIONS }, { password: 'taken-over-now' }),
    );
    expect(response.statusCode).toBe(403);
    expect(response.json()).toMatchObject({ message: HierarchyMessages.above, code: 'HIERARCHY' });
    expect((await app.inject({ url: '/api/user/profile', headers: chiefSession.headers })).statusCode).toBe(
      200,
    );
    const stolen = await post('/api/auth/login', {}, { identifier: 'overseer', password: 'taken-over-now' });
    expect(stolen.statusCode).toBe(401);
  });

  it('[8.2.2] cannot touch an equal, but the full admin edits everyone below it', async () => {
    const first = await adminWith(Prime.accountManagement, Prime.accountActions);
    const second = await adminWith(Prime.accountManagement, Prime.accountActions);
    const equal = await put(
      second.account.accountDBID,
      first.session.headers,
      editPayload({ ...second.account, webMgt: 10 }, { agaiaCoins: 99 }),
    );
    expect(equal.statusCode).toBe(403);
    const byChief = await put(
      second.account.accountDBID,
      chiefSession.headers,
      editPayload({ ...second.account, webMgt: 10 }, { agaiaCoins: 99 }),
    );
    expect(byChief.statusCode).toBe(200);
  });

  it('[8.2.2, 8.2.3] cannot change its own email, coins, permission or password through the admin API', async () => {
    const attacker = await adminWith(Prime.accountManagement, Prime.accountActions);
    const me = { ...attacker.account, webMgt: 10 };
    for (const overrides of [
      { agaiaCoins: 1_000_000 },
      { email: 'new-me@example.com' },
      { permission: 1 },
      { password: 'my-own-new-pass' },
      { agaiaClubExpiry: '2099-01-01T00:00:00.000Z' },
    ]) {
      const response = await put(
        attacker.account.accountDBID,
        attacker.session.headers,
        editPayload(me, overrides),
      );
      expect(response.statusCode).toBe(403);
      expect(response.json().message).toBe(HierarchyMessages.self);
    }
  });

  it("[8.2.3] needs Account Actions as well to change another account's password or email", async () => {
    const manager = await adminWith(Prime.accountManagement);
    const { account } = await buildAccount(app);
    for (const overrides of [{ password: 'new-password-1' }, { email: 'elsewhere@example.com' }]) {
      const response = await put(
        account.accountDBID,
        manager.session.headers,
        editPayload(account, overrides),
      );
      expect(response.statusCode).toBe(403);
      expect(response.json().message).toMatch(/needs the Account Actions permission/);
    }
    // Coins of a player stay within a plain manager's reach.
    const coins = await put(
      account.accountDBID,
      manager.session.headers,
      editPayload(account, { agaiaCoins: 5 }),
    );
    expect(coins.statusCode).toBe(200);
  });

  it('[7.4.3, 16.2.5, 16.3.3] with Account Actions, changes them, audits it, ends sessions and old links, and mails the owner', async () => {
    const staff = await adminWith(Prime.accountManagement, Prime.accountActions);
    const { account, password } = await buildAccount(app, { email: 'owner@example.com' });
    const victim = await loginAs(app, account.userName, password);
    await post('/api/user/request-password-reset', victim.headers, {});
    const oldReset = linkIn(
      await smtp.waitFor('owner@example.com', 'Reset your password'),
      `${PUBLIC_URL}/reset-password/`,
    )
      .split('/')
      .pop();

    const response = await put(
      account.accountDBID,
      staff.session.headers,
      editPayload(account, { password: 'set-by-staff-1', email: 'moved@example.com' }),
    );
    expect(response.statusCode).toBe(200);
    expect((await app.inject({ url: '/api/user/profile', headers: victim.headers })).statusCode).toBe(401);
    expect((await app.inject(`/api/auth/validate-reset-token/${oldReset}`)).statusCode).toBe(400);
    await smtp.waitFor('owner@example.com', 'Your email address was changed by staff');
    await smtp.waitFor('moved@example.com', 'Your password was changed by staff');
    const entry = await lastAuditOf(account.accountDBID);
    expect(entry?.changes).toMatchObject({
      password: '(changed)',
      email: { from: 'owner@example.com', to: 'moved@example.com' },
    });
    expect(JSON.stringify(entry)).not.toContain('set-by-staff-1');
  });

  it('[16.2.1] audits coins, club expiry and permission with their before and after values', async () => {
    const { account } = await buildAccount(app);
    const response = await put(
      account.accountDBID,
      chiefSession.headers,
      editPayload(account, { agaiaCoins: 70, permission: 3, agaiaClubExpiry: '2027-03-01T00:00:00.000Z' }),
    );
    expect(response.statusCode).toBe(200);
    const entry = await lastAuditOf(account.accountDBID);
    expect(entry?.changes).toMatchObject({
      agaiaCoins: { from: 0, to: 70 },
      permission: { from: 0, to: 3 },
      agaiaClubExpiry: { from: null, to: '2027-03-01T00:00:00.000Z' },
    });
  });
});

describe('V8 Authorization: bans by a lower admin (account actions)', () => {
  it('[8.2.2] cannot ban or unban the full admin, nor ban itself; bans a player', async () => {
    const actions = await adminWith(Prime.accountActions);
    const upward = await post('/api/admin/banUser', actions.session.headers, banPayload(chief.accountDBID));
    expect(upward.statusCode).toBe(403);
    expect((await app.inject({ url: '/api/user/profile', headers: chiefSession.headers })).statusCode).toBe(
      200,
    );
    const self = await post(
      '/api/admin/banUser',
      actions.session.headers,
      banPayload(actions.account.accountDBID),
    );
    expect(self.statusCode).toBe(403);
    expect(self.json().message).toBe(HierarchyMessages.self);
    const { account } = await buildAccount(app);
    const player = await post('/api/admin/banUser', actions.session.headers, banPayload(account.accountDBID));
    expect(player.statusCode).toBe(200);

    const stronger = await adminWith(Prime.accountActions, Prime.news);
    await post('/api/admin/banUser', chiefSession.headers, banPayload(stronger.account.accountDBID));
    const unban = await post('/api/admin/unbanUser', actions.session.headers, {
      accountDBID: stronger.account.accountDBID,
    });
    expect(unban.statusCode).toBe(403);
  });
});

describe('V8 Authorization: grants by a lower admin (benefits and packs)', () => {
  it('[8.2.2] cannot add, edit or remove benefits of a stronger account or its own', async () => {
    const benefits = await adminWith(Prime.accountBenefits);
    for (const target of [chief.accountDBID, benefits.account.accountDBID]) {
      const created = await post('/api/admin/createBenefit', benefits.session.headers, {
        accountDBID: target,
        benefitId: 533,
        availableUntil: '2099-01-01T00:00:00Z',
      });
      expect(created.statusCode).toBe(403);
    }
    await post('/api/admin/createBenefit', chiefSession.headers, {
      accountDBID: benefits.account.accountDBID,
      benefitId: 534,
      availableUntil: '2099-01-01T00:00:00Z',
    });
    const edit = await app.inject({
      method: 'PUT',
      url: `/api/admin/userBenefits/${benefits.account.accountDBID}`,
      headers: benefits.session.headers,
      payload: { benefitId: 534, date: '2199-01-01T00:00:00Z' },
    });
    expect(edit.statusCode).toBe(403);
    const remove = await post(
      `/api/admin/deleteBenefit/${benefits.account.accountDBID}`,
      benefits.session.headers,
      { benefitId: 534 },
    );
    expect(remove.statusCode).toBe(403);
  });

  it('[8.2.2] cannot grant a pack to a stronger account or to itself', async () => {
    const actions = await adminWith(Prime.accountActions);
    for (const target of [chief.accountDBID, actions.account.accountDBID]) {
      const response = await post('/api/admin/action', actions.session.headers, {
        action: 'grantStaffPack',
        accountDBID: target,
      });
      expect(response.statusCode).toBe(403);
    }
  });
});

describe('V7 Session Management: a scheduled ban', () => {
  it('[7.4.2] ends sessions opened before it once it begins, and refuses logins from then on', async () => {
    const { account, password } = await buildAccount(app);
    const session = await loginAs(app, account.userName, password);
    const start = new Date(clock.now().getTime() + 60 * 60_000);
    const banned = await post(
      '/api/admin/banUser',
      chiefSession.headers,
      banPayload(account.accountDBID, { startTime: start.toISOString() }),
    );
    expect(banned.statusCode).toBe(200);
    expect((await app.inject({ url: '/api/user/profile', headers: session.headers })).statusCode).toBe(200);

    clock.advance(61 * 60_000);
    expect((await app.inject({ url: '/api/user/profile', headers: session.headers })).statusCode).toBe(401);
    const login = await post('/api/auth/login', {}, { identifier: account.userName, password });
    expect(login.statusCode).toBe(403);
  });
});

describe('V8 Authorization: guards run before the body is read', () => {
  it('[8.2.1] answers 401 and 403 to a malformed admin body, not 400 with its field list', async () => {
    const player = await adminWith();
    const malformed = { userName: 5, email: [] };
    const anonymous = await app.inject({
      method: 'PUT',
      url: `/api/admin/users/${chief.accountDBID}`,
      payload: malformed,
    });
    expect(anonymous.statusCode).toBe(401);
    const denied = await put(chief.accountDBID, player.session.headers, malformed);
    expect(denied.statusCode).toBe(403);
    expect(denied.json().fieldErrors).toBeUndefined();
    const ban = await post('/api/admin/banUser', player.session.headers, { accountDBID: 'x' });
    expect(ban.statusCode).toBe(403);
  });
});
