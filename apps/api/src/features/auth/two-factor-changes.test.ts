import { fillTemplate } from '@agaia/contract';
import { and, eq, ilike } from 'drizzle-orm';
import { generate } from 'otplib';
import { afterAll, describe, expect, it } from 'vitest';
import { loginAs, resetPasswordByLink } from '../../../test/builders/accounts.ts';
import { auditEntriesOf } from '../../../test/builders/audit.ts';
import { type ReceivedMail, startSmtpSink } from '../../../test/fakes/smtp-sink.ts';
import { createTestApp, createTestClock } from '../../../test/helpers.ts';
import { mailOutbox, twoFactorSecrets } from '../../db/schema/index.ts';
import { AuthText } from '../../i18n/en/auth.ts';
import { MailsText } from '../../i18n/en/mails.ts';
import { ptBRAuth } from '../../i18n/pt-BR/auth.ts';
import { ptBRMails } from '../../i18n/pt-BR/mails.ts';

// Changing two-factor authentication (setting it up, turning it on or off, new recovery codes) changes how the account
// logs in: a stolen session alone must not do it (it would lock the owner out), and the owner hears of each change.
const smtp = await startSmtpSink();
afterAll(() => smtp.close());
const SITE = 'Agaia Online';
const clock = createTestClock(new Date('2026-11-24T12:00:10Z'));
const app = await createTestApp({
  clock,
  env: { SMTP_URL: smtp.url, ADMIN_TWO_FACTOR: 'required', RATE_LIMIT_LOGIN_PER_IP: '1000' },
});

type Headers = Record<string, string>;
const PT = { 'accept-language': 'pt-BR' };
const post = (url: string, headers?: Headers, payload?: object) =>
  app.inject({ method: 'POST', url: `/api${url}`, headers, payload });
const codeFor = (secret: string) => generate({ secret, epoch: Math.floor(clock.now().getTime() / 1000) });
/** The next 30-second window: a code is accepted once, so each use needs a window of its own. */
const nextWindow = () => clock.advance(30_000);
const WRONG = 'not-the-password';

let serial = 0;
/** An account kept in `language`, and a session of it. */
async function player(language: 'en' | 'pt-BR' = 'en') {
  serial += 1;
  const userName = `guarda_${serial}_${Date.now() % 100_000}`;
  const password = 'correct-horse';
  const account = await app.modules.accounts.create({
    userName,
    email: `${userName}@example.com`,
    password,
    language,
  });
  const session = await loginAs(app, userName, password);
  return { account, password, headers: session.headers };
}

type Owner = Awaited<ReturnType<typeof player>>;
const statusOf = async (owner: Owner) =>
  (await app.inject({ url: '/api/user/two-factor', headers: owner.headers })).json();
const pendingSecretOf = async (owner: Owner) =>
  (
    await app.platform.db
      .select()
      .from(twoFactorSecrets)
      .where(eq(twoFactorSecrets.accountDBID, owner.account.accountDBID))
  )[0];
/** The subjects of the two-factor mails written about an account, oldest first. */
const twoFactorMails = async (owner: Owner) =>
  (
    await app.platform.db
      .select({ subject: mailOutbox.subject })
      .from(mailOutbox)
      .where(
        and(eq(mailOutbox.accountDBID, owner.account.accountDBID), ilike(mailOutbox.subject, '%two-factor%')),
      )
      .orderBy(mailOutbox.id)
  ).map((row) => row.subject);

/** Turns it on the way the profile does: the password, the QR code, then the password and a code. */
async function turnOn(owner: Owner, headers: Headers = {}) {
  const setup = await post('/user/two-factor/setup', owner.headers, { password: owner.password });
  expect(setup.statusCode).toBe(200);
  const { secret } = setup.json();
  const enabled = await post(
    '/user/two-factor/enable',
    { ...owner.headers, ...headers },
    { password: owner.password, code: await codeFor(secret) },
  );
  expect(enabled.statusCode).toBe(200);
  nextWindow();
  return { secret: secret as string, recoveryCodes: enabled.json().recoveryCodes as string[] };
}

