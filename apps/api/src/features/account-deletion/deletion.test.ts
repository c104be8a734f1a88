import { Prime } from '@agaia/contract';
import { eq } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { buildAccount, loginAs } from '../../../test/builders/accounts.ts';
import { auditEntriesOf } from '../../../test/builders/audit.ts';
import { startSmtpSink } from '../../../test/fakes/smtp-sink.ts';
import { createTestApp } from '../../../test/helpers.ts';
import { accounts, twitchLinks } from '../../db/schema/index.ts';

const smtp = await startSmtpSink();
afterAll(() => smtp.close());
const app = await createTestApp({ env: { SMTP_URL: smtp.url, PUBLIC_URL: 'https://agaia.test' } });
const db = app.platform.db;

type Headers = Record<string, string>;
const call = (method: 'GET' | 'POST' | 'DELETE', url: string, headers?: Headers, payload?: object) =>
  app.inject({ method, url: `/api${url}`, headers, payload });

async function player() {
  const built = await buildAccount(app);
  const { headers } = await loginAs(app, built.account.userName, built.password);
  return { ...built, headers };
}

async function staff(webMgt = Prime.accountManagement * Prime.accountActions) {
  const built = await buildAccount(app, { webMgt });
  return { ...built, headers: (await loginAs(app, built.account.userName, built.password)).headers };
}

/** Files a request for a new player and answers the player and the request's id (from the staff's list). */
async function requested(reason?: string) {
  const owner = await player();
  const filed = await call('POST', '/user/deletion-request', owner.headers, {
    password: owner.password,
    reason,
  });
  expect(filed.statusCode).toBe(200);
  const { headers } = await staff();
  const list = (await call('GET', '/admin/deletionRequests?pageSize=all', headers)).json();
  const request = list.requests.find(
    (entry: { accountDBID: number }) => entry.accountDBID === owner.account.accountDBID,
  );
  return { owner, id: request.id as number, request };
}

describe("V8 Authorization: the player's deletion request", () => {
  it('[8.2.1] answers 401 without a session', async () => {
    for (const method of ['GET', 'POST', 'DELETE'] as const) {
      const response = await call(method, '/user/deletion-request', undefined, { password: 'x' });
      expect(response.statusCode).toBe(401);
      expect(response.json().message).toEqual(expect.any(String));
    }
  });

  it('[2.2.1] refuses a wrong, missing or over-long input with a 400 naming the field, and files nothing', async () => {
    const owner = await player();
    const wrong = await call('POST', '/user/deletion-request', owner.headers, { password: 'not-it' });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().fieldErrors.password).toEqual(['The password is not correct.']);
    const empty = await call('POST', '/user/deletion-request', owner.headers, { password: '' });
    expect(empty.json().message).toBe('Please enter your current password to confirm.');
    const long = await call('POST', '/user/deletion-request', owner.headers, {
      password: owner.password,
      reason: 'x'.repeat(501),
    });
    expect(long.json().message).toBe('The reason can be at most 500 characters.');
    expect((await call('GET', '/user/deletion-request', owner.headers)).json()).toEqual({ request: null });
  });

  it('files one request, mails a receipt, refuses a second, and can be taken back', async () => {
    const owner = await player();
    const filed = await call('POST', '/user/deletion-request', owner.headers, {
      password: owner.password,
      reason: 'I stopped playing.',
    });
    expect(filed.json().message).toMatch(/^Your deletion request was sent\./);
    expect(await smtp.waitFor(owner.account.email, 'We received your account deletion request')).toBeTruthy();
    const mine = (await call('GET', '/user/deletion-request', owner.headers)).json();
    expect(mine.request).toMatchObject({ status: 'pending', decidedAt: null, note: null });

    const again = await call('POST', '/user/deletion-request', owner.headers, { password: owner.password });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe('Your deletion request is already waiting for the staff.');

    expect((await call('DELETE', '/user/deletion-request', owner.headers)).statusCode).toBe(200);
    expect((await call('GET', '/user/deletion-request', owner.headers)).json().request.status).toBe(
      'cancelled',
    );
    const none = await call('DELETE', '/user/deletion-request', owner.headers);
    expect(none.statusCode).toBe(404);
    expect(none.json().message).toBe('You have no pending deletion request.');
  });
});

