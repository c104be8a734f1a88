import { readFileSync } from 'node:fs';
import { Prime } from '@agaia/contract';
import { eq, sql } from 'drizzle-orm';
import { generate } from 'otplib';
import { describe, expect, it } from 'vitest';
import { buildAccount, loginAs } from '../../../test/builders/accounts.ts';
import { createSoftAuthenticator, type SoftAuthenticator } from '../../../test/fakes/authenticator.ts';
import { createTestApp, createTestClock } from '../../../test/helpers.ts';
import {
  accounts,
  emailTokens,
  loginChallenges,
  passkeys,
  sessions,
  twoFactorRecoveryCodes,
  twoFactorSecrets,
  webauthnChallenges,
} from '../../db/schema/index.ts';
import { tombstoneOf } from '../accounts/accounts.module.ts';

// A confirmed deletion as an attacker holding the old account's ways in sees it: the passkey on the phone, the
// authenticator app, the printed recovery codes, a second step started just before, an unused mailed link.
const ORIGIN = 'http://localhost:3000';
const clock = createTestClock(new Date('2026-11-24T12:00:10Z'));
const app = await createTestApp({
  clock,
  env: { PUBLIC_URL: ORIGIN, RATE_LIMIT_LOGIN_PER_IP: '1000', RATE_LIMIT_LOGIN_PER_ACCOUNT: '1000' },
});
const db = app.platform.db;

type Headers = Record<string, string>;
const post = (url: string, headers?: Headers, payload?: object) =>
  app.inject({ method: 'POST', url: `/api${url}`, headers, payload });
const codeFor = (secret: string) => generate({ secret, epoch: Math.floor(clock.now().getTime() / 1000) });

/** A player with a passkey and two-factor authentication on: every way in the deletion must end. */
async function playerWithEveryWayIn() {
  const built = await buildAccount(app);
  const { headers } = await loginAs(app, built.account.userName, built.password);
  const authenticator = createSoftAuthenticator();
  const ceremony = (await post('/user/passkeys/options', headers, { password: built.password })).json();
  const added = await post('/user/passkeys', headers, {
    ceremonyToken: ceremony.ceremonyToken,
    name: 'Phone',
    response: authenticator.register(ceremony.options, ORIGIN),
  });
  expect(added.statusCode).toBe(200);
  const password = { password: built.password };
  const { secret } = (await post('/user/two-factor/setup', headers, password)).json();
  const enabled = await post('/user/two-factor/enable', headers, {
    ...password,
    code: await codeFor(secret),
  });
  expect(enabled.statusCode).toBe(200);
  clock.advance(30_000);
  return {
    ...built,
    headers,
    authenticator,
    secret: secret as string,
    recoveryCodes: enabled.json().recoveryCodes as string[],
  };
}

/** The password step of a two-factor login: its ticket. */
async function ticketOf(identifier: string, password: string): Promise<string> {
  const step = await post('/auth/login', undefined, { identifier, password });
  expect(step.json()).toMatchObject({ twoFactorRequired: true });
  return step.json().challengeToken;
}

/** A passkey login's options (with a second step's ticket, if given). */
async function passkeyCeremony(challengeToken?: string) {
  const ceremony = await post(
    '/auth/passkey/options',
    { origin: ORIGIN },
    challengeToken ? { challengeToken } : {},
  );
  return ceremony.json() as {
    ceremonyToken: string;
    options: Parameters<SoftAuthenticator['authenticate']>[0];
  };
}

const answer = (
  authenticator: SoftAuthenticator,
  ceremony: Awaited<ReturnType<typeof passkeyCeremony>>,
  challengeToken?: string,
) =>
  post('/auth/passkey/login', undefined, {
    ceremonyToken: ceremony.ceremonyToken,
    response: authenticator.authenticate(ceremony.options, ORIGIN),
    challengeToken,
  });

/** Files the owner's request and has staff confirm it. */
async function deleteAccount(owner: { headers: Headers; password: string }) {
  expect((await post('/user/deletion-request', owner.headers, { password: owner.password })).statusCode).toBe(
    200,
  );
  const staff = await buildAccount(app, { webMgt: Prime.accountManagement * Prime.accountActions });
  const { headers } = await loginAs(app, staff.account.userName, staff.password);
  const list = await app.inject({ url: '/api/admin/deletionRequests?pageSize=all', headers });
  const { id } = list.json().requests.at(-1) as { id: number };
  expect((await post(`/admin/deletionRequests/${id}/confirm`, headers)).statusCode).toBe(200);
}

