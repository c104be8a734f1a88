import { describe, expect, it } from 'vitest';
import { buildAccount, loginAs } from './builders/accounts.ts';
import { createTestApp } from './helpers.ts';

// A player's own sessions: GET /api/user/sessions, DELETE /api/user/sessions/{id}, POST .../logout-others. Every
// call here first uses the sessions it expects to end, so on the embedded database they are kept in memory
// (sessions.ts) when they are ended: the next call proves the end reached that memory too.
const app = await createTestApp();

type Listed = {
  id: number;
  current: boolean;
  ip: string | null;
  userAgent: string | null;
  createdAt: string;
};

async function player() {
  const { account, password } = await buildAccount(app);
  const login = () => loginAs(app, account.userName, password);
  return { account, login };
}

const list = async (headers: Record<string, string>) => {
  const response = await app.inject({ url: '/api/user/sessions', headers });
  expect(response.statusCode).toBe(200);
  return response.json<{ sessions: Listed[] }>().sessions;
};
const profileStatus = async (headers: Record<string, string>) =>
  (await app.inject({ url: '/api/user/profile', headers })).statusCode;

describe('a player’s own sessions', () => {
  it('lists them newest first, marks this one, says where each began, and shows no token', async () => {
    const { account, login } = await player();
    const first = await login();
    const phoneLogin = await app.inject({
      method: 'POST',
      url: '/api/auth/login',
      headers: { 'user-agent': 'Agaia test phone' },
      payload: { identifier: account.userName, password: 'correct-horse' },
    });
    expect(phoneLogin.statusCode).toBe(200);
    const phoneToken = phoneLogin.json<{ accessToken: string }>().accessToken;
    const sessions = await list({ authorization: `Bearer ${phoneToken}` });
    expect(sessions).toHaveLength(2);
    expect(sessions.filter((session) => session.current)).toHaveLength(1);
    expect(sessions[0]).toMatchObject({ current: true, userAgent: 'Agaia test phone' });
    expect(Date.parse(sessions[0]?.createdAt ?? '')).toBeGreaterThanOrEqual(
      Date.parse(sessions[1]?.createdAt ?? ''),
    );
    const body = JSON.stringify(sessions);
    expect(body).not.toContain(first.accessToken);
    expect(body).not.toContain(phoneToken);
    expect(body).not.toMatch(/token|hash/i);
  });

  it('ends one of them: that device is refused at once, this one goes on', async () => {
    const { login } = await player();
    const laptop = await login();
    const phone = await login();
    expect(await profileStatus(laptop.headers)).toBe(200);
    expect(await profileStatus(laptop.headers)).toBe(200);
    const laptopId = (await list(phone.headers)).find((session) => !session.current)?.id;
    const ended = await app.inject({
      method: 'DELETE',
      url: `/api/user/sessions/${laptopId}`,
      headers: phone.headers,
    });
    expect(ended.statusCode).toBe(200);
    expect(ended.json()).toEqual({ message: 'That device is logged out.' });
    expect(await profileStatus(laptop.headers)).toBe(401);
    expect(await profileStatus(phone.headers)).toBe(200);
    expect(await list(phone.headers)).toHaveLength(1);
  });

  it('logs out every other device and keeps this one', async () => {
    const { login } = await player();
    const others = [await login(), await login(), await login()];
    const here = await login();
    for (const other of others) expect(await profileStatus(other.headers)).toBe(200);
    const response = await app.inject({
      method: 'POST',
      url: '/api/user/sessions/logout-others',
      headers: here.headers,
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ message: 'Every other device is logged out.' });
    for (const other of others) expect(await profileStatus(other.headers)).toBe(401);
    expect(await profileStatus(here.headers)).toBe(200);
    expect((await list(here.headers)).map((session) => session.current)).toEqual([true]);
  });

  it('[8.2.2] never shows or ends another player’s session', async () => {
    const alice = await (await player()).login();
    const bob = await (await player()).login();
    const bobsId = (await list(bob.headers))[0]?.id;
    expect((await list(alice.headers)).map((session) => session.id)).not.toContain(bobsId);
    const attempt = await app.inject({
      method: 'DELETE',
      url: `/api/user/sessions/${bobsId}`,
      headers: alice.headers,
    });
    expect(attempt.statusCode).toBe(404);
    expect(attempt.json()).toMatchObject({ message: 'Unknown session.' });
    expect(await profileStatus(bob.headers)).toBe(200);
  });

  it('answers a malformed id with 400 and a message, and no session with 401', async () => {
    const me = await (await player()).login();
    for (const id of ['abc', '0', '-1', '1.5', '99999999999999999999']) {
      const response = await app.inject({
        method: 'DELETE',
        url: `/api/user/sessions/${id}`,
        headers: me.headers,
      });
      expect(response.statusCode, id).toBe(400);
      expect(response.json().message, id).toBeTruthy();
    }
    expect((await app.inject({ url: '/api/user/sessions' })).statusCode).toBe(401);
    expect((await app.inject({ method: 'POST', url: '/api/user/sessions/logout-others' })).statusCode).toBe(
      401,
    );
    expect((await app.inject({ method: 'DELETE', url: '/api/user/sessions/1' })).statusCode).toBe(401);
  });
});
