import {
  DEFAULT_LANGUAGE,
  isLanguage,
  type LoginChallenge,
  type LoginResponse,
  type LoginTwoFactorBody,
  Messages,
  type PasskeyLoginBody,
  type RegisterBody,
  TwoFactorMessages,
} from '@agaia/contract';
import { eq, lt, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client.ts';
import {
  type AccountRow,
  accounts,
  type LoginMethod,
  loginChallenges,
  loginEvents,
} from '../../db/schema/index.ts';
import { AuthText } from '../../i18n/en/auth.ts';
import type { Clock } from '../../platform/clock.ts';
import { refuseCommonPassword } from '../../platform/common-passwords.ts';
import { AppError, badRequest, conflict, unauthorized } from '../../platform/errors.ts';
import type { MailOutbox } from '../../platform/mail-outbox.ts';
import { hashPassword, verifyNothing, verifyPassword } from '../../platform/passwords.ts';
import type { SessionAccount, SessionStore } from '../../platform/sessions.ts';
import { hashToken, newToken } from '../../platform/tokens.ts';
import {
  type AccountsModule,
  banMessage,
  isDeletedAccount,
  NO_SITE_PASSWORD,
  refuseStaffLookAlike,
} from '../accounts/accounts.module.ts';
import type { GameBackendService } from '../game/game.module.ts';
import { authMails } from './auth.mails.ts';
import type { LoginClient } from './login-client.ts';
import type { LoginThrottle } from './login-throttle.ts';
import type { PasskeyService } from './passkeys.service.ts';
import type { TwoFactorService } from './two-factor.service.ts';

export interface AuthDeps {
  db: Db;
  clock: Clock;
  log: FastifyBaseLogger;
  mailOutbox: Pick<MailOutbox, 'send' | 'queue' | 'sendSoon'>;
  site: { siteName: string; publicUrl: string };
  sessions: SessionStore;
  accounts: AccountsModule;
  loginThrottle: LoginThrottle;
  game: Pick<GameBackendService, 'setPassword' | 'checkCredentials'>;
  twoFactor: Pick<TwoFactorService, 'verifySecondFactor'>;
  passkeys: Pick<PasskeyService, 'hasAny' | 'verifyAssertion'>;
}

/** How long the second step of a login may wait, and how many wrong codes it takes before the login starts over. */
const CHALLENGE_TTL_MS = 5 * 60_000;
const CHALLENGE_FAILURES = 5;
/** 401 with its own code: the web goes back to the password step. */
const loginAgain = (message: string = TwoFactorMessages.loginExpired): never => {
  throw new AppError(401, message, 'LOGIN_EXPIRED');
};

/** Registering, logging in and out. */
export function createAuthService(deps: AuthDeps) {
  const { db, clock, sessions } = deps;
  const throttleKey = (accountDBID: number) => `id:${accountDBID}`;

  /** Refuses a banned account: only someone who knows the password (and the second factor) learns it is banned. */
  async function refuseBanned(accountDBID: number, meta: LoginClient) {
    const ban = await deps.accounts.activeBan(accountDBID);
    if (ban) throw new AppError(403, banMessage(ban, meta.language), 'BANNED');
  }

  /** The session of a login that passed every check, and the answer the web stores. */
  async function startSession(
    account: AccountRow,
    meta: LoginClient,
    method: LoginMethod,
  ): Promise<LoginResponse> {
    const accessToken = await sessions.create(account, meta);
    const now = clock.now();
    await db
      .update(accounts)
      .set({ lastLoginTime: now, lastLoginIP: meta.ip.slice(0, 64) })
      .where(eq(accounts.accountDBID, account.accountDBID));
    // The statistics' logins (a trigger counts it into the day).
    await db.insert(loginEvents).values({ accountDBID: account.accountDBID, method, occurredAt: now });
    return {
      accessToken,
      privilege: account.privilege,
      webMgt: account.webMgt,
      accountDBID: account.accountDBID,
      userName: account.userName,
      language: isLanguage(account.language) ? account.language : DEFAULT_LANGUAGE,
    };
  }

  /** The second step's ticket: single use, CHALLENGE_TTL_MS, kept as its SHA-256. */
  async function startChallenge(accountDBID: number): Promise<LoginChallenge> {
    const challengeToken = newToken();
    const now = clock.now();
    // Abandoned second steps leave rows behind: each new one sweeps the expired ones (an index on expires_at).
    await db.delete(loginChallenges).where(lt(loginChallenges.expiresAt, now));
    await db.insert(loginChallenges).values({
      tokenHash: hashToken(challengeToken),
      accountDBID,
      createdAt: now,
      expiresAt: new Date(now.getTime() + CHALLENGE_TTL_MS),
    });
    return {
      twoFactorRequired: true,
      challengeToken,
      passkey: await deps.passkeys.hasAny(accountDBID),
      message: AuthText.enterAuthenticatorCode,
    };
  }

  /** A second step's ticket still valid; 401 LOGIN_EXPIRED otherwise. */
  async function openChallenge(challengeToken: string) {
    const [challenge] = await db
      .select()
      .from(loginChallenges)
      .where(eq(loginChallenges.tokenHash, hashToken(challengeToken)));
    if (!challenge || challenge.expiresAt <= clock.now()) return loginAgain();
    return challenge;
  }

  /** A second step passed: the ticket is used once (of two requests with it, one takes it), then the session. */
  async function finishChallenge(
    challenge: { id: number; accountDBID: number },
    meta: LoginClient,
    method: LoginMethod,
  ): Promise<LoginResponse> {
    const claimed = await db
      .delete(loginChallenges)
      .where(eq(loginChallenges.id, challenge.id))
      .returning({ id: loginChallenges.id });
    if (claimed.length === 0) return loginAgain();
    await deps.loginThrottle.succeeded(throttleKey(challenge.accountDBID), meta.ip);
    const account = await deps.accounts.findById(challenge.accountDBID);
    // Deleted since its password step: the deletion ends the ticket too, this covers a step already under way.
    if (!account || isDeletedAccount(account)) return loginAgain();
    await refuseBanned(account.accountDBID, meta);
    return startSession(account, meta, method);
  }

  /**
   * A registration with an address that has an account: the argon2 work a new account costs (an answer without it
   * would come measurably sooner), then a mail to the address's owner in the account's language. The route limits
   * registrations per address as it limits the other mails, so this cannot flood a mailbox.
   */
  async function tellOwnerOfAddress(input: RegisterBody) {
    await hashPassword(input.password);
    const owner = await deps.accounts.findByIdentifier(input.email);
    // None on the site: the game's own account (tera-api) not adopted yet, whose owner the site cannot greet.
    if (!owner || isDeletedAccount(owner) || owner.email.toLowerCase() !== input.email.trim().toLowerCase())
      return;
    await deps.mailOutbox.send(
      { to: owner.email, ...authMails.registrationAttempt(deps.site, owner) },
      { accountDBID: owner.accountDBID },
    );
  }

  return {
    /** Checks the credentials (the same work whether or not the account exists), refuses a banned account, starts a session. */
    async login(
      input: { identifier: string; password: string },
      meta: LoginClient,
    ): Promise<LoginResponse | LoginChallenge> {
      const found = await deps.accounts.findByIdentifier(input.identifier);
      // A deleted account's row is no account: the same work, count and answer as an unknown name.
      let account = found && !isDeletedAccount(found) ? found : undefined;
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
            return conflict(AuthText.gameAccountTaken, 'GAME_ACCOUNT_TAKEN');
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
      // With a second factor the account's failure count is cleared only once the code is right too: the password
      // alone cannot reset the count that caps guessing codes.
      if (account.twoFactorEnabled) {
        await refuseBanned(account.accountDBID, meta);
        return startChallenge(account.accountDBID);
      }
      await deps.loginThrottle.succeeded(subject, meta.ip);
      await refuseBanned(account.accountDBID, meta);
      return startSession(account, meta, 'password');
    },

    /**
     * The second step: a 6-digit code or a recovery code for the challenge of a right password. A wrong code counts as
     * a failed login of the account; five end the challenge. The challenge is used once.
     */
    async completeTwoFactor(input: LoginTwoFactorBody, meta: LoginClient): Promise<LoginResponse> {
      const challenge = await openChallenge(input.challengeToken);
      const subject = throttleKey(challenge.accountDBID);
      await deps.loginThrottle.check(subject, meta.ip);
      const isRight = await db.transaction((tx) =>
        deps.twoFactor.verifySecondFactor(tx, challenge.accountDBID, input.code),
      );
      if (!isRight) {
        await deps.loginThrottle.failed(subject, meta.ip);
        const [counted] = await db
          .update(loginChallenges)
          .set({ failures: sql`${loginChallenges.failures} + 1` })
          .where(eq(loginChallenges.id, challenge.id))
          .returning({ failures: loginChallenges.failures });
        if (!counted || counted.failures >= CHALLENGE_FAILURES) {
          await db.delete(loginChallenges).where(eq(loginChallenges.id, challenge.id));
          return loginAgain(AuthText.tooManyWrongCodes);
        }
        return badRequest(AuthText.wrongCode, { code: [AuthText.wrongCode] });
      }
      return finishChallenge(challenge, meta, 'password_code');
    },

    /**
     * A login with a passkey: instead of the password (the authenticator verified its user), or, with the ticket of a
     * right password, as its second step. A passkey cannot be guessed, so a refused one counts only against the
     * address (the route's limit), and a passkey login works while the account's password guesses are capped.
     */
    async loginWithPasskey(input: PasskeyLoginBody, meta: LoginClient): Promise<LoginResponse> {
      if (input.challengeToken) {
        const challenge = await openChallenge(input.challengeToken);
        await deps.passkeys.verifyAssertion({ ...input, accountDBID: challenge.accountDBID });
        return finishChallenge(challenge, meta, 'password_passkey');
      }
      const accountDBID = await deps.passkeys.verifyAssertion({ ...input, accountDBID: null });
      const account = await deps.accounts.findById(accountDBID);
      if (!account || isDeletedAccount(account)) return unauthorized(AuthText.passkeyNotAccepted);
      await refuseBanned(account.accountDBID, meta);
      return startSession(account, meta, 'passkey');
    },

    /** The account of a login's second step, for the passkey options of that step. */
    async challengeAccount(challengeToken: string): Promise<number> {
      return (await openChallenge(challengeToken)).accountDBID;
    },

    /** Ends the caller's session. */
    async logout(account: SessionAccount): Promise<{ message: string }> {
      await sessions.revoke(account.sessionId);
      return { message: AuthText.loggedOut };
    },

    /**
     * Creates the account with its attribution and mails a confirmation link; a failed mail loses nothing. An address
     * that already has an account gets the same answer after the same work (its owner is mailed instead), so the
     * form tells no one which addresses are registered; a taken user name is still named (names are public).
     */
    async register(input: RegisterBody): Promise<{ message: string }> {
      await refuseCommonPassword(input.password, 'password');
      await refuseStaffLookAlike(deps.db, input.username, 'username');
      try {
        const account = await deps.accounts.create({
          userName: input.username,
          email: input.email,
          password: input.password,
          attribution: input.attribution ?? null,
          language: input.language,
        });
        const token = await deps.accounts.tokens.issue(account.accountDBID, 'confirm_email', account.email);
        await deps.mailOutbox.send(
          { to: account.email, ...authMails.confirmEmail(deps.site, account, token) },
          { accountDBID: account.accountDBID },
        );
      } catch (error) {
        if (!(error instanceof AppError && error.code === 'EMAIL_TAKEN')) throw error;
        await tellOwnerOfAddress(input);
      }
      return { message: Messages.registered };
    },
  };
}

export type AuthService = ReturnType<typeof createAuthService>;
