import { and, eq, like } from 'drizzle-orm';
import { generate } from 'otplib';
import { describe, expect, it } from 'vitest';
import { buildAccount, loginAs } from '../../../test/builders/accounts.ts';
import { auditEntriesOf } from '../../../test/builders/audit.ts';
import { createSoftAuthenticator, type SoftAuthenticator } from '../../../test/fakes/authenticator.ts';
import { createTestApp, createTestClock } from '../../../test/helpers.ts';
import { accountBans, mailOutbox, passkeys } from '../../db/schema/index.ts';

const ORIGIN = 'http://localhost:3000';
const clock = createTestClock(new Date('2026-11-24T12:00:10Z'));
const app = await createTestApp({
  clock,
  env: {
    PUBLIC_URL: ORIGIN,
    PASSKEY_ORIGINS: 'http://127.0.0.1:3000',
    RATE_LIMIT_LOGIN_PER_IP: '1000',
  },
});

type Headers = Record<string, string>;
const post = (url: string, headers?: Headers, payload?: object) =>
  app.inject({ method: 'POST', url: `/api${url}`, headers, payload });

/** The mails written about an account, oldest first. */
const mailsAbout = (accountDBID: number) =>
  app.platform.db
    .select({ recipient: mailOutbox.recipient, subject: mailOutbox.subject })
    .from(mailOutbox)
    .where(and(eq(mailOutbox.accountDBID, accountDBID), like(mailOutbox.subject, '%passkey%')))
    .orderBy(mailOutbox.id);

async function player() {
  const built = await buildAccount(app);
  const session = await loginAs(app, built.account.userName, built.password);
  return { ...built, headers: session.headers };
}

/** Adds a passkey the way the profile does: the password, the browser's prompt, a name. */
async function addPasskey(
  owner: { headers: Headers; password: string },
  authenticator: SoftAuthenticator = createSoftAuthenticator(),
  origin = ORIGIN,
) {
  const ceremony = await post('/user/passkeys/options', owner.headers, { password: owner.password });
  expect(ceremony.statusCode).toBe(200);
  const { ceremonyToken, options } = ceremony.json();
  const added = await post('/user/passkeys', owner.headers, {
    ceremonyToken,
    name: 'Phone',
    response: authenticator.register(options, origin),
  });
  return { added, authenticator };
}

/** A login with a passkey: the options, then the authenticator's answer (with the second step's ticket, if given). */
async function passkeyLogin(authenticator: SoftAuthenticator, challengeToken?: string, origin = ORIGIN) {
  const ceremony = await post('/auth/passkey/options', { origin }, challengeToken ? { challengeToken } : {});
  expect(ceremony.statusCode).toBe(200);
  const { ceremonyToken, options } = ceremony.json();
  const response = authenticator.authenticate(options, origin);
  return post('/auth/passkey/login', undefined, { ceremonyToken, response, challengeToken });
}

