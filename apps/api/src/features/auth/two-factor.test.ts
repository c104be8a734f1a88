import { Prime, TWO_FACTOR_REQUIRED } from '@agaia/contract';
import { generate } from 'otplib';
import { describe, expect, it } from 'vitest';
import { buildAccount, loginAs } from '../../../test/builders/accounts.ts';
import { auditEntriesOf } from '../../../test/builders/audit.ts';
import { createTestApp, createTestClock } from '../../../test/helpers.ts';

const clock = createTestClock(new Date('2026-11-24T12:00:10Z'));
const app = await createTestApp({
  clock,
  env: { ADMIN_TWO_FACTOR: 'required', RATE_LIMIT_LOGIN_PER_ACCOUNT: '8', RATE_LIMIT_LOGIN_PER_IP: '1000' },
});

type Headers = Record<string, string>;
const post = (url: string, headers?: Headers, payload?: object) =>
  app.inject({ method: 'POST', url: `/api${url}`, headers, payload });
const codeFor = (secret: string) => generate({ secret, epoch: Math.floor(clock.now().getTime() / 1000) });
/** The next 30-second window: a code is accepted once, so each use needs a window of its own. */
const nextWindow = () => clock.advance(30_000);

async function player(webMgt = 0) {
  const built = await buildAccount(app, { webMgt });
  const session = await loginAs(app, built.account.userName, built.password);
  return { ...built, headers: session.headers };
}

/** A player with two-factor authentication on: its secret and recovery codes. */
async function withTwoFactor(webMgt = 0) {
  const owner = await player(webMgt);
  const password = { password: owner.password };
  const { secret } = (await post('/user/two-factor/setup', owner.headers, password)).json();
  const enabled = await post('/user/two-factor/enable', owner.headers, {
    ...password,
    code: await codeFor(secret),
  });
  expect(enabled.statusCode).toBe(200);
  nextWindow();
  return { ...owner, secret: secret as string, recoveryCodes: enabled.json().recoveryCodes as string[] };
}

const passwordStep = (identifier: string, password: string) =>
  post('/auth/login', undefined, { identifier, password });

describe('V6 Authentication: two-factor authentication: setup', () => {
  it('[8.2.1] answers 401 without a session, and tells a player it is off and not required', async () => {
    expect((await app.inject('/api/user/two-factor')).statusCode).toBe(401);
    expect((await post('/user/two-factor/setup', undefined, { password: 'x' })).statusCode).toBe(401);
    const { headers } = await player();
    expect((await app.inject({ url: '/api/user/two-factor', headers })).json()).toEqual({
      enabled: false,
      recoveryCodesLeft: 0,
      required: false,
    });
  });

  it('[6.5.2, 7.4.3, 16.2.5, 16.3.3] turns on with a code from the app: ten recovery codes once, other sessions end, audited', async () => {
    const owner = await player();
    const other = await loginAs(app, owner.account.userName, owner.password);
    const password = { password: owner.password };
    const setup = (await post('/user/two-factor/setup', owner.headers, password)).json();
    expect(setup.otpauthUri).toMatch(
      /^otpauth:\/\/totp\/Agaia%20Online:.+\?secret=[A-Z2-7]+&issuer=Agaia%20Online$/,
    );
    expect(setup.qrSvg).toMatch(/^<svg[\s\S]*<\/svg>\s*$/);

    for (const code of ['000000', '12345', 'abcdef', '']) {
      const wrong = await post('/user/two-factor/enable', owner.headers, { ...password, code });
      expect(wrong.statusCode, code).toBe(400);
      expect(wrong.json().message).toMatch(/code/);
    }
    const enabled = await post('/user/two-factor/enable', owner.headers, {
      ...password,
      code: await codeFor(setup.secret),
    });
    expect(enabled.statusCode).toBe(200);
    const { recoveryCodes } = enabled.json();
    expect(recoveryCodes).toHaveLength(10);
    expect(new Set(recoveryCodes).size).toBe(10);
    // About 119 bits each (24 of 31 characters): enough for a plain SHA-256 to store them (ASVS 6.5.2).
    for (const code of recoveryCodes)
      expect(code).toMatch(/^([a-hj-km-np-z2-9]{4}-){5}[a-hj-km-np-z2-9]{4}$/);
    expect((await app.inject({ url: '/api/user/profile', headers: other.headers })).statusCode).toBe(401);
    expect((await app.inject({ url: '/api/user/two-factor', headers: owner.headers })).json()).toMatchObject({
      enabled: true,
      recoveryCodesLeft: 10,
    });
    expect((await post('/user/two-factor/setup', owner.headers, password)).statusCode).toBe(409);
    const entries = await auditEntriesOf(app, owner.account.accountDBID, 'user.twoFactorOn');
    expect(entries).toHaveLength(1);
    expect(JSON.stringify(entries)).not.toContain(setup.secret);
  });
});

