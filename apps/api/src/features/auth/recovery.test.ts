import { Messages } from '@agaia/contract';
import { afterAll, describe, expect, it } from 'vitest';
import { buildAccount, loginAs } from '../../../test/builders/accounts.ts';
import { linkIn, startSmtpSink } from '../../../test/fakes/smtp-sink.ts';
import { createTestApp, createTestClock } from '../../../test/helpers.ts';

const smtp = await startSmtpSink();
afterAll(() => smtp.close());
const clock = createTestClock();
const PUBLIC_URL = 'https://agaia.test';
const app = await createTestApp({
  clock,
  env: { SMTP_URL: smtp.url, PUBLIC_URL, RATE_LIMIT_MAIL_PER_ACCOUNT: '3' },
});

const post = (url: string, payload?: object, headers?: Record<string, string>) =>
  app.inject({ method: 'POST', url, payload, headers });
const tokenOf = (link: string) => link.split('/').pop() ?? '';
const login = (identifier: string, password: string) => post('/api/auth/login', { identifier, password });

describe('password reset', () => {
  it('mails a link; the link sets a new password once, ends every session and sends a notice', async () => {
    const { account, password } = await buildAccount(app, { email: 'forgetful@example.com' });
    const session = await loginAs(app, account.userName, password);
    const asked = await post('/api/user/request-password-reset', undefined, session.headers);
    expect(asked.json()).toEqual({ message: Messages.resetInstructionsSent });
    const token = tokenOf(
      linkIn(
        await smtp.waitFor('forgetful@example.com', 'Reset your password'),
        `${PUBLIC_URL}/reset-password/`,
      ),
    );

    const valid = await app.inject(`/api/auth/validate-reset-token/${token}`);
    expect(valid.statusCode).toBe(200);
    const tooShort = await post(`/api/auth/reset-password/${token}`, { newPassword: '123' });
    expect(tooShort.statusCode).toBe(400);
    expect(tooShort.json().fieldErrors.newPassword).toEqual([Messages.passwordTooShort]);

    const reset = await post(`/api/auth/reset-password/${token}`, { newPassword: 'brand-new-pass' });
    expect(reset.statusCode).toBe(200);
    expect(reset.json()).toEqual({ message: Messages.resetSuccess });
    expect((await login(account.userName, password)).statusCode).toBe(401);
    expect((await login(account.userName, 'brand-new-pass')).statusCode).toBe(200);
    expect((await app.inject({ url: '/api/user/profile', headers: session.headers })).statusCode).toBe(401);
    await smtp.waitFor('forgetful@example.com', 'Your password was changed');

    const reused = await post(`/api/auth/reset-password/${token}`, { newPassword: 'another-pass' });
    expect(reused.statusCode).toBe(400);
    expect(reused.json().message).toBe(Messages.resetLinkInvalid);
    expect((await app.inject(`/api/auth/validate-reset-token/${token}`)).statusCode).toBe(400);
  });

  it('expires a link after an hour', async () => {
    const { account, password } = await buildAccount(app, { email: 'slow@example.com' });
    const session = await loginAs(app, account.userName, password);
    await post('/api/user/request-password-reset', undefined, session.headers);
    const token = tokenOf(
      linkIn(await smtp.waitFor('slow@example.com', 'Reset'), `${PUBLIC_URL}/reset-password/`),
    );
    clock.advance(61 * 60_000);
    const invalid = await app.inject(`/api/auth/validate-reset-token/${token}`);
    expect(invalid.statusCode).toBe(400);
    expect(invalid.json().message).toBe(Messages.resetLinkInvalid);
  });

  it('answers the logged-out request the same whether or not the address exists, and mails only a real one', async () => {
    await buildAccount(app, { email: 'Known@Example.com' });
    const known = await post('/api/user/request-password-reset-unauth', { email: 'known@example.com' });
    const unknown = await post('/api/user/request-password-reset-unauth', { email: 'nobody@example.com' });
    expect(known.statusCode).toBe(200);
    expect(unknown.statusCode).toBe(200);
    expect(known.json()).toEqual(unknown.json());
    await app.platform.background.drain();
    await smtp.waitFor('Known@Example.com', 'Reset your password');
    expect(smtp.to('nobody@example.com')).toHaveLength(0);
    const empty = await post('/api/user/request-password-reset-unauth', { email: '' });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().message).toBe('Please enter an email address.');
  });

  it('limits mails per account with a clear 429', async () => {
    const { account, password } = await buildAccount(app);
    const session = await loginAs(app, account.userName, password);
    const statuses = [];
    for (let attempt = 0; attempt < 4; attempt++) {
      statuses.push((await post('/api/user/request-password-reset', undefined, session.headers)).statusCode);
    }
    expect(statuses).toEqual([200, 200, 200, 429]);
  });
});

