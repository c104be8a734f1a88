import { fillTemplate, Messages } from '@agaia/contract';
import { eq } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { buildAccount, loginAs } from '../../../test/builders/accounts.ts';
import { linkIn, startSmtpSink } from '../../../test/fakes/smtp-sink.ts';
import { createTestApp, createTestClock } from '../../../test/helpers.ts';
import { accountBans, accounts, mailOutbox } from '../../db/schema/index.ts';
import { ptBRAccounts } from '../../i18n/pt-BR/accounts.ts';
import { ptBRMails } from '../../i18n/pt-BR/mails.ts';

const smtp = await startSmtpSink();
afterAll(() => smtp.close());
const clock = createTestClock();
const PUBLIC_URL = 'https://agaia.test';
const app = await createTestApp({ clock, env: { SMTP_URL: smtp.url, PUBLIC_URL } });

const post = (url: string, payload?: object, headers?: Record<string, string>) =>
  app.inject({ method: 'POST', url, payload, headers });
const register = (username: string, email: string, extra: object = {}) =>
  post('/api/auth/register', { username, email, password: 'first-pass', attribution: null, ...extra });

describe('POST /api/auth/register', () => {
  it.each([
    ['username', { username: 'ab' }, Messages.userNameRule],
    ['username', { username: 'me@mail.com' }, Messages.userNameRule],
    ['email', { email: 'not-an-address' }, Messages.invalidEmail],
    ['password', { password: '12345' }, Messages.passwordTooShort],
  ])('answers 400 naming %s', async (field, override, message) => {
    const response = await post('/api/auth/register', {
      username: 'valid_name',
      email: 'valid@example.com',
      password: 'first-pass',
      attribution: null,
      ...override,
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().fieldErrors[field]).toEqual([message]);
    expect(response.json().message).toBe(message);
  });

  it('creates the account with its attribution and mails a confirmation link', async () => {
    const attribution = {
      viewerId: 'vid-1-abc',
      landingUrl: '/?utm_source=youtube',
      timestamp: '2026-01-01T00:00:00Z',
      source: 'youtube',
      content: 'ep1',
    };
    const response = await register('Newcomer', 'newcomer@example.com', { attribution });
    expect(response.statusCode).toBe(201);
    expect(response.json()).toEqual({ message: Messages.registered });
    const [row] = await app.platform.db.select().from(accounts).where(eq(accounts.userName, 'Newcomer'));
    expect(row).toMatchObject({ email: 'newcomer@example.com', isEmailConfirmed: false, attribution });
    const mail = await smtp.waitFor('newcomer@example.com', 'Confirm your email address');
    expect(mail.html).toContain('Agaia Online');
    // The link opens the confirmation page, which uses it (POST /api/auth/confirm-email/{token}).
    expect(linkIn(mail, `${PUBLIC_URL}/confirm-email/`)).toMatch(/[\w-]{43}$/);
  });

  it('answers 409 naming a taken user name, whatever the case (names are public)', async () => {
    await register('Taken_Name', 'taken@example.com');
    const sameName = await register('TAKEN_NAME', 'fresh@example.com');
    expect(sameName.statusCode).toBe(409);
    expect(sameName.json().message).toBe(Messages.userNameTaken);
  });

  it("answers a taken email as a new registration, makes nothing, and mails the address's owner in the owner's language", async () => {
    // Was 409 EMAIL_TAKEN, which told anyone which addresses have accounts (docs/product.md §2.2).
    await register('Dono_Da_Conta', 'dono@example.com', { language: 'pt-BR' });
    const again = await register('someone_else', 'DONO@example.com', { language: 'en' });
    expect(again.statusCode).toBe(201);
    expect(again.json()).toEqual({ message: Messages.registered });
    expect(await app.modules.accounts.findByIdentifier('someone_else')).toBeUndefined();

    const notice = await smtp.waitFor('dono@example.com', ptBRMails.registrationAttempt_subject);
    expect(notice.text).toContain('Olá, Dono_Da_Conta,');
    expect(notice.text).toContain(
      fillTemplate(ptBRMails.registrationAttempt_body, { siteName: 'Agaia Online' }),
    );
    expect(linkIn(notice, `${PUBLIC_URL}/`)).toBe(`${PUBLIC_URL}/login`);
    // The owner gets the notice, never a confirmation link for someone else's attempt.
    expect(smtp.to('dono@example.com').map((mail) => mail.subject)).toEqual([
      expect.stringContaining(ptBRMails.confirmEmail_subject),
      expect.stringContaining(ptBRMails.registrationAttempt_subject),
    ]);
  });

  it('spends the per-address mail budget on every registration, taken or not, so no mailbox is flooded', async () => {
    const fromAnywhere = (username: string, email: string, ip: string) =>
      app.inject({
        method: 'POST',
        url: '/api/auth/register',
        remoteAddress: ip,
        payload: { username, email, password: 'first-pass', attribution: null },
      });
    const statuses: number[] = [];
    // RATE_LIMIT_MAIL_PER_ACCOUNT (5 an hour), from five addresses: one registration and four tries with its email.
    for (const n of [1, 2, 3, 4, 5, 6])
      statuses.push((await fromAnywhere(`budget_${n}`, 'budget@example.com', `198.51.100.${n}`)).statusCode);
    expect(statuses).toEqual([201, 201, 201, 201, 201, 429]);
    const owner = await app.modules.accounts.findByIdentifier('budget@example.com');
    const notices = await app.platform.db
      .select({ subject: mailOutbox.subject })
      .from(mailOutbox)
      .where(eq(mailOutbox.accountDBID, owner?.accountDBID ?? 0));
    expect(notices.filter((mail) => mail.subject.startsWith('Someone tried to register'))).toHaveLength(4);
  });
});

describe('email confirmation links', () => {
  const tokenOf = (link: string) => link.slice(link.lastIndexOf('/') + 1);
  const confirm = (token: string) => post(`/api/auth/confirm-email/${token}`);
  const mailedToken = async (address: string, nth = 0) => {
    await expect.poll(() => smtp.to(address).length).toBeGreaterThan(nth);
    const mail = smtp.to(address)[nth];
    if (!mail) throw new Error(`no mail ${nth} to ${address}`);
    return tokenOf(linkIn(mail, `${PUBLIC_URL}/confirm-email/`));
  };

  it('confirm once, then say used; unknown and expired links say so with a 400 and a code', async () => {
    await register('Confirmer', 'confirmer@example.com');
    const token = await mailedToken('confirmer@example.com');
    const first = await confirm(token);
    expect(first.statusCode).toBe(200);
    expect(first.json()).toEqual({ message: Messages.emailConfirmed });
    const account = await app.modules.accounts.findByIdentifier('confirmer');
    expect(account?.isEmailConfirmed).toBe(true);

    const again = await confirm(token);
    expect(again.statusCode).toBe(400);
    expect(again.json()).toEqual({ message: Messages.linkUsed, code: 'LINK_USED' });
    const unknown = await confirm('not-a-real-token');
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json()).toEqual({ message: Messages.linkUnknown, code: 'LINK_INVALID' });

    await register('Late_One', 'late@example.com');
    const lateToken = await mailedToken('late@example.com');
    clock.advance(25 * 3_600_000);
    const late = await confirm(lateToken);
    expect(late.statusCode).toBe(400);
    expect(late.json()).toEqual({ message: Messages.linkExpired, code: 'LINK_EXPIRED' });
    expect((await app.modules.accounts.findByIdentifier('late_one'))?.isEmailConfirmed).toBe(false);
  });

  it('a link mailed before the page existed (GET /api/auth/…) leads to the page and uses nothing', async () => {
    await register('Old_Mail', 'old-mail@example.com');
    const token = await mailedToken('old-mail@example.com');
    const opened = await app.inject(`/api/auth/confirm-email/${token}`);
    expect(opened.statusCode).toBe(302);
    expect(opened.headers.location).toBe(`/confirm-email/${token}`);
    expect((await app.modules.accounts.findByIdentifier('old_mail'))?.isEmailConfirmed).toBe(false);
    expect((await confirm(token)).json()).toEqual({ message: Messages.emailConfirmed });
  });

  it.each([
    ['an empty token', '/api/auth/confirm-email/', 404],
    ['a too long token', `/api/auth/confirm-email/${'x'.repeat(300)}`, 414],
    ['an unknown unicode token', '/api/auth/confirm-email/%F0%9F%98%80%E2%80%8B', 400],
    ['an unknown token', '/api/auth/confirm-email/not-a-real-token', 400],
  ])('answers %s with a 4xx and a message', async (_label, url, status) => {
    const response = await post(url);
    expect(response.statusCode).toBe(status);
    expect(response.json().message).toEqual(expect.any(String));
    expect(response.body).not.toContain('not-a-real-token');
  });

  it('resending voids the earlier link; a confirmed account cannot ask again', async () => {
    const { account, password } = await buildAccount(app, { email: 'resend@example.com' });
    const session = await loginAs(app, account.userName, password);
    expect((await post('/api/user/request-email-confirmation')).statusCode).toBe(401);
    const first = await post('/api/user/request-email-confirmation', undefined, session.headers);
    expect(first.json()).toEqual({ message: 'Confirmation email sent!' });
    const oldToken = await mailedToken('resend@example.com');
    await post('/api/user/request-email-confirmation', undefined, session.headers);
    const newToken = await mailedToken('resend@example.com', 1);
    expect((await confirm(oldToken)).json().message).toBe(Messages.linkUsed);
    expect((await confirm(newToken)).json().message).toBe(Messages.emailConfirmed);
    const again = await post('/api/user/request-email-confirmation', undefined, session.headers);
    expect(again.statusCode).toBe(400);
    expect(again.json().message).toBe(Messages.alreadyConfirmed);
  });

  it('a link for an address the account no longer uses confirms nothing', async () => {
    const { account } = await buildAccount(app, { email: 'before@example.com' });
    const token = await app.modules.accounts.tokens.issue(
      account.accountDBID,
      'confirm_email',
      'before@example.com',
    );
    await app.platform.db
      .update(accounts)
      .set({ email: 'after@example.com' })
      .where(eq(accounts.accountDBID, account.accountDBID));
    const response = await confirm(token);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ message: Messages.linkUnknown, code: 'LINK_INVALID' });
    expect((await app.modules.accounts.findById(account.accountDBID))?.isEmailConfirmed).toBe(false);
  });
});

