import { HierarchyMessages, has, Prime } from '@agaia/contract';
import type { Db } from '../../db/client.ts';
import { lockTargetAccount } from '../../platform/admin-hierarchy.ts';
import { type Actor, recordAudit } from '../../platform/audit.ts';
import type { Clock } from '../../platform/clock.ts';
import { conflict, forbidden } from '../../platform/errors.ts';
import { renderMail } from '../../platform/mail.ts';
import type { MailOutbox } from '../../platform/mail-outbox.ts';
import type { SessionStore } from '../../platform/sessions.ts';

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
  const resetMail = (userName: string) =>
    renderMail({
      siteName: deps.site.siteName,
      subject: 'Two-factor authentication was turned off by staff',
      greeting: `Hello ${userName},`,
      paragraphs: [
        'A member of staff turned off two-factor authentication on your account, and every session was logged out. Your password is unchanged.',
        'Turn it on again from your profile. If you did not ask for this, change your password at once and contact the staff.',
      ],
      action: { label: 'Open your profile', url: `${deps.site.publicUrl}/profile` },
    });
  return {
    async reset(actor: Actor, accountDBID: number) {
      if (!has(actor.account.webMgt, Prime.accountActions)) forbidden(HierarchyMessages.credentials);
      const { target, mailId } = await db.transaction(async (tx) => {
        const account = await lockTargetAccount(tx, actor, accountDBID);
        if (!account.twoFactorEnabled) conflict('Two-factor authentication is not on for this account.');
        await deps.twoFactor.removeFor(tx, accountDBID);
        await deps.sessions.revokeAll(accountDBID, tx);
        await recordAudit(tx, clock, {
          actor,
          action: 'user.twoFactorReset',
          targetAccountDBID: accountDBID,
        });
        // In the reset's transaction: the owner is told exactly when the reset happened.
        const mail = { to: account.email, ...resetMail(account.userName) };
        return { target: account, mailId: await deps.mailOutbox.queue(tx, mail, { accountDBID }) };
      });
      deps.sessions.forget(accountDBID);
      deps.mailOutbox.sendSoon(mailId);
      return { message: `Two-factor authentication is off for ${target.userName}.` };
    },
  };
}

export type TwoFactorResetService = ReturnType<typeof createTwoFactorResetService>;
