import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app.ts';
import { openDatabase } from '../src/db/client.ts';
import { sessions } from '../src/db/schema/index.ts';
import { adminEditForm, buildAccount, loginAs, resetPasswordByLink } from './builders/accounts.ts';
import { createPostgresDatabase, createTestApp, createTestClock, testConfig } from './helpers.ts';

// Every test here first calls with the session twice, so that on the embedded database it is served from memory
// (sessions.ts) when the revocation comes: each then proves the revocation reached that memory before it answered.
const clock = createTestClock();
const app = await createTestApp({ clock });
const isEmbedded = app.platform.database.kind === 'pglite';
const SECOND = 1_000;
const HOUR = 3_600 * SECOND;
const DAY = 24 * HOUR;

/** Staff with account management (2), account actions (5) and news (11): it may edit, ban and grant news. */
const STAFF = 2 * 5 * 11;
const staff = await buildAccount(app, { webMgt: STAFF });

async function player(on: FastifyInstance = app) {
  const { account, password } = await buildAccount(on);
  const session = await loginAs(on, account.userName, password);
  return { account, password, headers: session.headers, token: session.accessToken };
}

const statusOf = async (headers: Record<string, string>, url = '/api/user/profile', on = app) =>
  (await on.inject({ url, headers })).statusCode;

async function warm(headers: Record<string, string>, on = app) {
  expect(await statusOf(headers, '/api/user/profile', on)).toBe(200);
  expect(await statusOf(headers, '/api/user/profile', on)).toBe(200);
}

// Logged in afresh each time: some tests move the clock past a session's 30 days.
async function asStaff(method: 'POST' | 'PUT', url: string, payload: object) {
  const { headers } = await loginAs(app, staff.account.userName, staff.password);
  return app.inject({ method, url, headers, payload });
}

const inSeconds = (seconds: number, from = clock.now()) =>
  new Date(from.getTime() + seconds * SECOND).toISOString();

describe.runIf(isEmbedded)('the sessions kept in memory (embedded database)', () => {
  it('serve a call without the database, for 30 seconds at most', async () => {
    const { headers, token } = await player();
    await warm(headers);
    // Behind the store's back (nothing in the site does this): the kept session still answers...
    await app.platform.db.delete(sessions);
    expect(await statusOf(headers)).toBe(200);
    // ...until its 30 seconds are over.
    clock.advance(30 * SECOND);
    expect(await statusOf(headers)).toBe(401);
    expect(await app.platform.sessions.find(token)).toBeNull();
  });
});

describe('a revoked session is refused by the next call', () => {
  it('after logout; the account’s other sessions stay', async () => {
    const first = await player();
    const second = await loginAs(app, first.account.userName, first.password);
    await warm(first.headers);
    await warm(second.headers);
    const logout = await app.inject({ method: 'DELETE', url: '/api/auth/session', headers: first.headers });
    expect(logout.statusCode).toBe(200);
    expect(await statusOf(first.headers)).toBe(401);
    expect(await statusOf(second.headers)).toBe(200);
  });

  it('after a password reset through the mailed link, every session of the account', async () => {
    const { account, headers } = await player();
    await warm(headers);
    const reset = await resetPasswordByLink(app, account, 'another-horse-9');
    expect(reset.statusCode).toBe(200);
    expect(await statusOf(headers)).toBe(401);
  });

  it('after the staff set a new password', async () => {
    const { account, headers } = await player();
    await warm(headers);
    const edit = await asStaff('PUT', `/api/admin/users/${account.accountDBID}`, {
      ...adminEditForm(account),
      password: 'staff-chosen-7',
    });
    expect(edit.statusCode).toBe(200);
    expect(await statusOf(headers)).toBe(401);
  });

  it('after a ban in force now', async () => {
    const { account, headers } = await player();
    await warm(headers);
    const ban = await asStaff('POST', '/api/admin/banUser', {
      accountDBID: account.accountDBID,
      endTime: inSeconds(86_400),
      description: 'Botting.',
    });
    expect(ban.statusCode).toBe(200);
    expect(await statusOf(headers)).toBe(401);
  });

  it('from the start of a scheduled ban, even when kept in memory just before', async () => {
    const { account, headers } = await player();
    await warm(headers);
    const ban = await asStaff('POST', '/api/admin/banUser', {
      accountDBID: account.accountDBID,
      startTime: inSeconds(10),
      endTime: inSeconds(86_400),
      description: 'Scheduled.',
    });
    expect(ban.statusCode).toBe(200);
    // Kept again after the ban was set; well within 30 seconds, the ban's start still ends it.
    await warm(headers);
    clock.advance(10 * SECOND);
    expect(await statusOf(headers)).toBe(401);
    // A scheduled ban bars the session while it holds; lifted, the session works again.
    const unban = await asStaff('POST', '/api/admin/unbanUser', { accountDBID: account.accountDBID });
    expect(unban.statusCode).toBe(200);
    expect(await statusOf(headers)).toBe(200);
  });

  it('[7.3.2] once it expires, even when kept in memory just before', async () => {
    const { headers } = await player();
    // Sessions last SESSION_TTL_DAYS (30) however often used: used every 6 days (inside the 7-day idle timeout)...
    for (let day = 6; day < 30; day += 6) {
      clock.advance(6 * DAY);
      expect(await statusOf(headers), `day ${day}`).toBe(200);
    }
    // ...10 seconds before the end it is still good and is kept...
    clock.advance(6 * DAY - 10 * SECOND);
    await warm(headers);
    clock.advance(10 * SECOND);
    expect(await statusOf(headers)).toBe(401);
  });

  it('[7.3.1] once unused for SESSION_IDLE_HOURS (7 days), even when kept in memory just before', async () => {
    const { headers } = await player();
    clock.advance(7 * DAY - 10 * SECOND);
    await warm(headers);
    // Used just now: another 7 days from here.
    clock.advance(7 * DAY - 20 * SECOND);
    expect(await statusOf(headers)).toBe(200);
    clock.advance(7 * DAY);
    expect(await statusOf(headers)).toBe(401);
  });

  it('[7.3.1] an account with admin permissions: once unused for ADMIN_SESSION_IDLE_HOURS (8)', async () => {
    const { headers } = await loginAs(app, staff.account.userName, staff.password);
    clock.advance(8 * HOUR - 10 * SECOND);
    expect(await statusOf(headers)).toBe(200);
    clock.advance(8 * HOUR - 10 * SECOND);
    expect(await statusOf(headers)).toBe(200);
    clock.advance(8 * HOUR);
    expect(await statusOf(headers)).toBe(401);
  });
});

