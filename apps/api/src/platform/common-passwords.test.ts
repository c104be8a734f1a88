import { describe, expect, it } from 'vitest';
import { adminEditForm, buildAccount, loginAs, resetPasswordByLink } from '../../test/builders/accounts.ts';
import { createTestApp } from '../../test/helpers.ts';
import { COMMON_PASSWORD, isCommonPassword } from './common-passwords.ts';

const app = await createTestApp({ env: { RATE_LIMIT_REGISTER_PER_IP: '100' } });

describe('V6 Authentication: common passwords (leaked password lists)', () => {
  it('[6.2.4] knows the usual suspects in any case, and not a long unusual phrase', async () => {
    for (const password of ['password', '123456', 'qwerty123', 'LetMeIn', 'iloveyou']) {
      expect(await isCommonPassword(password), password).toBe(true);
    }
    expect(await isCommonPassword('violet-lantern-above-the-fjord')).toBe(false);
  });

  it('[6.2.4] refuses one at registration, naming the field, and registers nothing', async () => {
    const refused = await app.inject({
      method: 'POST',
      url: '/api/auth/register',
      payload: {
        username: 'common_pw',
        email: 'common@example.com',
        password: 'Qwerty123',
        attribution: null,
      },
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({
      message: COMMON_PASSWORD,
      fieldErrors: { password: [COMMON_PASSWORD] },
    });
    const again = await app.inject({
      method: 'POST',
      url: '/api/auth/register',
      payload: {
        username: 'common_pw',
        email: 'common@example.com',
        password: 'amber-kettle-9',
        attribution: null,
      },
    });
    expect(again.statusCode).toBe(201);
  });

  it('[6.2.4] refuses one as a new password by link and through the admin edit', async () => {
    const { account } = await buildAccount(app);
    const refused = await resetPasswordByLink(app, account, 'letmein');
    expect(refused.statusCode).toBe(400);
    expect(refused.json().fieldErrors).toEqual({ newPassword: [COMMON_PASSWORD] });

    const admin = await buildAccount(app, { webMgt: 2 * 5 });
    const { headers } = await loginAs(app, admin.account.userName, admin.password);
    const edit = await app.inject({
      method: 'PUT',
      url: `/api/admin/users/${account.accountDBID}`,
      headers,
      payload: adminEditForm(account, { password: 'password1' }),
    });
    expect(edit.statusCode).toBe(400);
    expect(edit.json().fieldErrors).toEqual({ password: [COMMON_PASSWORD] });
  });
});