/** A refusal of the password: 400, the sentence adding a passkey answers, also under the password field. */
function expectPasswordRefused(answer: { statusCode: number; json: () => unknown }, sentence: string) {
  expect(answer.statusCode).toBe(400);
  expect(answer.json()).toMatchObject({ message: sentence, fieldErrors: { password: [sentence] } });
}

describe('V6 Authentication: two-factor changes need the password, not only a session', () => {
  it('[7.5.1] a session without the password cannot set it up: nothing is kept, a pending setup stays', async () => {
    const owner = await player();
    const noBody = await post('/user/two-factor/setup', owner.headers);
    expect(noBody.statusCode).toBe(400);
    expect(noBody.json().message).toEqual(expect.any(String));
    for (const body of [{}, { password: '' }, { password: 'x'.repeat(1025) }]) {
      const refused = await post('/user/two-factor/setup', owner.headers, body);
      expect(refused.statusCode, JSON.stringify(body)).toBe(400);
      expect(refused.json().fieldErrors.password, JSON.stringify(body)).toEqual([expect.any(String)]);
    }
    expectPasswordRefused(
      await post('/user/two-factor/setup', owner.headers, { password: WRONG }),
      AuthText.wrongPassword,
    );
    expectPasswordRefused(
      await post('/user/two-factor/setup', { ...owner.headers, ...PT }, { password: WRONG }),
      ptBRAuth.wrongPassword,
    );
    expect(await pendingSecretOf(owner)).toBeUndefined();

    // The owner's own setup, waiting for its code: a refused setup does not replace its secret.
    const mine = await post('/user/two-factor/setup', owner.headers, { password: owner.password });
    expect(mine.statusCode).toBe(200);
    const refused = await post('/user/two-factor/setup', owner.headers, { password: WRONG });
    expect(refused.body).not.toContain('secret');
    expect((await pendingSecretOf(owner))?.secret).toBe(mine.json().secret);
  });

  it('[7.5.1] a session without the password cannot turn it on, and a refusal spends no code', async () => {
    const owner = await player();
    const setup = await post('/user/two-factor/setup', owner.headers, { password: owner.password });
    const code = await codeFor(setup.json().secret);
    const missing = await post('/user/two-factor/enable', owner.headers, { code });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().fieldErrors.password).toEqual([expect.any(String)]);
    expectPasswordRefused(
      await post('/user/two-factor/enable', owner.headers, { code, password: WRONG }),
      AuthText.wrongPassword,
    );
    expect(await statusOf(owner)).toMatchObject({ enabled: false, recoveryCodesLeft: 0 });
    expect(await auditEntriesOf(app, owner.account.accountDBID, 'user.twoFactorOn')).toHaveLength(0);
    expect(await twoFactorMails(owner)).toEqual([]);
    // The same code still works with the password: the refusals did not use its time step.
    const on = await post('/user/two-factor/enable', owner.headers, { code, password: owner.password });
    expect(on.statusCode).toBe(200);
  });

  it('[7.5.1] a session without the password cannot turn it off or make new recovery codes', async () => {
    const owner = await player();
    const { secret, recoveryCodes } = await turnOn(owner);
    for (const url of ['/user/two-factor/disable', '/user/two-factor/recovery-codes']) {
      const code = await codeFor(secret);
      const missing = await post(url, owner.headers, { code });
      expect(missing.statusCode, url).toBe(400);
      expect(missing.json().fieldErrors.password, url).toEqual([expect.any(String)]);
      expectPasswordRefused(
        await post(url, owner.headers, { code, password: WRONG }),
        AuthText.wrongPassword,
      );
      expectPasswordRefused(
        await post(url, owner.headers, { code: recoveryCodes[0], password: WRONG }),
        AuthText.wrongPassword,
      );
    }
    expect(await statusOf(owner)).toMatchObject({ enabled: true, recoveryCodesLeft: 10 });
    expect(await twoFactorMails(owner)).toEqual([`Two-factor authentication was turned on · ${SITE}`]);
    // Neither the code nor the recovery code was spent by the refusals.
    const off = await post('/user/two-factor/disable', owner.headers, {
      password: owner.password,
      code: await codeFor(secret),
    });
    expect(off.statusCode).toBe(200);
  });

  it('[6.3.1] wrong passwords count against the account: the 21st change in an hour is 429', async () => {
    const owner = await player();
    for (let attempt = 1; attempt <= 20; attempt += 1) {
      expect((await post('/user/two-factor/setup', owner.headers, { password: WRONG })).statusCode).toBe(400);
    }
    const held = await post('/user/two-factor/setup', owner.headers, { password: owner.password });
    expect(held.statusCode).toBe(429);
    expect(held.json().code).toBe('RATE_LIMITED');
    expect(await pendingSecretOf(owner)).toBeUndefined();
    // The budget is the account's, not the session's: another session of it is held back too.
    const other = await loginAs(app, owner.account.userName, owner.password);
    const code = { code: '123456', password: owner.password };
    expect((await post('/user/two-factor/enable', other.headers, code)).statusCode).toBe(429);
  });

  it('[6.4.3] a password reset ends a setup not confirmed yet; two-factor that is on stays on', async () => {
    const pending = await player();
    const setup = await post('/user/two-factor/setup', pending.headers, { password: pending.password });
    const code = await codeFor(setup.json().secret);
    expect((await resetPasswordByLink(app, pending.account, 'second-horse')).statusCode).toBe(200);
    expect(await pendingSecretOf(pending)).toBeUndefined();
    const fresh = await loginAs(app, pending.account.userName, 'second-horse');
    const late = await post('/user/two-factor/enable', fresh.headers, { code, password: 'second-horse' });
    expect(late.statusCode).toBe(409);
    expect(late.json().message).toBe(AuthText.setupFirst);

    const on = await player();
    await turnOn(on);
    expect((await resetPasswordByLink(app, on.account, 'second-horse')).statusCode).toBe(200);
    const step = await post('/auth/login', undefined, {
      identifier: on.account.userName,
      password: 'second-horse',
    });
    expect(step.json()).toMatchObject({ twoFactorRequired: true });
  });
});

