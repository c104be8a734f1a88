import type { AccountActionBody } from '@agaia/contract';
import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { accountBenefits, accounts } from '../../db/schema/index.ts';
import { lockTargetAccount } from '../../platform/admin-hierarchy.ts';
import { type Actor, recordAudit } from '../../platform/audit.ts';
import type { Clock } from '../../platform/clock.ts';
import { conflict } from '../../platform/errors.ts';
import type { PackCatalog } from './packs.ts';

const DAY_MS = 86_400_000;

/** Account actions (prime 5): the quick grants of packs, each one transaction. */
export function createAdminActionsService(deps: { db: Db; clock: Clock; packs: PackCatalog }) {
  const { db, clock } = deps;
  return {
    /**
     * Grants a pack. A flagged pack (Veteran, Founder) is granted once: a second grant answers 409. Benefits end at
     * the given date, else after the pack's days, and never earlier than they already did, so repeating a grant
     * does not stack time.
     */
    async grant(actor: Actor, input: AccountActionBody) {
      const pack = deps.packs[input.action];
      return db.transaction(async (tx) => {
        const account = await lockTargetAccount(tx, actor, input.accountDBID);
        if (pack.flag && account[pack.flag]) conflict(`${account.userName} already has the ${pack.label}.`);

        if (pack.flag || pack.coins > 0) {
          await tx
            .update(accounts)
            .set({
              ...(pack.flag ? { [pack.flag]: true } : {}),
              agaiaCoins: sql`${accounts.agaiaCoins} + ${pack.coins}`,
            })
            .where(eq(accounts.accountDBID, account.accountDBID));
        }
        const now = clock.now();
        const granted = [];
        for (const benefit of pack.benefits) {
          const until = input.date ? new Date(input.date) : new Date(now.getTime() + benefit.days * DAY_MS);
          await tx
            .insert(accountBenefits)
            .values({ accountDBID: account.accountDBID, benefitId: benefit.benefitId, availableUntil: until })
            .onConflictDoUpdate({
              target: [accountBenefits.accountDBID, accountBenefits.benefitId],
              set: {
                availableUntil: sql`greatest(${accountBenefits.availableUntil}, excluded.available_until)`,
              },
            });
          granted.push({ benefitId: benefit.benefitId, until: until.toISOString() });
        }
        await recordAudit(tx, clock, {
          actor,
          action: `action.${input.action}`,
          targetAccountDBID: account.accountDBID,
          changes: {
            pack: pack.label,
            coins: pack.coins,
            benefits: granted,
            ...(pack.flag ? { [pack.flag]: true } : {}),
          },
        });
        return { message: `${pack.label} granted to ${account.userName}.` };
      });
    },
  };
}
