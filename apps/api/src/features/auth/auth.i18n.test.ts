import { fillTemplate, MAX_PASSKEYS, Messages, ptBRContractText, type TextParams } from '@agaia/contract';
import { generate } from 'otplib';
import { afterAll, describe, expect, it } from 'vitest';
import { loginAs } from '../../../test/builders/accounts.ts';
import { createSoftAuthenticator } from '../../../test/fakes/authenticator.ts';
import { linkIn, type ReceivedMail, startSmtpSink } from '../../../test/fakes/smtp-sink.ts';
import { createTestApp, createTestClock } from '../../../test/helpers.ts';
import { passkeys } from '../../db/schema/index.ts';
import { AuthText } from '../../i18n/en/auth.ts';
import { MailsText } from '../../i18n/en/mails.ts';
import { ptBRAuth } from '../../i18n/pt-BR/auth.ts';
import { ptBRMails } from '../../i18n/pt-BR/mails.ts';

const smtp = await startSmtpSink();
afterAll(() => smtp.close());
const PUBLIC_URL = 'http://localhost:3000';
const SITE = 'Agaia Online';
const clock = createTestClock(new Date('2026-11-24T12:00:10Z'));
const app = await createTestApp({
  clock,
  env: { SMTP_URL: smtp.url, PUBLIC_URL, RATE_LIMIT_LOGIN_PER_IP: '1000' },
});

type Headers = Record<string, string>;
const PT = { 'accept-language': 'pt-BR' };
const request = (method: 'POST' | 'DELETE', url: string, headers: Headers = {}, payload?: object) =>
  app.inject({ method, url: `/api${url}`, headers, payload });
const post = (url: string, headers?: Headers, payload?: object) => request('POST', url, headers, payload);

/** The mails catalogs by language, to compare a mail with. */
const catalogs = { en: MailsText, 'pt-BR': ptBRMails };
type Language = keyof typeof catalogs;
const escapeHtml = (value: string) => value.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

/** A mail written in `language`: its subject, and each sentence in both parts, with the HTML saying its language. */
function expectMailIn(
  mail: ReceivedMail,
  language: Language,
  subject: keyof typeof MailsText,
  sentences: [keyof typeof MailsText, TextParams?][],
) {
  const catalog = catalogs[language];
  expect(mail.subject).toBe(`${catalog[subject]} · ${SITE}`);
  expect(mail.html).toContain(`<html lang="${language}">`);
  for (const [key, params] of sentences) {
    const sentence = fillTemplate(catalog[key], params);
    expect(mail.text).toContain(sentence);
    expect(mail.html).toContain(escapeHtml(sentence));
  }
}

