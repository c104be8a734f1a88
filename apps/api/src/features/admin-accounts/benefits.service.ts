import { randomUUID } from 'node:crypto';
import { type AdminListQuery, type BenefitList, text } from '@agaia/contract';
import { and, asc, count, eq, or, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { uniqueViolation } from '../../db/errors.ts';
import { accountBenefits, accounts } from '../../db/schema/index.ts';
import { AdminAccountsText } from '../../i18n/en/admin-accounts.ts';
import { lockTargetAccount } from '../../platform/admin-hierarchy.ts';
import { type Actor, recordAudit } from '../../platform/audit.ts';
import type { Clock } from '../../platform/clock.ts';
import type { Entitlements } from '../../platform/entitlements.ts';
import { badRequest, conflict, notFound } from '../../platform/errors.ts';
import { pageWindow, searchAsId } from '../../platform/list-query.ts';

/**
 * Account benefits (prime 3): list, add, edit and remove rows of (account, benefit, available until). With tera-api
 * each edit also sets the game's benefit to the same end (removed, then the days added), through the outbox.
 */
export function createAdminBenefitsService(deps: {
  db: Db;
  clock: Clock;
  entitlements: Pick<Entitlements, 'queueForGame'>;
}) {
  const { db, clock } = deps;
  const setInGame = (tx: Db, accountDBID: number, benefitId: number, until: Date | null) =>
    deps.entitlements.queueForGame(
      tx,
      { accountDBID, source: 'admin', sourceId: `benefit:${randomUUID()}` },
      [{ kind: 'benefit_set', itemId: benefitId, quantity: 1, until }],
    );

  const missing = (accountDBID: number, benefitId: number) =>
    notFound(text(AdminAccountsText.benefitMissing, { accountDBID, benefitId }));

  return {
    /** One page of benefits whose account ID or benefit ID equals the search. */
    async list(query: AdminListQuery): Promise<BenefitList> {
      let where: SQL | undefined;
      if (query.search) {
        const id = searchAsId(query.search) ?? badRequest(AdminAccountsText.benefitSearch);
        where = or(eq(accountBenefits.accountDBID, id), eq(accountBenefits.benefitId, id));
      }
      const { limit, offset } = pageWindow(query.page, query.pageSize);
      const [rows, [total]] = await Promise.all([
        db
          .select({
            accountDBID: accountBenefits.accountDBID,
            userName: accounts.userName,
            benefitId: accountBenefits.benefitId,
            availableUntil: accountBenefits.availableUntil,
          })
          .from(accountBenefits)
          .leftJoin(accounts, eq(accounts.accountDBID, accountBenefits.accountDBID))
          .where(where)
          .orderBy(asc(accountBenefits.accountDBID), asc(accountBenefits.benefitId))
          .limit(limit)
          .offset(offset),
        db.select({ value: count() }).from(accountBenefits).where(where),
      ]);
      return {
        benefits: rows.map((row) => ({ ...row, availableUntil: row.availableUntil.toISOString() })),
        total: total?.value ?? 0,
        page: query.page,
        pageSize: query.pageSize,
      };
    },

    async create(actor: Actor, input: { accountDBID: number; benefitId: number; availableUntil: string }) {
      try {
        return await db.transaction(async (tx) => {
          await lockTargetAccount(tx, actor, input.accountDBID);
          const availableUntil = new Date(input.availableUntil);
          await tx.insert(accountBenefits).values({ ...input, availableUntil });
          await setInGame(tx, input.accountDBID, input.benefitId, availableUntil);
          await recordAudit(tx, clock, {
            actor,
            action: 'benefit.create',
            targetAccountDBID: input.accountDBID,
            changes: { benefitId: input.benefitId, availableUntil: availableUntil.toISOString() },
          });
          return { message: AdminAccountsText.benefitAdded };
        });
      } catch (error) {
        if (uniqueViolation(error) !== undefined) {
          conflict(
            text(AdminAccountsText.benefitExists, {
              accountDBID: input.accountDBID,
              benefitId: input.benefitId,
            }),
          );
        }
        throw error;
      }
    },

    async update(actor: Actor, accountDBID: number, input: { benefitId: number; date: string }) {
      return db.transaction(async (tx) => {
        await lockTargetAccount(tx, actor, accountDBID);
        const key = and(
          eq(accountBenefits.accountDBID, accountDBID),
          eq(accountBenefits.benefitId, input.benefitId),
        );
        const [before] = await tx.select().from(accountBenefits).where(key).for('update');
        if (!before) return missing(accountDBID, input.benefitId);
        const availableUntil = new Date(input.date);
        await tx.update(accountBenefits).set({ availableUntil }).where(key);
        await setInGame(tx, accountDBID, input.benefitId, availableUntil);
        await recordAudit(tx, clock, {
          actor,
          action: 'benefit.update',
          targetAccountDBID: accountDBID,
          changes: {
            benefitId: input.benefitId,
            availableUntil: { from: before.availableUntil.toISOString(), to: availableUntil.toISOString() },
          },
        });
        return { message: AdminAccountsText.benefitUpdated };
      });
    },

    async remove(actor: Actor, accountDBID: number, benefitId: number) {
      return db.transaction(async (tx) => {
        await lockTargetAccount(tx, actor, accountDBID);
        const removed = await tx
          .delete(accountBenefits)
          .where(and(eq(accountBenefits.accountDBID, accountDBID), eq(accountBenefits.benefitId, benefitId)))
          .returning();
        if (removed.length === 0) return missing(accountDBID, benefitId);
        await setInGame(tx, accountDBID, benefitId, null);
        await recordAudit(tx, clock, {
          actor,
          action: 'benefit.delete',
          targetAccountDBID: accountDBID,
          changes: { benefitId },
        });
        return { message: AdminAccountsText.benefitRemoved };
      });
    },
  };
}

export type AdminBenefitsService = ReturnType<typeof createAdminBenefitsService>;
