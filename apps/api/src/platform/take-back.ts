import type { TakeBack as TakeBackAnswer } from '@agaia/contract';
import { and, desc, eq, inArray } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import {
  type AccountAction,
  accountBenefits,
  accounts,
  type NotTakenBack,
  type RevocationRow,
  revocations,
  type TakenBack,
} from '../db/schema/index.ts';
import { type Actor, recordAudit, type SystemActor } from './audit.ts';
import type { Clock } from './clock.ts';
import type { Deliveries, DeliverySource, DeliveryThing } from './deliveries.ts';

/** What a source granted that can be taken back (entitlements.ts's Entitlement, as far as this reads it). */
type Granted = { coins?: number; clubDays?: number; benefitDays?: { benefitId: number; days: number }[] };
type Source = { accountDBID: number; source: DeliverySource; sourceId: string };
type Audit = { actor: Actor | SystemActor; action: string; changes?: Record<string, unknown> };

const DAY_MS = 86_400_000;
const ACTION_RANK: Record<AccountAction, number> = { none: 0, flag: 1, ban: 2 };

/** Why a source is taken back, and what is done to the account besides (a dispute's DISPUTE_POLICY). */
export interface TakeBackReason {
  reason: 'refunded' | 'disputed';
  accountAction: AccountAction;
}

/** A take-back as the staff's views answer it (the admin's order and account). */
export const takeBackAnswer = (row: RevocationRow): TakeBackAnswer => ({
  reason: row.reason,
  takenBack: row.takenBack,
  notTakenBack: row.notTakenBack as TakeBackAnswer['notTakenBack'],
  accountAction: row.accountAction,
  createdAt: row.createdAt.toISOString(),
});

/** An end moved `days` earlier; null when that leaves nothing from now on (the benefit or club is gone). */
const shortened = (end: Date, days: number, now: Date): Date | null => {
  const moved = new Date(end.getTime() - days * DAY_MS);
  return moved > now ? moved : null;
};

/**
 * Takes back what a source granted, as far as it can, once per source (docs/product.md §8.5): the site's coins
 * (never below zero: what was spent is reported), club days and benefit days from their ends, the deliveries not yet
 * sent to the game; in the game (tera-api) each benefit it received is shortened by its days through the outbox.
 * What cannot be taken back (coins funded into the game, items delivered) is recorded for the staff. A second call
 * for the same source (a dispute after a refund) takes nothing more; it records the graver reason and account action.
 */