describe('V6 Authentication: two-factor authentication: login', () => {
  it('[2.3.1, 6.5.1] asks for the code after the password; a code works once, in its own window', async () => {
    const owner = await withTwoFactor();
    const first = await passwordStep(owner.account.userName, owner.password);
    expect(first.statusCode).toBe(200);
    expect(first.json()).toEqual({
      twoFactorRequired: true,
      challengeToken: expect.any(String),
      passkey: false,
      message: expect.any(String),
    });
    expect(first.body).not.toContain('accessToken');
    const { challengeToken } = first.json();

    const wrong = await post('/auth/login/two-factor', undefined, { challengeToken, code: '000000' });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().fieldErrors.code).toEqual([expect.stringMatching(/^That code is not valid/)]);

    const code = await codeFor(owner.secret);
    const done = await post('/auth/login/two-factor', undefined, { challengeToken, code });
    expect(done.statusCode).toBe(200);
    expect(done.json()).toMatchObject({ accessToken: expect.any(String), userName: owner.account.userName });
    // The ticket is used, and the same code does not open a second login.
    expect((await post('/auth/login/two-factor', undefined, { challengeToken, code })).statusCode).toBe(401);
    const again = (await passwordStep(owner.account.userName, owner.password)).json();
    const replay = await post('/auth/login/two-factor', undefined, {
      challengeToken: again.challengeToken,
      code,
    });
    expect(replay.statusCode).toBe(400);
    nextWindow();
    const later = await post('/auth/login/two-factor', undefined, {
      challengeToken: again.challengeToken,
      code: await codeFor(owner.secret),
    });
    expect(later.statusCode).toBe(200);
  });

  it('[6.5.1] takes each recovery code once, typed in any case and with spaces', async () => {
    const owner = await withTwoFactor();
    const [code] = owner.recoveryCodes;
    const challenge = async () =>
      (await passwordStep(owner.account.userName, owner.password)).json().challengeToken;
    const typed = ` ${code?.toUpperCase().replace('-', ' - ')} `;
    expect(
      (await post('/auth/login/two-factor', undefined, { challengeToken: await challenge(), code: typed }))
        .statusCode,
    ).toBe(200);
    expect(
      (await post('/auth/login/two-factor', undefined, { challengeToken: await challenge(), code }))
        .statusCode,
    ).toBe(400);
    const status = await app.inject({ url: '/api/user/two-factor', headers: owner.headers });
    expect(status.json().recoveryCodesLeft).toBe(9);
  });

  it('[6.3.1] ends the ticket after five wrong codes or five minutes; unknown tickets and bad bodies are 4xx', async () => {
    const owner = await withTwoFactor();
    const { challengeToken } = (await passwordStep(owner.account.userName, owner.password)).json();
    for (let attempt = 1; attempt <= 4; attempt += 1) {
      expect(
        (await post('/auth/login/two-factor', undefined, { challengeToken, code: '111111' })).statusCode,
      ).toBe(400);
    }
    const fifth = await post('/auth/login/two-factor', undefined, { challengeToken, code: '111111' });
    expect(fifth.statusCode).toBe(401);
    expect(fifth.json()).toMatchObject({
      code: 'LOGIN_EXPIRED',
      message: 'Too many wrong codes: please log in again.',
    });

    const late = (await passwordStep(owner.account.userName, owner.password)).json();
    clock.advance(5 * 60_000 + 1);
    const expired = await post('/auth/login/two-factor', undefined, {
      challengeToken: late.challengeToken,
      code: await codeFor(owner.secret),
    });
    expect(expired.statusCode).toBe(401);
    for (const body of [
      {},
      { challengeToken: 'nope', code: '123456' },
      { challengeToken: '', code: '1' },
      { challengeToken: 'x', code: 'x'.repeat(65) },
    ]) {
      const answer = await post('/auth/login/two-factor', undefined, body);
      expect(answer.statusCode, JSON.stringify(body)).toBeGreaterThanOrEqual(400);
      expect(answer.statusCode).toBeLessThan(500);
      expect(answer.json().message).toEqual(expect.any(String));
    }
  });

  it('[6.3.1] counts wrong codes as failed logins of the account, which the password alone does not clear', async () => {
    const owner = await withTwoFactor();
    // The limit is 8 failures: two rounds of four wrong codes use it up, and the right password does not reset it.
    for (let round = 0; round < 2; round += 1) {
      const { challengeToken } = (await passwordStep(owner.account.userName, owner.password)).json();
      for (let attempt = 0; attempt < 4; attempt += 1) {
        const answer = await post('/auth/login/two-factor', undefined, { challengeToken, code: '222222' });
        expect(answer.statusCode).toBe(400);
      }
    }
    const held = await passwordStep(owner.account.userName, owner.password);
    expect(held.statusCode).toBe(429);
    expect(held.json().message).toMatch(/^Too many failed logins/);
  });
});

