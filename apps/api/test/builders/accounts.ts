import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';

/** Creates an account through the service (real hashing) and, unless told not to, logs it in through the API. */
export async function buildAccount(
  app: FastifyInstance,
  overrides: {
    userName?: string;
    email?: string;
    password?: string;
    webMgt?: number;
    privilege?: number;
  } = {},
) {
  const suffix = randomBytes(4).toString('hex');
  const password = overrides.password ?? 'correct-horse';
  const account = await app.modules.accounts.create({
    userName: overrides.userName ?? `player_${suffix}`,
    email: overrides.email ?? `player_${suffix}@example.com`,
    password,
    webMgt: overrides.webMgt,
    privilege: overrides.privilege,
  });
  return { account, password };
}

/** Logs in through the API and returns the bearer header for later calls. */
export async function loginAs(app: FastifyInstance, identifier: string, password: string) {
  const response = await app.inject({
    method: 'POST',
    url: '/api/auth/login',
    payload: { identifier, password },
  });
  if (response.statusCode !== 200) throw new Error(`login failed: ${response.statusCode} ${response.body}`);
  const body = response.json<{ accessToken: string }>();
  return { ...body, headers: { authorization: `Bearer ${body.accessToken}` } };
}

/** The admin's edit form of an account (PUT /api/admin/users/{id}) as it stands, with overridable fields. */
export const adminEditForm = (account: { userName: string; email: string }, overrides: object = {}) => ({
  userName: account.userName,
  email: account.email,
  permission: 0,
  webMgt: 0,
  agaiaCoins: 0,
  astrumCoins: 0,
  agaiaClubExpiry: null,
  isEmailConfirmed: false,
  hasClaimedFounderPackage: false,
  hasClaimedVeteranPackage: false,
  ...overrides,
});

/** Resets an account's password through its mailed link (a token issued as the mail would carry it); the answer. */
export async function resetPasswordByLink(
  app: FastifyInstance,
  account: { accountDBID: number; email: string },
  newPassword: string,
) {
  const token = await app.modules.accounts.tokens.issue(account.accountDBID, 'reset_password', account.email);
  return app.inject({
    method: 'POST',
    url: `/api/auth/reset-password/${token}`,
    payload: { newPassword },
  });
}