export function createTakeBack(deps: {
  db: Db;
  clock: Clock;
  deliveries: Deliveries;
  game: { backend: 'none' | 'tera-api' };
}) {
  const { clock, deliveries } = deps;

  async function takeFromAccount(tx: Db, accountDBID: number, granted: Granted, now: Date) {
    const [account] = await tx
      .select({ coins: accounts.agaiaCoins, clubExpiry: accounts.agaiaClubExpiry })
      .from(accounts)
      .where(eq(accounts.accountDBID, accountDBID))
      .for('update');
    if (!account) return { coins: 0, coinsShort: granted.coins ?? 0, clubDays: 0 };
    const coinsDue = granted.coins ?? 0;
    const coins = Math.min(coinsDue, Math.max(account.coins, 0));
    const clubDue = granted.clubDays ?? 0;
    const clubDays = clubDue > 0 && account.clubExpiry && account.clubExpiry > now ? clubDue : 0;
    if (coins > 0 || clubDays > 0)
      await tx
        .update(accounts)
        .set({
          ...(coins > 0 ? { agaiaCoins: account.coins - coins } : {}),
          ...(clubDays > 0 && account.clubExpiry
            ? { agaiaClubExpiry: shortened(account.clubExpiry, clubDays, now) }
            : {}),
        })
        .where(eq(accounts.accountDBID, accountDBID));
    return { coins, coinsShort: coinsDue - coins, clubDays };
  }

  async function takeBenefits(tx: Db, accountDBID: number, granted: Granted, now: Date) {
    const taken: TakenBack['benefits'] = [];
    for (const benefit of granted.benefitDays ?? []) {
      const key = and(
        eq(accountBenefits.accountDBID, accountDBID),
        eq(accountBenefits.benefitId, benefit.benefitId),
      );
      const [row] = await tx.select().from(accountBenefits).where(key).for('update');
      if (!row || row.availableUntil <= now) continue;
      const until = shortened(row.availableUntil, benefit.days, now);
      if (until) await tx.update(accountBenefits).set({ availableUntil: until }).where(key);
      else await tx.delete(accountBenefits).where(key);
      taken.push({ benefitId: benefit.benefitId, days: benefit.days });
    }
    return taken;
  }

  /** Cancels what has not reached the game; sorts what has (or may have) into what the game can give back and not. */
  async function takeFromGame(tx: Db, target: Source) {
    const cancelled = await deliveries.cancelPending(tx, target.source, target.sourceId);
    const reached = (await deliveries.ofSource(tx, target.source, target.sourceId)).filter(
      (row) => row.status !== 'cancelled' && row.kind !== 'benefit_shorten',
    );
    const notTaken: NotTakenBack = { coins: 0, gameCoins: 0, deliveries: [] };
    const gameBenefits: TakenBack['gameBenefits'] = [];
    for (const row of reached) {
      if (row.kind === 'coins') notTaken.gameCoins += row.quantity;
      else if (row.kind === 'benefit_days') gameBenefits.push({ benefitId: row.itemId, days: row.quantity });
      else
        notTaken.deliveries.push({
          id: row.id,
          kind: row.kind,
          itemId: row.itemId,
          quantity: row.quantity,
          status: row.status,
        });
    }
    // The days a benefit received are taken off the game's own end (which may hold days from elsewhere).
    const things: DeliveryThing[] = gameBenefits.map((benefit) => ({
      kind: 'benefit_shorten',
      itemId: benefit.benefitId,
      quantity: benefit.days,
    }));
    if (deps.game.backend !== 'none') await deliveries.enqueue(tx, target, things);
    return { cancelled, notTaken, gameBenefits };
  }

  return {
    /** Takes back `granted` (null: the source granted nothing yet) in the caller's transaction; audited there. */
    async takeBack(
      tx: Db,
      target: Source,
      granted: Granted | null,
      why: TakeBackReason,
      audit: Audit,
    ): Promise<RevocationRow> {
      const now = clock.now();
      const source = and(eq(revocations.source, target.source), eq(revocations.sourceId, target.sourceId));
      const [existing] = await tx.select().from(revocations).where(source).for('update');
      if (existing) {
        const reason = existing.reason === 'disputed' ? 'disputed' : why.reason;
        const accountAction =
          ACTION_RANK[why.accountAction] > ACTION_RANK[existing.accountAction]
            ? why.accountAction
            : existing.accountAction;
        const [row] = await tx
          .update(revocations)
          .set({ reason, accountAction, updatedAt: now })
          .where(eq(revocations.id, existing.id))
          .returning();
        await recordAudit(tx, clock, {
          actor: audit.actor,
          action: audit.action,
          targetAccountDBID: target.accountDBID,
          changes: { ...audit.changes, alreadyTakenBack: true, accountAction },
        });
        return row ?? existing;
      }
      const grant = granted ?? {};
      const account = await takeFromAccount(tx, target.accountDBID, grant, now);
      const benefits = await takeBenefits(tx, target.accountDBID, grant, now);
      const game = await takeFromGame(tx, target);
      const takenBack: TakenBack = {
        coins: account.coins,
        clubDays: account.clubDays,
        benefits,
        deliveriesCancelled: game.cancelled,
        gameBenefits: game.gameBenefits,
      };
      const notTakenBack: NotTakenBack = { ...game.notTaken, coins: account.coinsShort };
      const [row] = await tx
        .insert(revocations)
        .values({
          accountDBID: target.accountDBID,
          source: target.source,
          sourceId: target.sourceId,
          reason: why.reason,
          takenBack,
          notTakenBack,
          accountAction: why.accountAction,
          createdAt: now,
          updatedAt: now,
        })
        .returning();
      if (!row) throw new Error('insert returned no row');
      await recordAudit(tx, clock, {
        actor: audit.actor,
        action: audit.action,
        targetAccountDBID: target.accountDBID,
        changes: {
          ...audit.changes,
          // The names the audit log had before: coins taken back, deliveries cancelled.
          coinsTakenBack: takenBack.coins,
          deliveriesCancelled: takenBack.deliveriesCancelled,
          takenBack,
          notTakenBack,
          accountAction: why.accountAction,
        },
      });
      return row;
    },

    /** The take-backs of these sources (the admin's orders), by source id. */
    async ofSources(source: DeliverySource, sourceIds: string[]): Promise<RevocationRow[]> {
      if (sourceIds.length === 0) return [];
      return deps.db
        .select()
        .from(revocations)
        .where(and(eq(revocations.source, source), inArray(revocations.sourceId, sourceIds)));
    },

    /** An account's take-backs, newest first (the admin's view of the account). */
    async ofAccount(accountDBID: number, limit = 50): Promise<RevocationRow[]> {
      return deps.db
        .select()
        .from(revocations)
        .where(eq(revocations.accountDBID, accountDBID))
        .orderBy(desc(revocations.createdAt), desc(revocations.id))
        .limit(limit);
    },
  };
}
