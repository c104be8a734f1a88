import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { buildAccount, loginAs } from '../../../test/builders/accounts.ts';
import { createTestApp, createTestClock } from '../../../test/helpers.ts';
import { accounts, sessions } from '../../db/schema/index.ts';

const clock = createTestClock();
const app = await createTestApp({ clock });

describe('POST /api/auth/login', () => {
  it('logs in by user name or email in any case and records the login', async () => {
    const { account, password } = await buildAccount(app, {
      userName: 'Lumen_Knight',
      webMgt: 22,
      privilege: 0,
    });
    for (const identifier of ['lumen_knight', 'LUMEN_KNIGHT', account.email.toUpperCase()]) {
      const response = await app.inject({
        method: 'POST',
        url: '/api/auth/login',
        payload: { identifier, password },
        remoteAddress: '203.0.113.9',
      });
      expect(response.statusCode).toBe(200);
      const body = response.json();
      expect(body).toEqual({
        accessToken: expect.stringMatching(/^[\w-]{43}$/),
        privilege: 0,
        webMgt: 22,
        accountDBID: account.accountDBID,
        userName: 'Lumen_Knight',
        language: 'en',
      });
    }
    const [row] = await app.platform.db
      .select()
      .from(accounts)
      .where(eq(accounts.accountDBID, account.accountDBID));
    expect(row?.lastLoginIP).toBe('203.0.113.9');
    expect(row?.lastLoginTime?.toISOString()).toBe(clock.now().toISOString());
  });

  it('answers a wrong password and an unknown account with the same 401', async () => {
    const { account } = await buildAccount(app);
    const wrongPassword = await app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { identifier: account.userName, password: 'not-it' },
    });
    const unknown = await app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { identifier: 'nobody_here', password: 'not-it' },
    });
    expect(wrongPassword.statusCode).toBe(401);
    expect(unknown.statusCode).toBe(401);
    expect(wrongPassword.json()).toEqual(unknown.json());
    expect(unknown.json().message).toBe('Invalid username or password.');
  });

  it('stores only a hash of the token', async () => {
    const { account, password } = await buildAccount(app);
    const { accessToken } = await loginAs(app, account.userName, password);
    const rows = await app.platform.db.select({ tokenHash: sessions.tokenHash }).from(sessions);
    expect(rows.length).toBeGreaterThan(0);
    expect(rows.some((row) => row.tokenHash === accessToken)).toBe(false);
    expect(rows.every((row) => /^[0-9a-f]{64}$/.test(row.tokenHash))).toBe(true);
  });
});

describe('DELETE /api/auth/session', () => {
  it('needs a session', async () => {
    const response = await app.inject({ method: 'DELETE', url: '/api/auth/session' });
    expect(response.statusCode).toBe(401);
    expect(response.json().message).toBe('Please log in to continue.');
  });

  it('revokes the current session only', async () => {
    const { account, password } = await buildAccount(app);
    const first = await loginAs(app, account.userName, password);
    const second = await loginAs(app, account.userName, password);
    const logout = await app.inject({ method: 'DELETE', url: '/api/auth/session', headers: first.headers });
    expect(logout.statusCode).toBe(200);
    const again = await app.inject({ method: 'DELETE', url: '/api/auth/session', headers: first.headers });
    expect(again.statusCode).toBe(401);
    expect(again.json().message).toBe('Your session has expired. Please log in again.');
    const other = await app.inject({ method: 'DELETE', url: '/api/auth/session', headers: second.headers });
    expect(other.statusCode).toBe(200);
  });

  it('refuses an expired session', async () => {
    const { account, password } = await buildAccount(app);
    const session = await loginAs(app, account.userName, password);
    clock.advance(31 * 86_400_000);
    const response = await app.inject({
      method: 'DELETE',
      url: '/api/auth/session',
      headers: session.headers,
    });
    expect(response.statusCode).toBe(401);
    expect(await app.platform.sessions.purgeExpired()).toBeGreaterThan(0);
  });
});
