import { Prime } from '@agaia/contract';
import { generate } from 'otplib';
import { describe, expect, it } from 'vitest';
import { buildAccount, loginAs } from '../../../test/builders/accounts.ts';
import { auditEntriesOf } from '../../../test/builders/audit.ts';
import { createTestApp } from '../../../test/helpers.ts';

const app = await createTestApp({ env: { RATE_LIMIT_LOGIN_PER_IP: '1000' } });
const ACTIONS = Prime.accountManagement * Prime.accountActions;
type Headers = Record<string, string>;
const post = (url: string, headers?: Headers, payload?: object) =>
  app.inject({ method: 'POST', url: `/api${url}`, headers, payload });
const reset = (id: number | string, headers?: Headers) =>
  post(`/admin/users/${id}/two-factor/reset`, headers);

async function account(webMgt = 0) {
  const built = await buildAccount(app, { webMgt });
  return { ...built, headers: (await loginAs(app, built.account.userName, built.password)).headers };
}

/** An account that turned two-factor authentication on: its session from before stays valid (it made the change). */
async function guarded(webMgt = 0) {
  const owner = await account(webMgt);
  const password = { password: owner.password };
  const { secret } = (await post('/user/two-factor/setup', owner.headers, password)).json();
  expect(
    (await post('/user/two-factor/enable', owner.headers, { ...password, code: await generate({ secret }) }))
      .statusCode,
  ).toBe(200);
  return owner;
}

describe('V6 Authentication: staff turn off two-factor authentication for a lost phone', () => {
  it('[7.4.3, 16.3.3] ends every session of the account, lets the password alone log in again, and is audited', async () => {
    const owner = await guarded();
    const admin = await account(ACTIONS);
    const answer = await reset(owner.account.accountDBID, admin.headers);
    expect(answer.statusCode).toBe(200);
    expect(answer.json().message).toBe(`Two-factor authentication is off for ${owner.account.userName}.`);
    expect((await app.inject({ url: '/api/user/profile', headers: owner.headers })).statusCode).toBe(401);
    const login = await post('/auth/login', undefined, {
      identifier: owner.account.userName,
      password: owner.password,
    });
    expect(login.json().accessToken).toEqual(expect.any(String));
    const detail = await app.inject({
      url: `/api/admin/users/${owner.account.accountDBID}`,
      headers: admin.headers,
    });
    expect(detail.json().twoFactorEnabled).toBe(false);
    const entries = await auditEntriesOf(app, owner.account.accountDBID, 'user.twoFactorReset');
    expect(entries).toHaveLength(1);
    expect((await reset(owner.account.accountDBID, admin.headers)).statusCode).toBe(409);
  });

  it('[8.2.1, 8.2.2] needs Account Actions as well, an account the caller outranks, and never the own account', async () => {
    const owner = await guarded();
    const manager = await account(Prime.accountManagement * Prime.accountBenefits);
    const refused = await reset(owner.account.accountDBID, manager.headers);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toMatch(/Account Actions/);
    const peer = await guarded(ACTIONS);
    const equal = await account(ACTIONS);
    expect((await reset(peer.account.accountDBID, equal.headers)).statusCode).toBe(403);
    expect((await reset(equal.account.accountDBID, equal.headers)).statusCode).toBe(403);
    const player = await account();
    expect((await reset(owner.account.accountDBID, player.headers)).statusCode).toBe(403);
    expect((await app.inject({ url: '/api/user/profile', headers: owner.headers })).statusCode).toBe(200);
  });

  it('[2.2.1, 8.2.1] answers 401 without a session, 400 for a bad id, 404 for an unknown account', async () => {
    const admin = await account(ACTIONS);
    expect((await reset(1)).statusCode).toBe(401);
    for (const id of ['abc', '0', '-1', '1.5', '2147483648']) {
      const answer = await reset(id, admin.headers);
      expect(answer.statusCode, id).toBe(400);
      expect(answer.json().message).toEqual(expect.any(String));
    }
    expect((await reset(999_999, admin.headers)).statusCode).toBe(404);
  });
});