describe('a change to what a session carries is seen by the next call', () => {
  it('permissions the staff grant or remove', async () => {
    const { account, headers } = await player();
    await warm(headers);
    const news = '/api/admin/content/news';
    expect(await statusOf(headers, news)).toBe(403);
    const grant = await asStaff('PUT', `/api/admin/users/${account.accountDBID}`, {
      ...adminEditForm(account),
      webMgt: 11,
    });
    expect(grant.statusCode).toBe(200);
    expect(await statusOf(headers, news)).toBe(200);
    const remove = await asStaff('PUT', `/api/admin/users/${account.accountDBID}`, adminEditForm(account));
    expect(remove.statusCode).toBe(200);
    expect(await statusOf(headers, news)).toBe(403);
  });

  it('a new email address confirmed through its link', async () => {
    const { account, headers, token } = await player();
    await warm(headers);
    const address = `moved_${account.accountDBID}@example.com`;
    const link = await app.modules.accounts.tokens.issue(account.accountDBID, 'change_email', address);
    const confirmed = await app.inject({ method: 'POST', url: `/api/auth/confirm-email-change/${link}` });
    expect(confirmed.statusCode).toBe(200);
    expect((await app.platform.sessions.find(token))?.email).toBe(address);
  });
});

const postgresUrl = process.env.TEST_DATABASE_URL;

describe.skipIf(!postgresUrl)('two instances on one PostgreSQL', () => {
  const instances: FastifyInstance[] = [];
  let drop: (() => Promise<void>) | undefined;
  beforeAll(async () => {
    const created = await createPostgresDatabase(String(postgresUrl));
    drop = created.drop;
    for (let i = 0; i < 2; i++) {
      const database = await openDatabase({ url: created.url });
      await database.migrate();
      instances.push(await buildApp({ config: testConfig({ DATABASE_URL: created.url }), database }));
    }
  });
  afterAll(async () => {
    for (const instance of instances) await instance.close();
    await drop?.();
  });

  it('a logout, a ban or a permission change made on one holds on the other at once', async () => {
    const [one, other] = instances as [FastifyInstance, FastifyInstance];
    const admin = await buildAccount(one, { webMgt: STAFF });
    const headers = (await loginAs(one, admin.account.userName, admin.password)).headers;
    const asAdmin = (method: 'POST' | 'PUT', url: string, payload: object) =>
      one.inject({ method, url, headers, payload });

    const leaving = await player(one);
    await warm(leaving.headers, other);
    await one.inject({ method: 'DELETE', url: '/api/auth/session', headers: leaving.headers });
    expect(await statusOf(leaving.headers, '/api/user/profile', other)).toBe(401);

    const banned = await player(one);
    await warm(banned.headers, other);
    const ban = await asAdmin('POST', '/api/admin/banUser', {
      accountDBID: banned.account.accountDBID,
      endTime: inSeconds(86_400, new Date()),
      description: 'Botting.',
    });
    expect(ban.statusCode).toBe(200);
    expect(await statusOf(banned.headers, '/api/user/profile', other)).toBe(401);

    const editor = await player(one);
    await warm(editor.headers, other);
    const grant = await asAdmin('PUT', `/api/admin/users/${editor.account.accountDBID}`, {
      ...adminEditForm(editor.account),
      webMgt: 11,
    });
    expect(grant.statusCode).toBe(200);
    expect(await statusOf(editor.headers, '/api/admin/content/news', other)).toBe(200);
  });
});
