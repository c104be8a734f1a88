import { createHash } from 'node:crypto';
import { Prime } from '@agaia/contract';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { type EmailTokenPurpose, emailTokens } from '../../src/db/schema/index.ts';
import { TOKEN_LIFETIME_MS } from '../../src/features/accounts/email-tokens.ts';
import { adminEditForm, buildAccount, loginAs } from '../builders/accounts.ts';
import { createTestApp, createTestClock } from '../helpers.ts';

// The three mailed links (confirm the address, reset the password, confirm a new address), each used the way its
// mail makes a browser use it. The tokens are issued as the mails carry them; what is tested is their use.
const clock = createTestClock();
const app = await createTestApp({
  clock,
  env: { RATE_LIMIT_MAIL_PER_IP: '1000', RATE_LIMIT_LOGIN_PER_IP: '1000' },
});
const staff = await buildAccount(app, { webMgt: Prime.accountManagement * Prime.accountActions });
let passwords = 0;

type Link = {
  purpose: EmailTokenPurpose;
  /** The address the link is for: the account's own, or the new one it asks to move to. */
  addressFor: (account: { accountDBID: number; email: string }) => string;
  /** Uses the token as the mailed link does; true when it took effect. */
  use: (token: string) => Promise<boolean>;
};
const links: Link[] = [
  {
    purpose: 'confirm_email',
    addressFor: (account) => account.email,
    use: async (token) =>
      (await app.inject({ method: 'POST', url: `/api/auth/confirm-email/${token}` })).statusCode === 200,
  },
  {
    purpose: 'reset_password',
    addressFor: (account) => account.email,
    use: async (token) => {
      passwords += 1;
      const newPassword = `harbour-signal-${passwords}`;
      const response = await app.inject({
        method: 'POST',
        url: `/api/auth/reset-password/${token}`,
        payload: { newPassword },
      });
      return response.statusCode === 200;
    },
  },
  {
    purpose: 'change_email',
    addressFor: (account) => `moved-${account.accountDBID}@example.com`,
    use: async (token) => {
      const response = await app.inject({ method: 'POST', url: `/api/auth/confirm-email-change/${token}` });
      return response.statusCode === 200;
    },
  },
];

async function linkFor(link: Link) {
  const { account, password } = await buildAccount(app);
  const token = await app.modules.accounts.tokens.issue(
    account.accountDBID,
    link.purpose,
    link.addressFor(account),
  );
  return { account, password, token };
}
const staffEdit = async (
  account: { accountDBID: number; userName: string; email: string },
  change: object,
) => {
  const { headers } = await loginAs(app, staff.account.userName, staff.password);
  const response = await app.inject({
    method: 'PUT',
    url: `/api/admin/users/${account.accountDBID}`,
    headers,
    payload: { ...adminEditForm(account), ...change },
  });
  expect(response.statusCode).toBe(200);
};
const named = links.map((link) => [link.purpose, link] as const);

describe('V6 Authentication: mailed links', () => {
  it.each(named)(
    '[6.4.1] %s carries 32 bytes of its own, and the database keeps only their SHA-256',
    async (_, link) => {
      const issued = await Promise.all([linkFor(link), linkFor(link)]);
      const [first, second] = issued.map(({ token }) => token);
      expect(first).toMatch(/^[\w-]{43}$/);
      expect(Buffer.from(first ?? '', 'base64url')).toHaveLength(32);
      expect(second).not.toBe(first);
      const rows = await app.platform.db
        .select({ tokenHash: emailTokens.tokenHash })
        .from(emailTokens)
        .where(eq(emailTokens.accountDBID, issued[0]?.account.accountDBID ?? 0));
      expect(rows).toEqual([
        {
          tokenHash: createHash('sha256')
            .update(first ?? '')
            .digest('hex'),
        },
      ]);
    },
  );

  it.each(named)(
    '[6.4.1, 6.4.3, 15.4.2] %s works once, even under 20 uses at the same moment',
    async (_, link) => {
      const { token } = await linkFor(link);
      const outcomes = await Promise.all(Array.from({ length: 20 }, () => link.use(token)));
      expect(outcomes.filter(Boolean)).toHaveLength(1);
      expect(await link.use(token)).toBe(false);
    },
  );

  it.each(named)('[6.4.1, 6.4.3] %s expires at the end of its lifetime', async (_, link) => {
    const early = await linkFor(link);
    const late = await linkFor(link);
    clock.advance(TOKEN_LIFETIME_MS[link.purpose] - 1_000);
    expect(await link.use(early.token)).toBe(true);
    clock.advance(2_000);
    expect(await link.use(late.token)).toBe(false);
    // A lifetime of a day at most; a password reset, an hour.
    expect(TOKEN_LIFETIME_MS[link.purpose]).toBeLessThanOrEqual(
      link.purpose === 'reset_password' ? 3_600_000 : 86_400_000,
    );
  });

  it.each(named)(
    '[6.4.3] %s stops working once the staff change the password or the email',
    async (_, link) => {
      const first = await linkFor(link);
      await staffEdit(first.account, { password: 'staff-chosen-77' });
      expect(await link.use(first.token)).toBe(false);
      const second = await linkFor(link);
      await staffEdit(second.account, { email: `elsewhere-${second.account.accountDBID}@example.com` });
      expect(await link.use(second.token)).toBe(false);
    },
  );

  it.each(named.filter(([purpose]) => purpose !== 'reset_password'))(
    '[6.4.3] %s stops working once the player resets the password through its own link',
    async (_, link) => {
      const { account, token } = await linkFor(link);
      const reset = await app.modules.accounts.tokens.issue(
        account.accountDBID,
        'reset_password',
        account.email,
      );
      expect(await links[1]?.use(reset)).toBe(true);
      expect(await link.use(token)).toBe(false);
    },
  );

  it.each(named.filter(([purpose]) => purpose !== 'change_email'))(
    '[6.4.3] %s stops working once the player moves to a new address through its link',
    async (_, link) => {
      const { account, token } = await linkFor(link);
      const move = await app.modules.accounts.tokens.issue(
        account.accountDBID,
        'change_email',
        `new-home-${account.accountDBID}@example.com`,
      );
      expect(await links[2]?.use(move)).toBe(true);
      expect(await link.use(token)).toBe(false);
    },
  );
});
