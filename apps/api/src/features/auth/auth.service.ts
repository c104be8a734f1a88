import { type LoginResponse, Messages } from '@agaia/contract';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { accounts } from '../../db/schema/index.ts';
import type { Clock } from '../../platform/clock.ts';
import { unauthorized } from '../../platform/errors.ts';
import { verifyNothing, verifyPassword } from '../../platform/passwords.ts';
import type { SessionAccount, SessionStore } from '../../platform/sessions.ts';
import type { AccountsService } from '../accounts/accounts.service.ts';

/** Logging in and out. */
export function createAuthService(deps: {
  db: Db;
  clock: Clock;
  sessions: SessionStore;
  accounts: AccountsService;
}) {
  const { db, clock, sessions } = deps;
  return {
    /** Checks the credentials (the same work whether or not the account exists) and starts a session. */
    async login(
      input: { identifier: string; password: string },
      meta: { ip: string; userAgent?: string },
    ): Promise<LoginResponse> {
      const account = await deps.accounts.findByIdentifier(input.identifier);
      const isValid = account
        ? await verifyPassword(account.passwordHash, input.password)
        : await verifyNothing(input.password);
      if (!account || !isValid) return unauthorized(Messages.invalidCredentials);

      const accessToken = await sessions.create(account.accountDBID, meta);
      await db
        .update(accounts)
        .set({ lastLoginTime: clock.now(), lastLoginIP: meta.ip.slice(0, 64) })
        .where(eq(accounts.accountDBID, account.accountDBID));
      return {
        accessToken,
        privilege: account.privilege,
        webMgt: account.webMgt,
        accountDBID: account.accountDBID,
        userName: account.userName,
      };
    },

    /** Ends the caller's session. */
    async logout(account: SessionAccount): Promise<{ message: string }> {
      await sessions.revoke(account.sessionId);
      return { message: 'Logged out.' };
    },
  };
}

export type AuthService = ReturnType<typeof createAuthService>;
