import { type ChangeEmailBody, type LocalText, Messages, text } from '@agaia/contract';
import { and, eq, sql, TransactionRollbackError } from 'drizzle-orm';
import { uniqueViolation } from '../../db/errors.ts';
import { accounts } from '../../db/schema/index.ts';
import { AuthText } from '../../i18n/en/auth.ts';
import type { BackgroundTasks } from '../../platform/background.ts';
import { refuseCommonPassword } from '../../platform/common-passwords.ts';
import { AppError, badRequest, conflict, notFound } from '../../platform/errors.ts';
import { hashPassword, verifyPassword } from '../../platform/passwords.ts';
import type { SessionAccount } from '../../platform/sessions.ts';
import { isDeletedAccount } from '../accounts/accounts.module.ts';
import { authMails } from './auth.mails.ts';
import type { AuthDeps } from './auth.service.ts';
import type { TwoFactorService } from './two-factor.service.ts';

const FAILED_LINK: Record<'expired' | 'used' | 'unknown', string> = {
  expired: Messages.linkExpired,
  used: Messages.linkUsed,
  unknown: Messages.linkUnknown,
};
const FAILED_LINK_CODE: Record<keyof typeof FAILED_LINK, string> = {
  expired: 'LINK_EXPIRED',
  used: 'LINK_USED',
  unknown: 'LINK_INVALID',
};
/** A mailed link that cannot be used: 400 with the reason's message and code. */
const failedLink = (reason: keyof typeof FAILED_LINK) =>
  new AppError(400, FAILED_LINK[reason], FAILED_LINK_CODE[reason]);

