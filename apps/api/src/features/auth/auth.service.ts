import { type LoginResponse, Messages, type RegisterBody } from '@agaia/contract';
import { eq } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client.ts';
import { accounts } from '../../db/schema/index.ts';
import type { Clock } from '../../platform/clock.ts';
import { AppError, conflict, unauthorized } from '../../platform/errors.ts';
import { type Mailer, sendSafely } from '../../platform/mail.ts';
import { verifyNothing, verifyPassword } from '../../platform/passwords.ts';
import type { SessionAccount, SessionStore } from '../../platform/sessions.ts';
import { hashToken } from '../../platform/tokens.ts';
import { type AccountsModule, banMessage, NO_SITE_PASSWORD } from '../accounts/accounts.module.ts';
import type { GameBackendService } from '../game/game.module.ts';
import { authMails } from './auth.mails.ts';
import type { LoginThrottle } from './login-throttle.ts';

export interface AuthDeps {
  db: Db;
  clock: Clock;
  log: FastifyBaseLogger;
  mailer: Mailer;
  site: { siteName: string; publicUrl: string };
  sessions: SessionStore;
  accounts: AccountsModule;
  loginThrottle: LoginThrottle;
  game: Pick<GameBackendService, 'setPassword' | 'checkCredentials'>;
}

/** Registering, logging in and out. */
export function createAuthService(deps: AuthDeps) {
  const { db, clock, sessions } = deps;
  return {
    /** Checks the credentials (the same work whether or not the account exists), refuses a banned account, starts a session. */
    async login(
      input: { identifier: string; password: string },
      meta: { ip: string; userAgent?: string },
    ): Promise<LoginResponse> {
      let account = await deps.accounts.findByIdentifier(input.identifier);
      // One failure bucket per account, whichever identifier was typed; an unknown identifier gets its own.
      const subject = account
        ? `id:${account.accountDBID}`
        : `name:${hashToken(input.identifier.trim().toLowerCase())}`;
      await deps.loginThrottle.check(subject, meta.ip);
      let isValid = account
        ? await verifyPassword(account.passwordHash, input.password)
        : await verifyNothing(input.password);
      // A player of the game the site does not know yet (or imported without a password): the game's own
      // credentials, checked against tera-api's database, bind a site account to that game account on the spot.
      if (!isValid && (!account || account.passwordHash === NO_SITE_PASSWORD)) {
        const game = await deps.game.checkCredentials(input.identifier.trim(), input.password);
        if (game && (!account || account.accountDBID === game.accountDBID)) {
          const adopted = await deps.accounts.adopt(game, input.password);
          if (!adopted) {
            deps.log.warn(
              { accountDBID: game.accountDBID },
              'game account not adopted: its name or email is taken',
            );
            return conflict(
              'This game account cannot be linked here: its name or email belongs to another site account. Please contact support.',
              'GAME_ACCOUNT_TAKEN',
            );
          }
          deps.log.info({ accountDBID: adopted.accountDBID }, 'adopted a game account at login');
          account = adopted;
          isValid = true;
        }
      }
      if (!account || !isValid) {
        await deps.loginThrottle.failed(subject, meta.ip);
        return unauthorized(Messages.invalidCredentials);
      }
      await deps.loginThrottle.succeeded(subject, meta.ip);

      // Only someone who knows the password learns that the account is banned.
      const ban = await deps.accounts.activeBan(account.accountDBID);
      if (ban) throw new AppError(403, banMessage(ban), 'BANNED');

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

    /** Creates the account with its attribution and mails a confirmation link; a failed mail loses nothing. */
    async register(input: RegisterBody): Promise<{ message: string }> {
      const account = await deps.accounts.create({
        userName: input.username,
        email: input.email,
        password: input.password,
        attribution: input.attribution ?? null,
      });
      const token = await deps.accounts.tokens.issue(account.accountDBID, 'confirm_email', account.email);
      await sendSafely(deps.mailer, deps.log, {
        to: account.email,
        ...authMails.confirmEmail(deps.site, account.userName, token),
      });
      return { message: Messages.registered };
    },
  };
}

export type AuthService = ReturnType<typeof createAuthService>;