/** The catalogs by language, to compare a mail with. */
const catalogs = { en: MailsText, 'pt-BR': ptBRMails };
const escapeHtml = (value: string) => value.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

function expectMailIn(mail: ReceivedMail, language: 'en' | 'pt-BR', keys: (keyof typeof MailsText)[]) {
  expect(mail.html).toContain(`<html lang="${language}">`);
  for (const key of keys) {
    const sentence = fillTemplate(catalogs[language][key], {});
    expect(mail.text).toContain(sentence);
    expect(mail.html).toContain(escapeHtml(sentence));
  }
}

describe('V6 Authentication: the owner is mailed each change of two-factor authentication', () => {
  it.each(['en', 'pt-BR'] as const)(
    '[6.3.7] a %s account hears of it turned on, new recovery codes and it turned off, in its language',
    async (language) => {
      const owner = await player(language);
      const catalog = catalogs[language];
      // Asked from a page in the other language: the mail follows the account.
      const other = language === 'en' ? PT : { 'accept-language': 'en' };
      const { secret } = await turnOn(owner, other);
      const on = await smtp.waitFor(owner.account.email, catalog.twoFactorOn_subject);
      expect(on.subject).toBe(`${catalog.twoFactorOn_subject} · ${SITE}`);
      expect(on.text).toContain(fillTemplate(catalog.greeting, { userName: owner.account.userName }));
      expectMailIn(on, language, ['twoFactorOn_body', 'twoFactorChanged_notYou', 'passkeyChanged_action']);

      const codes = await post('/user/two-factor/recovery-codes', owner.headers, {
        password: owner.password,
        code: await codeFor(secret),
      });
      expect(codes.statusCode).toBe(200);
      const made = await smtp.waitFor(owner.account.email, catalog.twoFactorCodes_subject);
      expectMailIn(made, language, ['twoFactorCodes_body', 'twoFactorChanged_notYou']);
      // The mail names no code.
      for (const code of codes.json().recoveryCodes) expect(made.text + made.html).not.toContain(code);

      nextWindow();
      const off = await post('/user/two-factor/disable', owner.headers, {
        password: owner.password,
        code: await codeFor(secret),
      });
      expect(off.statusCode).toBe(200);
      const offMail = await smtp.waitFor(owner.account.email, catalog.twoFactorOff_subject);
      expectMailIn(offMail, language, ['twoFactorOff_body', 'twoFactorChanged_notYou']);
    },
  );
});
