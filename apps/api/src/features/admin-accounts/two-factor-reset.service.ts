import { HierarchyMessages, has, Prime, text } from '@agaia/contract';
import type { Db } from '../../db/client.ts';
import { AdminAccountsText } from '../../i18n/en/admin-accounts.ts';
import { lockTargetAccount } from '../../platform/admin-hierarchy.ts';
import { type Actor, recordAudit } from '../../platform/audit.ts';
import type { Clock } from '../../platform/clock.ts';
import { conflict, forbidden } from '../../platform/errors.ts';
import type { MailOutbox } from '../../platform/mail-outbox.ts';
import type { SessionStore } from '../../platform/sessions.ts';
import { adminMails } from './admin.mails.ts';

/**
 * Staff turning off an account's two-factor authentication (a player who lost the phone and the recovery codes): like
 * a credential change it needs Account Actions as well as Management, on an account the actor outranks; every session
 * of the account ends, it is audited, and the owner is told by mail.
 */
export function createTwoFactorResetService(deps: {
  db: Db;
  clock: Clock;
  sessions: SessionStore;
  mailOutbox: Pick<MailOutbox, 'queue' | 'sendSoon'>;
  site: { siteName: string; publicUrl: string };
  twoFactor: { removeFor(tx: Db, accountDBID: number): Promise<void> };
}) {
  const { db, clock } = deps;
  return {
    async reset(actor: Actor, accountDBID: number) {
      if (!has(actor.account.webMgt, Prime.accountActions)) forbidden(HierarchyMessages.credentials);
      const { target, mailId } = await db.transaction(async (tx) => {
        const account = await lockTargetAccount(tx, actor, accountDBID);
        if (!account.twoFactorEnabled) conflict(AdminAccountsText.twoFactorNotOnForAccount);
        await deps.twoFactor.removeFor(tx, accountDBID);
        await deps.sessions.revokeAll(accountDBID, tx);
        await recordAudit(tx, clock, {
          actor,
          action: 'user.twoFactorReset',
          targetAccountDBID: accountDBID,
        });
        // In the reset's transaction: the owner is told exactly when the reset happened.
        const mail = { to: account.email, ...adminMails.twoFactorResetByStaff(deps.site, account) };
        return { target: account, mailId: await deps.mailOutbox.queue(tx, mail, { accountDBID }) };
      });
      deps.sessions.forget(accountDBID);
      deps.mailOutbox.sendSoon(mailId);
      return { message: text(AdminAccountsText.twoFactorOffFor, { userName: target.userName }) };
    },
  };
}

export type TwoFactorResetService = ReturnType<typeof createTwoFactorResetService>;
