import { Messages } from '@agaia/contract';
import { eq } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { buildAccount, loginAs } from '../../../test/builders/accounts.ts';
import { linkIn, startSmtpSink } from '../../../test/fakes/smtp-sink.ts';
import { createTestApp, createTestClock } from '../../../test/helpers.ts';
import { accountBans, accounts } from '../../db/schema/index.ts';

const smtp = await startSmtpSink();
afterAll(() => smtp.close());
const clock = createTestClock();
const PUBLIC_URL = 'https://agaia.test';
const app = await createTestApp({ clock, env: { SMTP_URL: smtp.url, PUBLIC_URL } });

const post = (url: string, payload?: object, headers?: Record<string, string>) =>
  app.inject({ method: 'POST', url, payload, headers });
const register = (username: string, email: string, extra: object = {}) =>
  post('/api/auth/register', { username, email, password: 'first-pass', attribution: null, ...extra });
const pathOf = (link: string) => link.replace(PUBLIC_URL, '');
const locationOf = (response: { headers: Record<string, unknown> }) =>
  new URL(String(response.headers.location), 'http://x');

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
    expect(linkIn(mail, `${PUBLIC_URL}/api/auth/confirm-email/`)).toMatch(/[\w-]{43}$/);
  });

  it('answers 409 naming a taken user name or email, whatever the case', async () => {
    await register('Taken_Name', 'taken@example.com');
    const sameName = await register('TAKEN_NAME', 'fresh@example.com');
    expect(sameName.statusCode).toBe(409);
    expect(sameName.json().message).toBe(Messages.userNameTaken);
    const sameEmail = await register('fresh_name', 'TAKEN@example.com');
    expect(sameEmail.statusCode).toBe(409);
    expect(sameEmail.json().message).toBe(Messages.emailTaken);
  });
});

describe('email confirmation links', () => {
  it('confirm once, then say used; unknown and expired links say so', async () => {
    await register('Confirmer', 'confirmer@example.com');
    const link = pathOf(linkIn(await smtp.waitFor('confirmer@example.com', 'Confirm'), PUBLIC_URL));
    const first = await app.inject(link);
    expect(first.statusCode).toBe(302);
    expect(locationOf(first).pathname).toBe('/profile');
    expect(locationOf(first).searchParams.get('message')).toBe(Messages.emailConfirmed);
    const account = await app.modules.accounts.findByIdentifier('confirmer');
    expect(account?.isEmailConfirmed).toBe(true);

    expect(locationOf(await app.inject(link)).searchParams.get('error')).toBe(Messages.linkUsed);
    const unknown = await app.inject('/api/auth/confirm-email/not-a-real-token');
    expect(locationOf(unknown).searchParams.get('error')).toBe(Messages.linkUnknown);

    await register('Late_One', 'late@example.com');
    const lateLink = pathOf(linkIn(await smtp.waitFor('late@example.com', 'Confirm'), PUBLIC_URL));
    clock.advance(25 * 3_600_000);
    expect(locationOf(await app.inject(lateLink)).searchParams.get('error')).toBe(Messages.linkExpired);
  });

  it('resending voids the earlier link; a confirmed account cannot ask again', async () => {
    const { account, password } = await buildAccount(app, { email: 'resend@example.com' });
    const session = await loginAs(app, account.userName, password);
    expect((await post('/api/user/request-email-confirmation')).statusCode).toBe(401);
    const first = await post('/api/user/request-email-confirmation', undefined, session.headers);
    expect(first.json()).toEqual({ message: 'Confirmation email sent!' });
    const oldLink = pathOf(linkIn(await smtp.waitFor('resend@example.com', 'Confirm'), PUBLIC_URL));
    await post('/api/user/request-email-confirmation', undefined, session.headers);
    await expect.poll(() => smtp.to('resend@example.com').length).toBe(2);
    const [, second] = smtp.to('resend@example.com');
    if (!second) throw new Error('no second mail');
    const newLink = pathOf(linkIn(second, PUBLIC_URL));
    expect(locationOf(await app.inject(oldLink)).searchParams.get('error')).toBe(Messages.linkUsed);
    expect(locationOf(await app.inject(newLink)).searchParams.get('message')).toBe(Messages.emailConfirmed);
    const again = await post('/api/user/request-email-confirmation', undefined, session.headers);
    expect(again.statusCode).toBe(400);
    expect(again.json().message).toBe(Messages.alreadyConfirmed);
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
    expect((await post('/api/auth/login', { identifier: 'outlaw', password: 'guess' })).statusCode).toBe(401);
    await app.platform.db
      .update(accountBans)
      .set({ active: false })
      .where(eq(accountBans.accountDBID, account.accountDBID));
    expect((await post('/api/auth/login', { identifier: 'outlaw', password })).statusCode).toBe(200);
  });
});