let serial = 0;
/** An account kept in `language` (as registering in it leaves it), and its session. */
async function player(language: Language) {
  serial += 1;
  const userName = `falante_${serial}`;
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

describe("auth's mails are written in the account's language", () => {
  it.each([
    ['pt-BR', 'leitora'],
    ['en', 'reader'],
  ] as const)('a %s registration gets its confirmation link in that language', async (language, userName) => {
    const email = `${userName}@example.com`;
    const registered = await post('/auth/register', undefined, {
      username: userName,
      email,
      password: 'first-pass',
      attribution: null,
      language,
    });
    expect(registered.statusCode).toBe(201);
    const mail = await smtp.waitFor(email, catalogs[language].confirmEmail_subject);
    expectMailIn(mail, language, 'confirmEmail_subject', [
      ['greeting', { userName }],
      ['confirmEmail_welcome', { siteName: SITE }],
      ['confirmEmail_action'],
      ['confirmEmail_footnote'],
    ]);
    // The HTML part's own line under its button.
    expect(mail.html).toContain(`${catalogs[language].buttonFallback} <br>`);
    expect(linkIn(mail, `${PUBLIC_URL}/confirm-email/`)).toMatch(/[\w-]{43}$/);
  });

  it.each(['pt-BR', 'en'] as const)(
    'a %s account gets its reset link and the notice of the reset in its language',
    async (language) => {
      const { account } = await player(language);
      // Asked from a page in the other language: the mail follows the account, not the page.
      const asked = await post(
        '/user/request-password-reset-unauth',
        { 'accept-language': language === 'en' ? 'pt-BR' : 'en' },
        { email: account.email },
      );
      expect(asked.statusCode).toBe(200);
      const mail = await smtp.waitFor(account.email, catalogs[language].resetPassword_subject);
      expectMailIn(mail, language, 'resetPassword_subject', [
        ['greeting', { userName: account.userName }],
        ['resetPassword_asked'],
        ['resetPassword_action'],
        ['resetPassword_footnote'],
      ]);

      const token = linkIn(mail, `${PUBLIC_URL}/reset-password/`).split('/').pop();
      const reset = await post(`/auth/reset-password/${token}`, undefined, { newPassword: 'second-pass' });
      expect(reset.statusCode).toBe(200);
      const notice = await smtp.waitFor(account.email, catalogs[language].passwordChanged_subject);
      expectMailIn(notice, language, 'passwordChanged_subject', [
        ['passwordChanged_done'],
        ['passwordChanged_notYou'],
        ['passwordChanged_action'],
      ]);
    },
  );

  it.each(['pt-BR', 'en'] as const)(
    'a %s account is told of a passkey added and removed in its language',
    async (language) => {
      const owner = await player(language);
      const ceremony = (
        await post('/user/passkeys/options', owner.headers, { password: owner.password })
      ).json();
      const added = await post('/user/passkeys', owner.headers, {
        ceremonyToken: ceremony.ceremonyToken,
        name: 'Celular',
        response: createSoftAuthenticator().register(ceremony.options, PUBLIC_URL),
      });
      expect(added.statusCode).toBe(200);
      const addedMail = await smtp.waitFor(owner.account.email, catalogs[language].passkeyAdded_subject);
      expectMailIn(addedMail, language, 'passkeyAdded_subject', [
        ['greeting', { userName: owner.account.userName }],
        ['passkeyAdded_body', { name: 'Celular' }],
        ['passkeyChanged_notYou'],
        ['passkeyChanged_action'],
      ]);

      const removed = await request('DELETE', `/user/passkeys/${added.json().id}`, owner.headers, {
        password: owner.password,
      });
      expect(removed.statusCode).toBe(200);
      const removedMail = await smtp.waitFor(owner.account.email, catalogs[language].passkeyRemoved_subject);
      expectMailIn(removedMail, language, 'passkeyRemoved_subject', [
        ['passkeyRemoved_body', { name: 'Celular' }],
      ]);
    },
  );

  it('a pt-BR change of address: both mails and the landing message in Portuguese', async () => {
    const owner = await player('pt-BR');
    const newEmail = `novo_${owner.account.userName}@example.com`;
    const asked = await post('/user/change-email', owner.headers, {
      newEmail,
      currentPassword: owner.password,
    });
    expect(asked.statusCode).toBe(200);
    const link = await smtp.waitFor(newEmail, ptBRMails.confirmEmailChange_subject);
    expectMailIn(link, 'pt-BR', 'confirmEmailChange_subject', [
      ['confirmEmailChange_asked'],
      ['confirmEmailChange_action'],
      ['confirmEmailChange_footnote'],
    ]);
    const notice = await smtp.waitFor(owner.account.email, ptBRMails.emailChangeNotice_subject);
    expectMailIn(notice, 'pt-BR', 'emailChangeNotice_subject', [
      ['emailChangeNotice_asked', { newEmail }],
      ['emailChangeNotice_notYou'],
    ]);

    // The mail links the page, whose button posts the token; the page's language is the answer's.
    const token = linkIn(link, `${PUBLIC_URL}/confirm-email-change/`).slice(
      `${PUBLIC_URL}/confirm-email-change/`.length,
    );
    const opened = await app.inject({
      method: 'POST',
      url: `/api/auth/confirm-email-change/${token}`,
      headers: PT,
    });
    expect(opened.json().message).toBe(fillTemplate(ptBRAuth.emailChanged, { email: newEmail }));
    const unknown = await app.inject({
      method: 'POST',
      url: '/api/auth/confirm-email-change/not-a-token',
      headers: PT,
    });
    expect(unknown.json().message).toBe(ptBRContractText.messages.linkUnknown);
  });
});

describe("auth's answers are in the page's language", () => {
  it('a wrong password: Portuguese with Accept-Language pt-BR, English without', async () => {
    const { account } = await player('en');
    const attempt = (headers?: Headers) =>
      post('/auth/login', headers, { identifier: account.userName, password: 'not-the-password' });
    const portuguese = await attempt(PT);
    expect(portuguese.statusCode).toBe(401);
    expect(portuguese.json().message).toBe(ptBRContractText.messages.invalidCredentials);
    expect((await attempt()).json().message).toBe(Messages.invalidCredentials);
  });

  it("a wrong code at the login's second step, and the step's prompt", async () => {
    const owner = await player('pt-BR');
    const epoch = () => Math.floor(clock.now().getTime() / 1000);
    const password = { password: owner.password };
    const { secret } = (await post('/user/two-factor/setup', owner.headers, password)).json();
    const enabled = await post(
      '/user/two-factor/enable',
      { ...owner.headers, ...PT },
      {
        ...password,
        code: await generate({ secret, epoch: epoch() }),
      },
    );
    expect(enabled.json().message).toBe(ptBRAuth.twoFactorOn);

    const step = await post('/auth/login', PT, {
      identifier: owner.account.userName,
      password: owner.password,
    });
    expect(step.json()).toMatchObject({ twoFactorRequired: true, message: ptBRAuth.enterAuthenticatorCode });
    const { challengeToken } = step.json();
    const wrong = await post('/auth/login/two-factor', PT, { challengeToken, code: '000000' });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toMatchObject({
      message: ptBRAuth.wrongCode,
      fieldErrors: { code: [ptBRAuth.wrongCode] },
    });
    const english = await post('/auth/login/two-factor', undefined, { challengeToken, code: '000000' });
    expect(english.json()).toMatchObject({
      message: AuthText.wrongCode,
      fieldErrors: { code: [AuthText.wrongCode] },
    });
  });

  it('the passkey limit, with its number, and a wrong password', async () => {
    const owner = await player('en');
    await app.platform.db.insert(passkeys).values(
      Array.from({ length: MAX_PASSKEYS }, (_, index) => ({
        accountDBID: owner.account.accountDBID,
        credentialId: `credential-${owner.account.accountDBID}-${index}`,
        publicKey: 'key',
        name: `Key ${index}`,
        createdAt: clock.now(),
      })),
    );
    const options = (headers: Headers, password = owner.password) =>
      post('/user/passkeys/options', { ...owner.headers, ...headers }, { password });
    const full = await options(PT);
    expect(full.statusCode).toBe(409);
    expect(full.json().message).toBe(fillTemplate(ptBRAuth.tooManyPasskeys, { count: MAX_PASSKEYS }));
    expect((await options({})).json().message).toBe(
      fillTemplate(AuthText.tooManyPasskeys, { count: MAX_PASSKEYS }),
    );
    const wrong = await options(PT, 'not-the-password');
    expect(wrong.json().fieldErrors.password).toEqual([ptBRAuth.wrongPassword]);
  });

  it('logging out', async () => {
    const { headers } = await player('en');
    const out = await request('DELETE', '/auth/session', { ...headers, ...PT });
    expect(out.json()).toEqual({ message: ptBRAuth.loggedOut });
  });
});
