import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { accountBenefits, accounts, type Grants } from '../../db/schema/index.ts';
import type { Deliveries } from '../../platform/deliveries.ts';

const MAX_DAYS = 3650;

/**
 * Applies what was bought inside the fulfilment transaction: coins, club days (agaiaClubExpiry extended from the later
 * of now and its current end), benefit days (the same rule, capped at 3650 days as tera-api does), and items queued
 * for the game.
 */
export async function applyGrants(
  tx: Db,
  deps: { deliveries: Deliveries; now: Date },
  target: { accountDBID: number; source: 'order' | 'reward' | 'admin'; sourceId: string },
  grants: Grants,
): Promise<void> {
  const now = deps.now;
  if (grants.coins > 0 || grants.clubDays > 0) {
    await tx
      .update(accounts)
      .set({
        agaiaCoins: sql`${accounts.agaiaCoins} + ${grants.coins}`,
        ...(grants.clubDays > 0
          ? {
              agaiaClubExpiry: sql`greatest(coalesce(${accounts.agaiaClubExpiry}, ${now}), ${now}::timestamptz) + make_interval(days => ${Math.min(grants.clubDays, MAX_DAYS)})`,
            }
          : {}),
      })
      .where(eq(accounts.accountDBID, target.accountDBID));
  }
  for (const benefit of grants.benefits) {
    const days = Math.min(benefit.days, MAX_DAYS);
    await tx
      .insert(accountBenefits)
      .values({
        accountDBID: target.accountDBID,
        benefitId: benefit.benefitId,
        availableUntil: new Date(now.getTime() + days * 86_400_000),
      })
      .onConflictDoUpdate({
        target: [accountBenefits.accountDBID, accountBenefits.benefitId],
        set: {
          availableUntil: sql`least(greatest(${accountBenefits.availableUntil}, ${now}::timestamptz) + make_interval(days => ${days}), ${now}::timestamptz + make_interval(days => ${MAX_DAYS}))`,
        },
      });
  }
  await deps.deliveries.enqueue(tx, {
    accountDBID: target.accountDBID,
    source: target.source,
    sourceId: target.sourceId,
    items: grants.items,
  });
}