describe('V6 Authentication: passkeys: adding and removing', () => {
  it('[8.2.1] answers 401 without a session', async () => {
    expect((await app.inject('/api/user/passkeys')).statusCode).toBe(401);
    expect((await post('/user/passkeys/options', undefined, { password: 'x' })).statusCode).toBe(401);
    expect((await post('/user/passkeys', undefined, {})).statusCode).toBe(401);
    const removal = await app.inject({
      method: 'DELETE',
      url: '/api/user/passkeys/1',
      payload: { password: 'x' },
    });
    expect(removal.statusCode).toBe(401);
  });

  it('[7.5.1, 6.7.2, 16.3.3] asks for the password first, keeps the passkey it signed, lists it and audits it', async () => {
    const owner = await player();
    const wrong = await post('/user/passkeys/options', owner.headers, { password: 'not-the-password' });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().fieldErrors.password).toEqual(['The password is not correct.']);

    const { added, authenticator } = await addPasskey(owner);
    expect(added.statusCode).toBe(200);
    expect(added.json()).toEqual({
      id: expect.any(Number),
      name: 'Phone',
      createdAt: clock.now().toISOString(),
      lastUsedAt: null,
      backedUp: false,
    });
    const list = await app.inject({ url: '/api/user/passkeys', headers: owner.headers });
    // Each ceremony's challenge: 32 random bytes (ASVS 6.7.2 asks for at least 64 bits).
    const { options } = (
      await post('/user/passkeys/options', owner.headers, { password: owner.password })
    ).json();
    expect(Buffer.from(options.challenge, 'base64url').length).toBeGreaterThanOrEqual(32);
    expect(list.json().items).toEqual([added.json()]);
    const [row] = await app.platform.db.select().from(passkeys).where(eq(passkeys.id, added.json().id));
    expect(row?.credentialId).toBe(authenticator.credentialId);
    const entries = await auditEntriesOf(app, owner.account.accountDBID, 'user.passkeyAdded');
    expect(entries.map((entry) => entry.changes)).toEqual([{ name: 'Phone' }]);
    // The owner is told (ASVS 6.3.7), at the address of the account.
    expect(await mailsAbout(owner.account.accountDBID)).toEqual([
      { recipient: owner.account.email, subject: 'A passkey was added to your account · Agaia Online' },
    ]);

    // The same authenticator again: the browser is told to exclude it, and the server refuses the duplicate.
    const ceremony = (
      await post('/user/passkeys/options', owner.headers, { password: owner.password })
    ).json();
    expect(ceremony.options.excludeCredentials).toEqual([
      expect.objectContaining({ id: authenticator.credentialId }),
    ]);
    const again = await post('/user/passkeys', owner.headers, {
      ceremonyToken: ceremony.ceremonyToken,
      name: 'Phone again',
      response: authenticator.register(ceremony.options, ORIGIN),
    });
    expect(again.statusCode).toBe(409);
  });

  it('[6.3.4] refuses a ceremony used twice, of another account, signed for another site or expired', async () => {
    const owner = await player();
    const other = await player();
    const authenticator = createSoftAuthenticator();
    const start = async () =>
      (await post('/user/passkeys/options', owner.headers, { password: owner.password })).json();

    const used = await start();
    const body = {
      ceremonyToken: used.ceremonyToken,
      name: 'Key',
      response: authenticator.register(used.options, ORIGIN),
    };
    expect((await post('/user/passkeys', owner.headers, body)).statusCode).toBe(200);
    const replay = await post('/user/passkeys', owner.headers, body);
    expect(replay.statusCode).toBe(400);
    expect(replay.json().message).toBe('The passkey request expired: please try again.');

    const stolen = await start();
    const asOther = await post('/user/passkeys', other.headers, {
      ceremonyToken: stolen.ceremonyToken,
      name: 'Key',
      response: createSoftAuthenticator().register(stolen.options, ORIGIN),
    });
    expect(asOther.statusCode).toBe(400);

    const phished = await start();
    const elsewhere = await post('/user/passkeys', owner.headers, {
      ceremonyToken: phished.ceremonyToken,
      name: 'Key',
      response: createSoftAuthenticator().register(phished.options, 'https://agaia-online.evil.example'),
    });
    expect(elsewhere.statusCode).toBe(400);
    expect(elsewhere.json().message).toBe('That passkey could not be verified. Please try again.');

    const late = await start();
    clock.advance(5 * 60_000 + 1);
    const expired = await post('/user/passkeys', owner.headers, {
      ceremonyToken: late.ceremonyToken,
      name: 'Key',
      response: createSoftAuthenticator().register(late.options, ORIGIN),
    });
    expect(expired.statusCode).toBe(400);
    const foreign = await post(
      '/user/passkeys/options',
      { ...owner.headers, origin: 'https://evil.example' },
      {
        password: owner.password,
      },
    );
    expect(foreign.statusCode).toBe(400);
    expect(foreign.json().message).toBe(`Passkeys work only at ${ORIGIN}.`);
  });

  it('[7.5.1, 8.2.2, 6.5.6] removes only its own passkey, after the password; a removed passkey no longer logs in', async () => {
    const owner = await player();
    const other = await player();
    const { added, authenticator } = await addPasskey(owner);
    const id = added.json().id;
    const remove = (headers: Headers, password: string, target = id) =>
      app.inject({ method: 'DELETE', url: `/api/user/passkeys/${target}`, headers, payload: { password } });
    expect((await remove(other.headers, other.password)).statusCode).toBe(404);
    expect((await remove(owner.headers, 'wrong password')).statusCode).toBe(400);
    for (const bad of ['0', '-1', '1.5', 'abc', '99999999999'])
      expect((await remove(owner.headers, owner.password, bad as unknown as number)).statusCode, bad).toBe(
        400,
      );
    expect((await remove(owner.headers, owner.password)).json()).toEqual({
      message: 'The passkey is removed.',
    });
    expect((await passkeyLogin(authenticator)).statusCode).toBe(401);
    expect(await auditEntriesOf(app, owner.account.accountDBID, 'user.passkeyRemoved')).toHaveLength(1);
    expect((await mailsAbout(owner.account.accountDBID)).map((mail) => mail.subject)).toEqual([
      'A passkey was added to your account · Agaia Online',
      'A passkey was removed from your account · Agaia Online',
    ]);
    expect((await mailsAbout(other.account.accountDBID)).map((mail) => mail.subject)).toEqual([]);
  });
});