describe('change of email', () => {
  it('checks the password and the address before mailing anything', async () => {
    const { account, password } = await buildAccount(app, { email: 'mover@example.com' });
    await buildAccount(app, { email: 'occupied@example.com' });
    const session = await loginAs(app, account.userName, password);
    const change = (body: object) => post('/api/user/change-email', body, session.headers);

    expect(
      (await post('/api/user/change-email', { currentPassword: password, newEmail: 'x@example.com' }))
        .statusCode,
    ).toBe(401);
    const wrong = await change({ currentPassword: 'nope', newEmail: 'new@example.com' });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().fieldErrors.currentPassword).toEqual([Messages.wrongCurrentPassword]);
    const missing = await change({ currentPassword: '', newEmail: 'new@example.com' });
    expect(missing.json().message).toBe('Please enter your current password to confirm this change.');
    expect((await change({ currentPassword: password, newEmail: 'bad' })).json().message).toBe(
      Messages.invalidEmail,
    );
    const taken = await change({ currentPassword: password, newEmail: 'OCCUPIED@example.com' });
    expect(taken.statusCode).toBe(409);
    expect(taken.json().message).toBe(Messages.emailTaken);
    expect(smtp.to('mover@example.com')).toHaveLength(0);
  });

  it('mails the new address a link and the old one a notice; the change happens when its page posts it', async () => {
    const { account, password } = await buildAccount(app, { email: 'before@example.com' });
    const session = await loginAs(app, account.userName, password);
    const asked = await post(
      '/api/user/change-email',
      { currentPassword: password, newEmail: 'after@example.com' },
      session.headers,
    );
    expect(asked.json()).toEqual({ message: Messages.emailChangeRequested });
    await smtp.waitFor('before@example.com', 'A change of your email address was requested');
    const link = linkIn(
      await smtp.waitFor('after@example.com', 'Confirm your new email address'),
      `${PUBLIC_URL}/confirm-email-change/`,
    );
    const use = () => post(`/api/auth/confirm-email-change/${link.slice(link.lastIndexOf('/') + 1)}`);
    expect((await app.modules.accounts.findById(account.accountDBID))?.email).toBe('before@example.com');

    const opened = await use();
    expect(opened.json()).toEqual({ message: 'Your email address is now after@example.com.' });
    const changed = await app.modules.accounts.findById(account.accountDBID);
    expect(changed).toMatchObject({ email: 'after@example.com', isEmailConfirmed: true });
    expect((await login('after@example.com', password)).statusCode).toBe(200);
    const again = await use();
    expect({ status: again.statusCode, message: again.json().message }).toEqual({
      status: 400,
      message: Messages.linkUsed,
    });
  });
});

describe('when the mail server is down', () => {
  it('still creates the account, logs the failure, and the user can ask again later', async () => {
    const broken = await createTestApp({ env: { SMTP_URL: 'smtp://127.0.0.1:9', PUBLIC_URL } });
    const response = await broken.inject({
      method: 'POST',
      url: '/api/auth/register',
      payload: {
        username: 'Unlucky',
        email: 'unlucky@example.com',
        password: 'first-pass',
        attribution: null,
      },
    });
    expect(response.statusCode).toBe(201);
    expect(await broken.modules.accounts.findByIdentifier('unlucky')).toBeDefined();
  });
});
