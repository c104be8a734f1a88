import { createHash } from 'node:crypto';
import { describe, expect } from 'vitest';
import { resetPasswordByLink } from '../../../../test/builders/accounts.ts';
import { buildGameAccount, createTeraTestApp, fakeOnly, gameAccount } from '../../../../test/tera.ts';

const SALT = 'operator-salt';
const sha512 = (password: string) =>
  createHash('sha512')
    .update(SALT + password)
    .digest('hex');

// The fake's tera-api set to SHA-512 passwords (API_PORTAL_USE_SHA512_PASSWORDS with its salt), the site told the same.
const { app, fake } = await createTeraTestApp({
  env: { TERA_PASSWORD_FORMAT: 'sha512', TERA_PASSWORD_SALT: SALT },
  fake: { sha512Salt: SALT },
});

describe('tera-api with SHA-512 passwords', () => {
  fakeOnly(
    'stores what the launcher compares: lower-case hex SHA-512 of salt and password, on register and reset',
    async () => {
      const { account, password } = await buildGameAccount(app);
      expect((await gameAccount(fake, account.accountDBID))?.passWord).toBe(sha512(password));
      const reset = await resetPasswordByLink(app, account, 'Another pass 9');
      expect(reset.statusCode).toBe(200);
      expect((await gameAccount(fake, account.accountDBID))?.passWord).toBe(sha512('Another pass 9'));
    },
  );

  fakeOnly('adopts a game account by its hashed password, and never by the hash itself', async () => {
    await fake.rows(
      "INSERT INTO account_info (userName, passWord, email, registerTime) VALUES ('Hashed1', ?, 'hashed@example.com', NOW())",
      [sha512('game secret 1')],
    );
    const login = (password: string) =>
      app.inject({ method: 'POST', url: '/api/auth/login', payload: { identifier: 'Hashed1', password } });
    expect((await login(sha512('game secret 1'))).statusCode).toBe(401);
    expect((await login('game secret 1')).statusCode).toBe(200);
  });
});
