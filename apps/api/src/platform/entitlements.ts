import { GameMessages, MAX_BOXES_PER_ITEM } from '@agaia/contract';
import { eq, sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { accountBenefits, accounts } from '../db/schema/index.ts';
import { type Actor, recordAudit, type SystemActor } from './audit.ts';
import type { Clock } from './clock.ts';
import type { Deliveries, DeliveryThing } from './deliveries.ts';
import { badRequest } from './errors.ts';
import { createTakeBack } from './take-back.ts';

/** The longest any time-bound entitlement may reach ahead of now, as tera-api caps benefits. */
export const MAX_DAYS = 3650;
const DAY_MS = 86_400_000;

/** What an account receives: a product, a Twitch reward or an admin's pack are all one of these. */
export interface Entitlement {
  coins?: number;
  /** Days of Agaia Club, counted from the later of now and the club's current end. */
  clubDays?: number;
  /** Days of a benefit, counted from the later of now and the benefit's current end. */
  benefitDays?: { benefitId: number; days: number }[];
  /** A benefit that ends no earlier than the date: repeating it never stacks time. */
  benefitsUntil?: { benefitId: number; until: Date }[];
  /** Items for the game, queued in the deliveries outbox once per source (with tera-api: `quantity` boxes). */
  items?: { itemId: number; quantity: number; boxId?: number }[];
  /** A once-per-account package flag; the caller checks it on the locked account row before granting. */
  flag?: 'hasClaimedFounderPackage' | 'hasClaimedVeteranPackage';
}

/** Where an entitlement comes from: its source kind and id key the deliveries, so a source grants its items once. */
export interface EntitlementSource {
  accountDBID: number;
  source: 'order' | 'reward' | 'admin';
  sourceId: string;
}

/** Who is audited for a grant or a revocation, under which action, with what to record beside the entitlement. */
export interface EntitlementAudit {
  actor: Actor | SystemActor;
  action: string;
  changes?: Record<string, unknown>;
}

/** Which game back end the grants go to; with tera-api, club days are this benefit's days in the game. */
export interface GameTarget {
  backend: 'none' | 'tera-api';
  clubBenefitId: number;
}

/**
 * What of an entitlement must reach the game, as deliveries. With no back end (a custom connector) only items do:
 * coins, club and benefits live in the site's tables. With tera-api every part does, through the Gateway; an item
 * without a box still queues (as `item`), and the worker fails it visibly for the staff instead of dropping it.
 */
function thingsForGame(entitlement: Entitlement, game: GameTarget): DeliveryThing[] {
  const items = entitlement.items ?? [];
  if (game.backend === 'none')
    return items.map((item) => ({ kind: 'item', itemId: item.itemId, quantity: item.quantity }));
  const things: DeliveryThing[] = [];
  if ((entitlement.coins ?? 0) > 0)
    things.push({ kind: 'coins', itemId: 0, quantity: entitlement.coins ?? 0 });
  const days = new Map<number, number>();
  const addDays = (benefitId: number, n: number) =>
    days.set(benefitId, Math.min((days.get(benefitId) ?? 0) + n, MAX_DAYS));
  if ((entitlement.clubDays ?? 0) > 0) addDays(game.clubBenefitId, entitlement.clubDays ?? 0);
  for (const benefit of entitlement.benefitDays ?? []) addDays(benefit.benefitId, benefit.days);
  for (const [benefitId, n] of days) things.push({ kind: 'benefit_days', itemId: benefitId, quantity: n });
  for (const benefit of entitlement.benefitsUntil ?? [])
    things.push({ kind: 'benefit_until', itemId: benefit.benefitId, quantity: 1, until: benefit.until });
  for (const item of items) {
    if (item.boxId === undefined) {
      things.push({ kind: 'item', itemId: item.itemId, quantity: item.quantity });
      continue;
    }
    // One row per box sent: each is one Gateway call, reconciled on its own.
    for (let seq = 0; seq < item.quantity; seq++)
      things.push({ kind: 'box', itemId: item.boxId, quantity: 1, seq });
  }
  return things;
}

/**
 * The one place that grants coins, club days, benefits and items (docs/product.md §8.4, ADR 009), for the shop, the
 * admin's packs and the Twitch rewards alike, inside the caller's transaction, and audits it there.
 */
export function createEntitlements(deps: { db: Db; clock: Clock; deliveries: Deliveries; game: GameTarget }) {
  const { clock, deliveries } = deps;
  const takeBack = createTakeBack(deps);

  async function applyToAccount(tx: Db, accountDBID: number, entitlement: Entitlement, now: Date) {
    const coins = entitlement.coins ?? 0;
    const clubDays = Math.min(entitlement.clubDays ?? 0, MAX_DAYS);
    if (coins === 0 && clubDays === 0 && !entitlement.flag) return;
    await tx
      .update(accounts)
      .set({
        ...(coins !== 0 ? { agaiaCoins: sql`${accounts.agaiaCoins} + ${coins}` } : {}),
        ...(clubDays > 0
          ? {
              agaiaClubExpiry: sql`greatest(coalesce(${accounts.agaiaClubExpiry}, ${now}), ${now}::timestamptz) + make_interval(days => ${clubDays})`,
            }
          : {}),
        ...(entitlement.flag ? { [entitlement.flag]: true } : {}),
      })
      .where(eq(accounts.accountDBID, accountDBID));
  }

  async function applyBenefits(tx: Db, accountDBID: number, entitlement: Entitlement, now: Date) {
    const ceiling = sql`${now}::timestamptz + make_interval(days => ${MAX_DAYS})`;
    for (const benefit of entitlement.benefitDays ?? []) {
      const days = Math.min(benefit.days, MAX_DAYS);
      await tx
        .insert(accountBenefits)
        .values({
          accountDBID,
          benefitId: benefit.benefitId,
          availableUntil: new Date(now.getTime() + days * DAY_MS),
        })
        .onConflictDoUpdate({
          target: [accountBenefits.accountDBID, accountBenefits.benefitId],
          set: {
            availableUntil: sql`least(greatest(${accountBenefits.availableUntil}, ${now}::timestamptz) + make_interval(days => ${days}), ${ceiling})`,
          },
        });
    }
    for (const benefit of entitlement.benefitsUntil ?? []) {
      await tx
        .insert(accountBenefits)
        .values({ accountDBID, benefitId: benefit.benefitId, availableUntil: benefit.until })
        .onConflictDoUpdate({
          target: [accountBenefits.accountDBID, accountBenefits.benefitId],
          set: { availableUntil: sql`greatest(${accountBenefits.availableUntil}, excluded.available_until)` },
        });
    }
  }

  return {
    /**
     * Grants the entitlement to the account in the caller's transaction, audited there when `audit` is given (a
     * player's own claim is recorded by its claim row instead).
     */
    async grant(
      tx: Db,
      target: EntitlementSource,
      entitlement: Entitlement,
      audit?: EntitlementAudit,
    ): Promise<void> {
      const now = clock.now();
      await applyToAccount(tx, target.accountDBID, entitlement, now);
      await applyBenefits(tx, target.accountDBID, entitlement, now);
      await deliveries.enqueue(tx, target, thingsForGame(entitlement, deps.game));
      if (!audit) return;
      await recordAudit(tx, clock, {
        actor: audit.actor,
        action: audit.action,
        targetAccountDBID: target.accountDBID,
        changes: audit.changes,
      });
    },

    /** The game back end grants go to (its rules decide what an admin edit may change). */
    game: deps.game,

    /**
     * Refuses, when a product or reward is saved, items the game could not receive: with tera-api every item
     * travels in a box template, and a few of them at most.
     */
    assertDeliverable(items: { quantity: number; boxId?: number | null }[], field = 'items'): void {
      if (deps.game.backend === 'none') return;
      if (items.some((item) => item.boxId === undefined || item.boxId === null))
        badRequest(GameMessages.boxRequired, { [field]: [GameMessages.boxRequired] });
      if (items.some((item) => item.quantity > MAX_BOXES_PER_ITEM))
        badRequest(GameMessages.tooManyBoxes, { [field]: [GameMessages.tooManyBoxes] });
    },

    /**
     * Queues admin edits that set a state in the game (an exact benefit end, coins added by hand) in the caller's
     * transaction; with no game back end the site's own tables are all there is, so nothing is queued.
     */
    async queueForGame(tx: Db, target: EntitlementSource, things: DeliveryThing[]): Promise<void> {
      if (deps.game.backend === 'none') return;
      await deliveries.enqueue(tx, target, things);
    },

    /**
     * Takes back what a source granted, as far as it can (a refund or dispute): the site's coins, club days and benefit
     * days, the deliveries not yet sent, and in the game each benefit it received (see take-back.ts); records what
     * could not be taken back for the staff. Once per source: a second call takes nothing more.
     */
    revoke: takeBack.takeBack,

    /** The take-backs of sources, and of an account, for the staff's views. */
    takeBacksOf: takeBack.ofSources,
    takeBacksOfAccount: takeBack.ofAccount,
  };
}

export type Entitlements = ReturnType<typeof createEntitlements>;