describe('V6 Authentication: two-factor authentication: off, new codes, and the admin panel', () => {
  it('[7.5.1] turns off only with the password and a code', async () => {
    const owner = await withTwoFactor();
    const wrongPassword = await post('/user/two-factor/disable', owner.headers, {
      password: 'nope',
      code: await codeFor(owner.secret),
    });
    expect(wrongPassword.json().fieldErrors.password).toEqual(['The password is not correct.']);
    const wrongCode = await post('/user/two-factor/disable', owner.headers, {
      password: owner.password,
      code: '000000',
    });
    expect(wrongCode.json().fieldErrors.code).toEqual([expect.stringMatching(/^That code is not valid/)]);
    const off = await post('/user/two-factor/disable', owner.headers, {
      password: owner.password,
      code: owner.recoveryCodes[1],
    });
    expect(off.statusCode).toBe(200);
    expect((await passwordStep(owner.account.userName, owner.password)).json().accessToken).toEqual(
      expect.any(String),
    );
    expect(
      (await post('/user/two-factor/disable', owner.headers, { password: owner.password, code: '123456' }))
        .statusCode,
    ).toBe(409);
  });

  it('new recovery codes replace the old ones', async () => {
    const owner = await withTwoFactor();
    const fresh = await post('/user/two-factor/recovery-codes', owner.headers, {
      password: owner.password,
      code: await codeFor(owner.secret),
    });
    expect(fresh.statusCode).toBe(200);
    const { challengeToken } = (await passwordStep(owner.account.userName, owner.password)).json();
    expect(
      (await post('/auth/login/two-factor', undefined, { challengeToken, code: owner.recoveryCodes[0] }))
        .statusCode,
    ).toBe(400);
    expect(
      (
        await post('/auth/login/two-factor', undefined, {
          challengeToken,
          code: fresh.json().recoveryCodes[0],
        })
      ).statusCode,
    ).toBe(200);
  });

  it('[6.3.3] refuses every admin call of an admin without it (403 TWO_FACTOR_REQUIRED), and lets it through once on', async () => {
    const admin = await player(Prime.accountManagement * Prime.news);
    const status = await app.inject({ url: '/api/user/two-factor', headers: admin.headers });
    expect(status.json()).toMatchObject({ enabled: false, required: true });
    for (const url of ['/api/admin/users', '/api/admin/content/news', '/api/admin/audit/search']) {
      const refused = await app.inject({ url, headers: admin.headers });
      expect(refused.statusCode, url).toBe(403);
      expect(refused.json()).toEqual({
        code: TWO_FACTOR_REQUIRED,
        message: 'Turn on two-factor authentication to use the admin panel.',
      });
    }
    // An account without the prime still hears the plain 403: the second factor is not a way to learn permissions.
    expect((await app.inject({ url: '/api/admin/shop/products', headers: admin.headers })).json().code).toBe(
      'FORBIDDEN',
    );
    const password = { password: admin.password };
    const { secret } = (await post('/user/two-factor/setup', admin.headers, password)).json();
    expect(
      (await post('/user/two-factor/enable', admin.headers, { ...password, code: await codeFor(secret) }))
        .statusCode,
    ).toBe(200);
    expect((await app.inject({ url: '/api/admin/users', headers: admin.headers })).statusCode).toBe(200);
  });

  it('with ADMIN_TWO_FACTOR=optional, lets an admin in without it and does not call it required', async () => {
    const relaxed = await createTestApp({ env: { ADMIN_TWO_FACTOR: 'optional' } });
    const { account, password } = await buildAccount(relaxed, { webMgt: Prime.accountManagement });
    const { headers } = await loginAs(relaxed, account.userName, password);
    expect((await relaxed.inject({ url: '/api/user/two-factor', headers })).json().required).toBe(false);
    expect((await relaxed.inject({ url: '/api/admin/users', headers })).statusCode).toBe(200);
  });
});