describe('V6 Authentication: a deleted account has no way in', () => {
  it('[6.4.1, 6.5.1, 7.4.2] refuses the password, the passkey, a second step (code, recovery code, passkey) and a mailed link after deletion, and keeps none of them', async () => {
    const owner = await playerWithEveryWayIn();
    const id = owner.account.accountDBID;
    // Started before the deletion, finished after it: tickets of a right password, passkey prompts, a reset link.
    const ticketForCode = await ticketOf(owner.account.userName, owner.password);
    const ticketForRecovery = await ticketOf(owner.account.email, owner.password);
    const ticketForPasskey = await ticketOf(owner.account.userName, owner.password);
    const secondStepPrompt = await passkeyCeremony(ticketForPasskey);
    const pendingPrompt = await passkeyCeremony();
    const resetToken = await app.modules.accounts.tokens.issue(id, 'reset_password', owner.account.email);

    await deleteAccount(owner);

    const refusals = {
      password: await post('/auth/login', undefined, {
        identifier: owner.account.userName,
        password: owner.password,
      }),
      tombstoneName: await post('/auth/login', undefined, {
        identifier: `deleted-${id}`,
        password: owner.password,
      }),
      passkey: await answer(owner.authenticator, await passkeyCeremony()),
      passkeyPromptFromBefore: await answer(owner.authenticator, pendingPrompt),
      code: await post('/auth/login/two-factor', undefined, {
        challengeToken: ticketForCode,
        code: await codeFor(owner.secret),
      }),
      recoveryCode: await post('/auth/login/two-factor', undefined, {
        challengeToken: ticketForRecovery,
        code: owner.recoveryCodes[0],
      }),
      secondStepPasskey: await answer(owner.authenticator, secondStepPrompt, ticketForPasskey),
      resetLink: await post(`/auth/reset-password/${resetToken}`, undefined, {
        newPassword: 'fresh-harbour-77',
      }),
    };
    const statuses = Object.fromEntries(
      Object.entries(refusals).map(([way, reply]) => [way, reply.statusCode]),
    );
    expect(statuses).toEqual({
      password: 401,
      tombstoneName: 401,
      passkey: 401,
      passkeyPromptFromBefore: 401,
      code: 401,
      recoveryCode: 401,
      secondStepPasskey: 401,
      resetLink: 400,
    });
    for (const reply of Object.values(refusals)) expect(reply.json().accessToken).toBeUndefined();

    // Nothing of the ways in is kept: no passkey, secret, recovery code, pending prompt or ticket, session or link.
    const left = {
      passkeys: await db.select().from(passkeys).where(eq(passkeys.accountDBID, id)),
      secrets: await db.select().from(twoFactorSecrets).where(eq(twoFactorSecrets.accountDBID, id)),
      recoveryCodes: await db
        .select()
        .from(twoFactorRecoveryCodes)
        .where(eq(twoFactorRecoveryCodes.accountDBID, id)),
      prompts: await db.select().from(webauthnChallenges).where(eq(webauthnChallenges.accountDBID, id)),
      tickets: await db.select().from(loginChallenges).where(eq(loginChallenges.accountDBID, id)),
      sessions: await db.select().from(sessions).where(eq(sessions.accountDBID, id)),
      usableLinks: (await db.select().from(emailTokens).where(eq(emailTokens.accountDBID, id))).filter(
        (token) => token.usedAt === null,
      ),
    };
    expect(left).toEqual({
      passkeys: [],
      secrets: [],
      recoveryCodes: [],
      prompts: [],
      tickets: [],
      sessions: [],
      usableLinks: [],
    });
    const [row] = await db.select().from(accounts).where(eq(accounts.accountDBID, id));
    expect(row?.twoFactorEnabled).toBe(false);
  });

  it('refuses an account deleted before its ways in were removed (its passkey and second factor still kept)', async () => {
    const owner = await playerWithEveryWayIn();
    const id = owner.account.accountDBID;
    const ticket = await ticketOf(owner.account.userName, owner.password);
    // A deletion as it was before: the row anonymized, its sessions ended, the rest left in place.
    await db.update(accounts).set(tombstoneOf(id)).where(eq(accounts.accountDBID, id));
    await app.platform.sessions.revokeAll(id);

    expect((await answer(owner.authenticator, await passkeyCeremony())).statusCode).toBe(401);
    const code = await post('/auth/login/two-factor', undefined, {
      challengeToken: ticket,
      code: await codeFor(owner.secret),
    });
    expect(code.statusCode).toBe(401);
    expect(code.json().code).toBe('LOGIN_EXPIRED');
    expect(await db.select().from(sessions).where(eq(sessions.accountDBID, id))).toEqual([]);

    // Migration 0020 removes what such a deletion left, and nothing of a live account's.
    const live = await playerWithEveryWayIn();
    const rowsOf = async (accountDBID: number) => ({
      passkeys: (await db.select().from(passkeys).where(eq(passkeys.accountDBID, accountDBID))).length,
      secrets: (await db.select().from(twoFactorSecrets).where(eq(twoFactorSecrets.accountDBID, accountDBID)))
        .length,
      codes: (
        await db
          .select()
          .from(twoFactorRecoveryCodes)
          .where(eq(twoFactorRecoveryCodes.accountDBID, accountDBID))
      ).length,
    });
    expect((await rowsOf(id)).passkeys).toBe(1);
    const migration = readFileSync(
      new URL('../../db/migrations/0020_forget_ways_into_deleted_accounts.sql', import.meta.url),
      'utf8',
    );
    for (const statement of migration.split('--> statement-breakpoint')) await db.execute(sql.raw(statement));
    expect(await rowsOf(id)).toEqual({ passkeys: 0, secrets: 0, codes: 0 });
    expect(await rowsOf(live.account.accountDBID)).toEqual({ passkeys: 1, secrets: 1, codes: 10 });
  });
});