/** Password reset, email confirmation and change of email: every flow that goes through a mailed link. */
export function createRecoveryService(
  deps: AuthDeps & { background: BackgroundTasks; twoFactor: Pick<TwoFactorService, 'dropPending'> },
) {
  const { db, mailOutbox, site } = deps;
  const { tokens } = deps.accounts;

  async function mailReset(account: {
    accountDBID: number;
    userName: string;
    email: string;
    language: string;
  }) {
    const token = await tokens.issue(account.accountDBID, 'reset_password', account.email);
    await mailOutbox.send(
      { to: account.email, ...authMails.resetPassword(site, account, token) },
      { accountDBID: account.accountDBID },
    );
  }

  return {
    /** Mails a reset link to the logged-in account's address, in its language. */
    async requestReset(session: SessionAccount) {
      await mailReset(
        (await deps.accounts.findById(session.accountDBID)) ?? notFound(AuthText.accountNotFound),
      );
      return { message: Messages.resetInstructionsSent };
    },

    /** The same answer at once whether or not the address exists; the lookup and the mail happen afterwards. */
    requestResetUnauth(email: string) {
      deps.background.run('password reset mail', async () => {
        const account = await deps.accounts.findByIdentifier(email);
        const isItsAddress = account?.email.toLowerCase() === email.trim().toLowerCase();
        // A deleted account's address reaches no one, and its row is no account to reset.
        if (account && isItsAddress && !isDeletedAccount(account)) await mailReset(account);
      });
      return { message: Messages.resetInstructionsSent };
    },

    /** Answers 200 when the reset link is usable, else 400. */
    async validateResetToken(token: string) {
      if (!(await tokens.peek(token, 'reset_password'))) badRequest(Messages.resetLinkInvalid);
      return { valid: true as const, message: Messages.resetLinkValid };
    },

    /**
     * Uses the link once: sets the new password, ends every session, forgets a two-factor setup not confirmed yet
     * (whoever started it must know the new password), and mails a notice. Two-factor authentication that is on
     * stays on: the link proves the mailbox, not the second factor.
     */
    async resetPassword(token: string, newPassword: string) {
      await refuseCommonPassword(newPassword, 'newPassword');
      const passwordHash = await hashPassword(newPassword);
      const mailId = await db.transaction(async (tx) => {
        const used = await tokens.consume(token, 'reset_password', tx);
        if (!used.ok) return badRequest(Messages.resetLinkInvalid);
        // A link mailed to an address the account no longer uses is void, even if it slipped past voidAll.
        const [row] = await tx
          .update(accounts)
          .set({ passwordHash })
          .where(
            and(
              eq(accounts.accountDBID, used.token.accountDBID),
              sql`lower(${accounts.email}) = lower(${used.token.email})`,
            ),
          )
          .returning();
        if (!row) return badRequest(Messages.resetLinkInvalid);
        await deps.sessions.revokeAll(row.accountDBID, tx);
        await tokens.voidAll(row.accountDBID, tx);
        await deps.twoFactor.dropPending(tx, row.accountDBID);
        // The notice is queued with the reset, so it exists exactly when the reset does.
        const notice = { to: row.email, ...authMails.passwordChanged(site, row) };
        const queued = await mailOutbox.queue(tx, notice, { accountDBID: row.accountDBID });
        // Last, so that a game that does not take the password rolls the whole reset back (the link stays usable).
        await deps.game.setPassword(row.accountDBID, newPassword);
        return queued;
      });
      mailOutbox.sendSoon(mailId);
      return { message: Messages.resetSuccess };
    },

    /** Mails a new confirmation link; earlier ones stop working. */
    async requestConfirmation(session: SessionAccount) {
      const account =
        (await deps.accounts.findById(session.accountDBID)) ?? notFound(AuthText.accountNotFound);
      if (account.isEmailConfirmed) badRequest(Messages.alreadyConfirmed);
      const token = await tokens.issue(account.accountDBID, 'confirm_email', account.email);
      await mailOutbox.send(
        { to: account.email, ...authMails.confirmEmail(site, account, token) },
        { accountDBID: account.accountDBID },
      );
      return { message: Messages.confirmationSent };
    },

    /**
     * Uses a confirmation link: confirms the address it was sent to, if the account still uses it. Answers the
     * message to show, or throws 400 saying why the link cannot be used (expired, used, invalid).
     */
    async confirmEmail(token: string): Promise<{ message: string }> {
      return db
        .transaction(async (tx) => {
          const used = await tokens.consume(token, 'confirm_email', tx);
          if (!used.ok) throw failedLink(used.reason);
          const [row] = await tx
            .update(accounts)
            .set({ isEmailConfirmed: true })
            .where(eq(accounts.accountDBID, used.token.accountDBID))
            .returning({ email: accounts.email });
          if (!row || row.email.toLowerCase() !== used.token.email.toLowerCase()) {
            tx.rollback();
          }
          return { message: Messages.emailConfirmed };
        })
        .catch((error: unknown) => {
          if (isRollback(error)) throw failedLink('unknown');
          throw error;
        });
    },

    /** Checks the password, then mails a link to the new address and a notice to the old one. */
    async requestEmailChange(session: SessionAccount, body: ChangeEmailBody) {
      const account =
        (await deps.accounts.findById(session.accountDBID)) ?? notFound(AuthText.accountNotFound);
      if (!(await verifyPassword(account.passwordHash, body.currentPassword))) {
        badRequest(Messages.wrongCurrentPassword, { currentPassword: [Messages.wrongCurrentPassword] });
      }
      if (account.email.toLowerCase() === body.newEmail.toLowerCase()) badRequest(Messages.sameEmail);
      if (await deps.accounts.isEmailTaken(body.newEmail, account.accountDBID))
        conflict(Messages.emailTaken, 'EMAIL_TAKEN');
      const token = await tokens.issue(account.accountDBID, 'change_email', body.newEmail);
      const about = { accountDBID: account.accountDBID };
      await mailOutbox.send(
        { to: body.newEmail, ...authMails.confirmEmailChange(site, account, token) },
        about,
      );
      await mailOutbox.send(
        { to: account.email, ...authMails.emailChangeNotice(site, account, body.newEmail) },
        about,
      );
      return { message: Messages.emailChangeRequested };
    },

    /**
     * Uses a change-email link (the page's button posts it: a GET of the mailed link changes nothing, so a mail
     * scanner cannot use it): the account takes the new, now proven, address if nobody took it meanwhile.
     */
    async confirmEmailChange(token: string): Promise<{ message: LocalText }> {
      try {
        const changed = await db.transaction(async (tx) => {
          const used = await tokens.consume(token, 'change_email', tx);
          if (!used.ok) throw failedLink(used.reason);
          await tx
            .update(accounts)
            .set({ email: used.token.email, isEmailConfirmed: true })
            .where(eq(accounts.accountDBID, used.token.accountDBID));
          await tokens.voidAll(used.token.accountDBID, tx);
          return used.token;
        });
        // The account's sessions carry its address (a reset link goes there): the next call reads the new one.
        deps.sessions.forget(changed.accountDBID);
        return { message: text(AuthText.emailChanged, { email: changed.email }) };
      } catch (error) {
        if (uniqueViolation(error) !== undefined) conflict(Messages.emailTaken, 'EMAIL_TAKEN');
        throw error;
      }
    },
  };
}

function isRollback(error: unknown): boolean {
  return error instanceof TransactionRollbackError;
}

export type RecoveryService = ReturnType<typeof createRecoveryService>;