describe("V8 Authorization: the staff's deletion queue", () => {
  it('[2.2.1, 8.2.1, 15.3.7] answers 401, 403 without Account Management, and 400 for a bad filter or id', async () => {
    expect((await call('GET', '/admin/deletionRequests')).statusCode).toBe(401);
    const editor = await staff(Prime.news * Prime.accountActions);
    expect((await call('GET', '/admin/deletionRequests', editor.headers)).statusCode).toBe(403);
    expect((await call('POST', '/admin/deletionRequests/1/confirm', editor.headers)).statusCode).toBe(403);
    const { headers } = await staff();
    for (const query of ['status=gone', 'page=0', 'pageSize=7', 'status=pending&status=declined']) {
      const response = await call('GET', `/admin/deletionRequests?${query}`, headers);
      expect(response.statusCode).toBe(400);
      expect(response.json().message).toEqual(expect.any(String));
    }
    for (const id of ['abc', '0', '-1', '1.5', '9007199254740992']) {
      const response = await call('POST', `/admin/deletionRequests/${id}/confirm`, headers);
      expect(response.statusCode).toBe(400);
      expect(response.json().message).toMatch(/^Request ID must be a whole number/);
    }
    expect((await call('POST', '/admin/deletionRequests/999999/confirm', headers)).statusCode).toBe(404);
  });

  it('lists pending requests oldest first, with the name and the reason', async () => {
    const { owner, request } = await requested('Too busy.');
    expect(request).toMatchObject({
      userName: owner.account.userName,
      status: 'pending',
      reason: 'Too busy.',
      decidedAt: null,
      decidedBy: null,
    });
  });

  it('[7.4.2, 16.2.5] confirming anonymizes the account: no name, address, login, session or Twitch link; the player is told', async () => {
    const { owner, id } = await requested();
    await db.insert(twitchLinks).values({
      accountDBID: owner.account.accountDBID,
      twitchId: `tw-${owner.account.accountDBID}`,
      login: 'streamer',
      accessToken: 'access',
      refreshToken: 'refresh',
      linkedAt: new Date(),
    });
    const admin = await staff();
    const confirmed = await call('POST', `/admin/deletionRequests/${id}/confirm`, admin.headers);
    expect(confirmed.statusCode).toBe(200);
    expect(confirmed.json().message).toBe(`Account ${owner.account.accountDBID} was deleted.`);

    const [row] = await db.select().from(accounts).where(eq(accounts.accountDBID, owner.account.accountDBID));
    expect(row).toMatchObject({
      userName: `deleted-${owner.account.accountDBID}`,
      email: `deleted-${owner.account.accountDBID}@deleted.invalid`,
      lastLoginIP: null,
      webMgt: 0,
    });
    expect(
      await db.select().from(twitchLinks).where(eq(twitchLinks.accountDBID, owner.account.accountDBID)),
    ).toEqual([]);
    expect((await call('GET', '/user/profile', owner.headers)).statusCode).toBe(401);
    for (const identifier of [owner.account.userName, owner.account.email, row?.userName]) {
      const login = await call('POST', '/auth/login', undefined, { identifier, password: owner.password });
      expect(login.statusCode).toBe(401);
    }
    expect(await smtp.waitFor(owner.account.email, 'Your account was deleted')).toBeTruthy();

    const [entry] = await auditEntriesOf(app, owner.account.accountDBID);
    expect(entry?.action).toBe('user.delete');
    expect(JSON.stringify(entry)).not.toContain(owner.account.email);

    const again = await call('POST', `/admin/deletionRequests/${id}/confirm`, admin.headers);
    expect(again.statusCode).toBe(409);
    const done = (await call('GET', '/admin/deletionRequests?status=confirmed', admin.headers)).json();
    expect(done.requests.find((entry: { id: number }) => entry.id === id)).toMatchObject({
      status: 'confirmed',
      decidedBy: admin.account.userName,
    });
  });

  it('[8.2.1, 8.2.2] needs Account Actions as well, an account the staff member outranks, and never the own account', async () => {
    const { owner, id } = await requested();
    const manager = await staff(Prime.accountManagement * Prime.accountBenefits);
    const refused = await call('POST', `/admin/deletionRequests/${id}/confirm`, manager.headers);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe('Deleting an account needs the Account Actions permission as well.');

    const peer = await staff();
    const filed = await call('POST', '/user/deletion-request', peer.headers, { password: peer.password });
    expect(filed.statusCode).toBe(200);
    const list = (await call('GET', '/admin/deletionRequests?pageSize=all', peer.headers)).json();
    const peerRequest = list.requests.find(
      (entry: { accountDBID: number }) => entry.accountDBID === peer.account.accountDBID,
    );
    const equal = await staff();
    expect(
      (await call('POST', `/admin/deletionRequests/${peerRequest.id}/confirm`, equal.headers)).statusCode,
    ).toBe(403);
    expect(
      (await call('POST', `/admin/deletionRequests/${peerRequest.id}/confirm`, peer.headers)).statusCode,
    ).toBe(403);
    const declineOwn = await call('POST', `/admin/deletionRequests/${peerRequest.id}/decline`, peer.headers, {
      note: 'no',
    });
    expect(declineOwn.statusCode).toBe(403);

    // Nothing changed for the refused ones.
    expect((await call('GET', '/user/deletion-request', owner.headers)).json().request.status).toBe(
      'pending',
    );
    expect((await call('GET', '/user/profile', peer.headers)).statusCode).toBe(200);
  });

  it('declining needs a note, which the player reads on the profile and by mail', async () => {
    const { owner, id } = await requested();
    const { headers } = await staff();
    const empty = await call('POST', `/admin/deletionRequests/${id}/decline`, headers, { note: '  ' });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().message).toBe('Please say why the request is declined: the player sees it.');
    const note = 'Your account has an open payment dispute; write to us once it is settled.';
    expect((await call('POST', `/admin/deletionRequests/${id}/decline`, headers, { note })).statusCode).toBe(
      200,
    );
    expect((await call('GET', '/user/deletion-request', owner.headers)).json().request).toMatchObject({
      status: 'declined',
      note,
    });
    const mail = await smtp.waitFor(owner.account.email, 'Your account deletion request was declined');
    expect(JSON.stringify(mail)).toContain('open payment dispute');
    expect((await call('POST', `/admin/deletionRequests/${id}/decline`, headers, { note })).statusCode).toBe(
      409,
    );
    expect((await call('GET', '/user/profile', owner.headers)).statusCode).toBe(200);
  });
});
