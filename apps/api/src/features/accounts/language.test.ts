import { describe, expect, it } from 'vitest';
import { buildAccount, loginAs } from '../../../test/builders/accounts.ts';
import { createTestApp } from '../../../test/helpers.ts';

const app = await createTestApp();
const register = (username: string, extra: Record<string, unknown> = {}) =>
  app.inject({
    method: 'POST',
    url: '/api/auth/register',
    payload: { username, email: `${username}@example.com`, password: 'lingua-franca-9', ...extra },
  });
const login = (identifier: string) =>
  app.inject({
    method: 'POST',
    url: '/api/auth/login',
    payload: { identifier, password: 'lingua-franca-9' },
  });

describe("an account's language", () => {
  it('is the one it registered in, English otherwise, and comes back with each login', async () => {
    expect((await register('falante', { language: 'pt-BR' })).statusCode).toBe(201);
    expect((await register('speaker')).statusCode).toBe(201);
    expect((await login('falante')).json().language).toBe('pt-BR');
    expect((await login('speaker')).json().language).toBe('en');
  });

  it('refuses a language the site does not have, saying which it has', async () => {
    const answer = await register('parleur', { language: 'fr' });
    expect(answer.statusCode).toBe(400);
    expect(answer.json().message).toContain('Language must be one of en, pt-BR.');
  });

  it('is changed by its owner only, and kept', async () => {
    const { account, password } = await buildAccount(app);
    const { headers } = await loginAs(app, account.userName, password);
    const put = (payload: unknown, withHeaders: Record<string, string> = headers) =>
      app.inject({
        method: 'PUT',
        url: '/api/user/language',
        headers: withHeaders,
        payload: payload as object,
      });
    expect((await put({ language: 'pt-BR' }, {})).statusCode).toBe(401);
    expect((await put({ language: 'xx' })).statusCode).toBe(400);
    expect((await put({})).statusCode).toBe(400);
    const changed = await put({ language: 'pt-BR' });
    expect(changed.statusCode).toBe(200);
    expect(changed.json()).toEqual({ language: 'pt-BR' });
    const again = await app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { identifier: account.userName, password },
    });
    expect(again.json().language).toBe('pt-BR');
  });
});
