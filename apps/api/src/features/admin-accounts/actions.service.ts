import { type AccountActionBody, DEFAULT_LANGUAGE, type LanguageCode, text } from '@agaia/contract';
import type { Db } from '../../db/client.ts';
import { AdminAccountsText } from '../../i18n/en/admin-accounts.ts';
import { lockTargetAccount } from '../../platform/admin-hierarchy.ts';
import type { Actor } from '../../platform/audit.ts';
import type { Clock } from '../../platform/clock.ts';
import type { Entitlements } from '../../platform/entitlements.ts';
import { conflict } from '../../platform/errors.ts';
import { type PackCatalog, packLabelIn } from './packs.ts';

const DAY_MS = 86_400_000;

/** Account actions (prime 5): the quick grants of packs, each one transaction. */
export function createAdminActionsService(deps: {
  db: Db;
  clock: Clock;
  packs: PackCatalog;
  entitlements: Entitlements;
}) {
  const { db, clock } = deps;
  return {
    /**
     * Grants a pack. A flagged pack (Veteran, Founder) is granted once: a second grant answers 409. Benefits end at
     * the given date, else after the pack's days, and never earlier than they already did, so repeating a grant
     * does not stack time. The answer names the pack in `language`, the request's.
     */
    async grant(actor: Actor, input: AccountActionBody, language: LanguageCode = DEFAULT_LANGUAGE) {
      const pack = deps.packs[input.action];
      const label = packLabelIn(language, pack.label);
      return db.transaction(async (tx) => {
        const account = await lockTargetAccount(tx, actor, input.accountDBID);
        if (pack.flag && account[pack.flag])
          conflict(text(AdminAccountsText.packAlreadyGranted, { userName: account.userName, pack: label }));

        const now = clock.now();
        const benefitsUntil = pack.benefits.map((benefit) => ({
          benefitId: benefit.benefitId,
          until: input.date ? new Date(input.date) : new Date(now.getTime() + benefit.days * DAY_MS),
        }));
        await deps.entitlements.grant(
          tx,
          { accountDBID: account.accountDBID, source: 'admin', sourceId: `pack:${input.action}` },
          { coins: pack.coins, flag: pack.flag, benefitsUntil },
          {
            actor,
            action: `action.${input.action}`,
            changes: {
              pack: pack.label,
              coins: pack.coins,
              benefits: benefitsUntil.map((b) => ({ benefitId: b.benefitId, until: b.until.toISOString() })),
              ...(pack.flag ? { [pack.flag]: true } : {}),
            },
          },
        );
        return { message: text(AdminAccountsText.packGranted, { pack: label, userName: account.userName }) };
      });
    },
  };
}

export type AdminActionsService = ReturnType<typeof createAdminActionsService>;
