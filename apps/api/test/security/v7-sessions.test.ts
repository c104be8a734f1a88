import { Prime } from '@agaia/contract';
import { describe, expect, it } from 'vitest';
import { adminEditForm, buildAccount, loginAs, resetPasswordByLink } from '../builders/accounts.ts';
import { createTestApp, createTestClock } from '../helpers.ts';

// Each old token is used twice before the change that must end it, so that a session kept in memory (the embedded
// database's session cache) is what the change has to reach: the next request, not a later one, must be refused.
const clock = createTestClock();
const app = await createTestApp({ clock, env: { RATE_LIMIT_LOGIN_PER_IP: '1000' } });
const staff = await buildAccount(app, {
  webMgt: Prime.accountManagement * Prime.accountActions * Prime.news,
});
const staffHeaders = (await loginAs(app, staff.account.userName, staff.password)).headers;

async function player(webMgt = 0) {
  const { account, password } = await buildAccount(app, { webMgt });
  const session = await loginAs(app, account.userName, password);
  return { account, password, headers: session.headers, token: session.accessToken };
}
const statusOf = async (headers: Record<string, string>, url = '/api/user/profile') =>
  (await app.inject({ url, headers })).statusCode;
async function inUse(headers: Record<string, string>, url = '/api/user/profile') {
  expect(await statusOf(headers, url)).toBe(200);
  expect(await statusOf(headers, url)).toBe(200);
}
const asStaff = (method: 'POST' | 'PUT', url: string, payload: object) =>
  app.inject({ method, url, headers: staffHeaders, payload });
const inSeconds = (seconds: number) => new Date(clock.now().getTime() + seconds * 1000).toISOString();

describe('V7 Session Management: the old token ends on the next request', () => {
  it('[7.4.1] after logout; the account’s other sessions go on', async () => {
    const first = await player();
    const second = await loginAs(app, first.account.userName, first.password);
    await inUse(first.headers);
    await inUse(second.headers);
    expect(
      (await app.inject({ method: 'DELETE', url: '/api/auth/session', headers: first.headers })).statusCode,
    ).toBe(200);
    expect(await statusOf(first.headers)).toBe(401);
    expect(await statusOf(second.headers)).toBe(200);
  });

  it('[7.4.3] after a password reset through the mailed link, every session of the account', async () => {
    const { account, password, headers } = await player();
    const other = await loginAs(app, account.userName, password);
    await inUse(headers);
    await inUse(other.headers);
    expect((await resetPasswordByLink(app, account, 'harbour-signal-4')).statusCode).toBe(200);
    expect(await statusOf(headers)).toBe(401);
    expect(await statusOf(other.headers)).toBe(401);
  });

  it('[7.4.3] after the staff set a new password', async () => {
    const { account, headers } = await player();
    await inUse(headers);
    const edit = await asStaff('PUT', `/api/admin/users/${account.accountDBID}`, {
      ...adminEditForm(account),
      password: 'staff-chosen-77',
    });
    expect(edit.statusCode).toBe(200);
    expect(await statusOf(headers)).toBe(401);
  });

  it('[7.4.2] after a ban in force now, and a login is refused while it lasts', async () => {
    const { account, password, headers } = await player();
    await inUse(headers);
    const ban = await asStaff('POST', '/api/admin/banUser', {
      accountDBID: account.accountDBID,
      endTime: inSeconds(86_400),
      description: 'Botting.',
    });
    expect(ban.statusCode).toBe(200);
    expect(await statusOf(headers)).toBe(401);
    const login = await app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { identifier: account.userName, password },
    });
    expect(login.statusCode).toBe(403);
  });

  it('[7.4.2] at the start of a scheduled ban, though the session was in use just before', async () => {
    const { account, headers } = await player();
    const ban = await asStaff('POST', '/api/admin/banUser', {
      accountDBID: account.accountDBID,
      startTime: inSeconds(10),
      endTime: inSeconds(86_400),
      description: 'Scheduled.',
    });
    expect(ban.statusCode).toBe(200);
    clock.advance(9_000);
    await inUse(headers);
    clock.advance(1_000);
    expect(await statusOf(headers)).toBe(401);
  });
});

describe('V8 Authorization: a permission change reaches sessions already open', () => {
  it('[8.3.2] a prime the staff remove is refused on the next request, and one they grant works at once', async () => {
    const news = '/api/admin/content/news';
    const { account, headers } = await player(Prime.news);
    await inUse(headers, news);
    const removed = await asStaff('PUT', `/api/admin/users/${account.accountDBID}`, adminEditForm(account));
    expect(removed.statusCode).toBe(200);
    expect(await statusOf(headers, news)).toBe(403);
    const granted = await asStaff('PUT', `/api/admin/users/${account.accountDBID}`, {
      ...adminEditForm(account),
      webMgt: Prime.news,
    });
    expect(granted.statusCode).toBe(200);
    expect(await statusOf(headers, news)).toBe(200);
  });
});

describe('V14 Data Protection: session tokens stay out of URLs', () => {
  it('[14.2.1] a login answers its token in the JSON body only: no cookie, no redirect, no header carries it', async () => {
    const { account, password } = await buildAccount(app);
    const login = await app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { identifier: account.userName, password },
    });
    expect(login.statusCode).toBe(200);
    const { accessToken } = login.json<{ accessToken: string }>();
    expect(accessToken).toMatch(/^[\w-]{43}$/);
    expect(login.headers['set-cookie']).toBeUndefined();
    expect(login.headers.location).toBeUndefined();
    expect(JSON.stringify(login.headers)).not.toContain(accessToken);
  });

  it('[14.2.1] a token is taken from the Authorization header only, never from the query string or a cookie', async () => {
    const { token, headers } = await player();
    await inUse(headers);
    for (const key of ['access_token', 'accessToken', 'token', 'authorization'])
      expect(await statusOf({}, `/api/user/profile?${key}=${token}`)).toBe(401);
    expect(await statusOf({ cookie: `accessToken=${token}; token=${token}` })).toBe(401);
  });

  it('[14.2.1] no operation of the OpenAPI document takes a session token in its path or query', async () => {
    const document = (await app.inject('/api/docs/json')).json<{
      paths: Record<string, Record<string, { parameters?: { name: string; in: string }[] }>>;
    }>();
    const inUrl = Object.entries(document.paths).flatMap(([path, methods]) =>
      Object.values(methods).flatMap((operation) =>
        (operation.parameters ?? [])
          .filter((parameter) => parameter.in === 'query' || parameter.in === 'path')
          .map((parameter) => `${path} ${parameter.in} ${parameter.name}`),
      ),
    );
    // The only tokens in URLs are the single-use tokens of mailed links (confirm, reset, change of email), which
    // are what the mails must carry: no session token, API key or bearer credential is among them.
    const tokens = inUrl.filter((entry) =>
      /token|bearer|authorization|api_?key|secret|password/i.test(entry.split(' ')[2] ?? ''),
    );
    expect(tokens.every((entry) => /^\/api\/auth\/[\w-]+\/\{token\} path token$/.test(entry))).toBe(true);
    expect(tokens.length).toBeGreaterThan(0);
  });
});