describe('GET /api/user/profile', () => {
  it('needs a session and answers the profile fields', async () => {
    expect((await app.inject('/api/user/profile')).statusCode).toBe(401);
    const { account, password } = await buildAccount(app, { userName: 'Profiled' });
    const session = await loginAs(app, 'profiled', password);
    const response = await app.inject({ url: '/api/user/profile', headers: session.headers });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      userName: 'Profiled',
      email: account.email,
      isEmailConfirmed: false,
      avatarUrl: null,
      accountDBID: account.accountDBID,
      registerTime: expect.any(String),
      lastLoginTime: clock.now().toISOString(),
      agaiaCoins: 0,
      hasClaimedVeteranPackage: false,
      hasClaimedFounderPackage: false,
    });
    expect(response.body).not.toContain('passwordHash');
  });
});

describe('banned accounts', () => {
  it('cannot log in and are told why and until when; a wrong password reveals nothing', async () => {
    const { account, password } = await buildAccount(app, { userName: 'Outlaw' });
    await app.platform.db.insert(accountBans).values({
      accountDBID: account.accountDBID,
      startTime: new Date(clock.now().getTime() - 1000),
      endTime: new Date('2099-03-04T05:06:00Z'),
      description: 'Botting in Velika.',
    });
    const refused = await post('/api/auth/login', { identifier: 'outlaw', password });
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toEqual({
      message: 'This account is banned until 4 March 2099 at 05:06 UTC. Reason: Botting in Velika.',
      code: 'BANNED',
    });
    // A Portuguese page is told in Portuguese, its date written as Portuguese writes one.
    const told = await app.inject({
      method: 'POST',
      url: '/api/auth/login',
      headers: { 'accept-language': 'pt-BR' },
      payload: { identifier: 'outlaw', password },
    });
    expect(told.json().message).toBe(
      fillTemplate(ptBRAccounts.banned, {
        until: '4 de março de 2099 às 05:06',
        reason: 'Botting in Velika.',
      }),
    );
    expect((await post('/api/auth/login', { identifier: 'outlaw', password: 'guess' })).statusCode).toBe(401);
    await app.platform.db
      .update(accountBans)
      .set({ active: false })
      .where(eq(accountBans.accountDBID, account.accountDBID));
    expect((await post('/api/auth/login', { identifier: 'outlaw', password })).statusCode).toBe(200);
  });
});