describe('V6 Authentication: passkeys: logging in', () => {
  it('[6.3.3] logs in with no password when the authenticator verified its user; the challenge works once', async () => {
    const owner = await player();
    const { authenticator } = await addPasskey(owner);
    clock.advance(1000);
    const login = await passkeyLogin(authenticator);
    expect(login.statusCode).toBe(200);
    expect(login.json()).toMatchObject({ accessToken: expect.any(String), userName: owner.account.userName });
    const profile = await app.inject({
      url: '/api/user/profile',
      headers: { authorization: `Bearer ${login.json().accessToken}` },
    });
    expect(profile.statusCode).toBe(200);
    const [listed] = (await app.inject({ url: '/api/user/passkeys', headers: owner.headers })).json().items;
    expect(listed.lastUsedAt).toBe(clock.now().toISOString());

    // Replaying the same signed answer: its ceremony is used up.
    const ceremony = (await post('/auth/passkey/options', undefined, {})).json();
    const response = authenticator.authenticate(ceremony.options, ORIGIN);
    const first = await post('/auth/passkey/login', undefined, {
      ceremonyToken: ceremony.ceremonyToken,
      response,
    });
    expect(first.statusCode).toBe(200);
    const replay = await post('/auth/passkey/login', undefined, {
      ceremonyToken: ceremony.ceremonyToken,
      response,
    });
    expect(replay.statusCode).toBe(400);
  });

  it('[6.3.3, 6.3.4, 7.4.2] refuses a passkey that did not verify its user, a forged signature, an unknown key and a banned owner', async () => {
    const owner = await player();
    const { authenticator } = await addPasskey(owner, createSoftAuthenticator({ userVerification: false }));
    const unverified = await passkeyLogin(authenticator);
    expect(unverified.statusCode).toBe(401);
    expect(unverified.json().message).toBe('That passkey could not be verified. Please try again.');

    const verifying = (await addPasskey(owner)).authenticator;
    const ceremony = (await post('/auth/passkey/options', undefined, {})).json();
    type Signed = { response: { signature: string } };
    const response = verifying.authenticate(ceremony.options, ORIGIN) as Signed;
    // Signed by another key over the same data: the stored public key does not verify it.
    const impostor = createSoftAuthenticator().authenticate(ceremony.options, ORIGIN) as Signed;
    response.response.signature = impostor.response.signature;
    const forged = await post('/auth/passkey/login', undefined, {
      ceremonyToken: ceremony.ceremonyToken,
      response,
    });
    expect(forged.statusCode).toBe(401);
    expect((await passkeyLogin(createSoftAuthenticator())).statusCode).toBe(401);
    const foreign = await post('/auth/passkey/options', { origin: 'https://evil.example' }, {});
    expect(foreign.statusCode).toBe(400);
    // Signed on the site's second origin for the first one's RP ID: the pair must match.
    const mixed = (await post('/auth/passkey/options', { origin: ORIGIN }, {})).json();
    const crossed = await post('/auth/passkey/login', undefined, {
      ceremonyToken: mixed.ceremonyToken,
      response: verifying.authenticate(mixed.options, 'http://127.0.0.1:3000'),
    });
    expect(crossed.statusCode).toBe(401);

    await app.platform.db.insert(accountBans).values({
      accountDBID: owner.account.accountDBID,
      startTime: new Date(clock.now().getTime() - 1000),
      endTime: new Date('2099-01-01T00:00:00Z'),
      description: 'Gold selling',
      active: true,
    });
    const banned = await passkeyLogin(verifying);
    expect(banned.statusCode).toBe(403);
    expect(banned.json().code).toBe('BANNED');
  });

  it('[2.3.1, 6.3.3] is the second step after the password when two-factor authentication is on', async () => {
    const owner = await player();
    const password = { password: owner.password };
    const setup = (await post('/user/two-factor/setup', owner.headers, password)).json();
    const code = await generate({ secret: setup.secret, epoch: Math.floor(clock.now().getTime() / 1000) });
    expect((await post('/user/two-factor/enable', owner.headers, { ...password, code })).statusCode).toBe(
      200,
    );
    const ownerSession = await loginWithCode(owner, setup.secret);
    const { authenticator } = await addPasskey({ headers: ownerSession, password: owner.password });
    const other = await player();
    const othersKey = (await addPasskey(other)).authenticator;

    const step = (
      await post('/auth/login', undefined, { identifier: owner.account.userName, password: owner.password })
    ).json();
    expect(step).toMatchObject({ twoFactorRequired: true, passkey: true });
    // Another account's passkey is not this login's second step.
    expect((await passkeyLogin(othersKey, step.challengeToken)).statusCode).toBe(401);
    const done = await passkeyLogin(authenticator, step.challengeToken);
    expect(done.statusCode).toBe(200);
    expect(done.json().userName).toBe(owner.account.userName);
    // The ticket is used once.
    expect(
      (await post('/auth/passkey/options', undefined, { challengeToken: step.challengeToken })).statusCode,
    ).toBe(401);

    const withoutKey = await player();
    const noKeyPassword = { password: withoutKey.password };
    const noKeySecret = (await post('/user/two-factor/setup', withoutKey.headers, noKeyPassword)).json()
      .secret;
    clock.advance(30_000);
    const noKeyCode = await generate({
      secret: noKeySecret,
      epoch: Math.floor(clock.now().getTime() / 1000),
    });
    await post('/user/two-factor/enable', withoutKey.headers, { ...noKeyPassword, code: noKeyCode });
    const noKeyStep = (
      await post('/auth/login', undefined, {
        identifier: withoutKey.account.userName,
        password: withoutKey.password,
      })
    ).json();
    expect(noKeyStep.passkey).toBe(false);
    expect(
      (await post('/auth/passkey/options', undefined, { challengeToken: noKeyStep.challengeToken }))
        .statusCode,
    ).toBe(409);
  });
});

/** A login through the password and a fresh TOTP code (a code works once: each login takes the next window). */
async function loginWithCode(owner: { account: { userName: string }; password: string }, secret: string) {
  clock.advance(30_000);
  const step = (
    await post('/auth/login', undefined, { identifier: owner.account.userName, password: owner.password })
  ).json();
  const code = await generate({ secret, epoch: Math.floor(clock.now().getTime() / 1000) });
  const done = await post('/auth/login/two-factor', undefined, { challengeToken: step.challengeToken, code });
  expect(done.statusCode).toBe(200);
  return { authorization: `Bearer ${done.json().accessToken}` };
}
