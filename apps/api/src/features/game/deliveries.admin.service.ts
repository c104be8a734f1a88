import {
  type AdminDeliveriesQuery,
  type AdminDelivery,
  GameMessages,
  type LanguageCode,
} from '@agaia/contract';
import { and, count, desc, eq, inArray, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db } from '../../db/client.ts';
import { accounts, type DeliveryRow, type DeliveryStatus, deliveries } from '../../db/schema/index.ts';
import { GameText } from '../../i18n/en/game.ts';
import { lockTargetAccount } from '../../platform/admin-hierarchy.ts';
import { type Actor, recordAudit } from '../../platform/audit.ts';
import type { Clock } from '../../platform/clock.ts';
import { deliveryAnswer } from '../../platform/deliveries.ts';
import { conflict, notFound } from '../../platform/errors.ts';
import { pageWindow } from '../../platform/list-query.ts';

const toAdminDelivery = (
  row: DeliveryRow,
  userName: string | null,
  language: LanguageCode,
): AdminDelivery => ({
  ...deliveryAnswer(row, language),
  userName,
});

/** What each action may start from: a row on its way (sending, unknown) is the worker's until it settles. */
const ALLOWED = {
  retry: ['failed', 'cancelled'],
  cancel: ['pending', 'failed'],
} as const;
type Action = keyof typeof ALLOWED;

/** Why an action refuses a row, for each state it does not start from. */
const REFUSED: { [A in Action]: Record<Exclude<DeliveryStatus, (typeof ALLOWED)[A][number]>, string> } = {
  retry: {
    pending: GameText.retryPending,
    sending: GameText.retrySending,
    unknown: GameText.retryUnknown,
    delivered: GameText.retryDelivered,
  },
  cancel: {
    sending: GameText.cancelSending,
    unknown: GameText.cancelUnknown,
    delivered: GameText.cancelDelivered,
    cancelled: GameText.cancelCancelled,
  },
};

/**
 * The staff's view of the deliveries outbox (Game → Deliveries, prime 31): every row with its state and last error,
 * retry of a failed or cancelled row, cancel of one not yet sent; audited, on accounts the actor outranks.
 */
export function createAdminDeliveriesService(deps: { db: Db; clock: Clock; wake: () => void }) {
  const { db, clock } = deps;
  return {
    /** The rows and counts; a stored last error the catalog holds is read in `language`. */
    async list(query: z.output<typeof AdminDeliveriesQuery>, language: LanguageCode) {
      const filters: SQL[] = [];
      if (query.status) filters.push(eq(deliveries.status, query.status));
      if (query.kind) filters.push(eq(deliveries.kind, query.kind));
      if (query.accountDBID) filters.push(eq(deliveries.accountDBID, query.accountDBID));
      const where = filters.length > 0 ? and(...filters) : undefined;
      const { limit, offset } = pageWindow(query.page, query.pageSize);
      const [rows, [total], open] = await Promise.all([
        db
          .select({ row: deliveries, userName: accounts.userName })
          .from(deliveries)
          .leftJoin(accounts, eq(accounts.accountDBID, deliveries.accountDBID))
          .where(where)
          .orderBy(desc(deliveries.id))
          .limit(limit)
          .offset(offset),
        db.select({ value: count() }).from(deliveries).where(where),
        db
          .select({ status: deliveries.status, value: count() })
          .from(deliveries)
          .where(inArray(deliveries.status, ['pending', 'failed', 'unknown']))
          .groupBy(deliveries.status),
      ]);
      const countOf = (status: string) => open.find((row) => row.status === status)?.value ?? 0;
      return {
        deliveries: rows.map(({ row, userName }) => toAdminDelivery(row, userName, language)),
        total: total?.value ?? 0,
        counts: { pending: countOf('pending'), failed: countOf('failed'), unknown: countOf('unknown') },
      };
    },

    /** Retries a failed or cancelled row (after the staff fixed the cause), or cancels one not yet sent. */
    async act(actor: Actor, id: number, action: Action) {
      const message = await db.transaction(async (tx) => {
        const [row] = await tx.select().from(deliveries).where(eq(deliveries.id, id)).for('update');
        if (!row) return notFound(GameMessages.deliveryNotFound);
        await lockTargetAccount(tx, actor, row.accountDBID);
        const refusal = (REFUSED[action] as Partial<Record<DeliveryStatus, string>>)[row.status];
        if (refusal) return conflict(refusal);
        const now = clock.now();
        await tx
          .update(deliveries)
          .set(
            action === 'retry'
              ? { status: 'pending', nextAttemptAt: null, lastError: null, updatedAt: now }
              : { status: 'cancelled', updatedAt: now },
          )
          .where(eq(deliveries.id, id));
        await recordAudit(tx, clock, {
          actor,
          action: action === 'retry' ? 'delivery.retry' : 'delivery.cancel',
          targetAccountDBID: row.accountDBID,
          changes: {
            deliveryId: id,
            kind: row.kind,
            itemId: row.itemId,
            quantity: row.quantity,
            from: row.status,
          },
        });
        return action === 'retry' ? GameText.deliveryRequeued : GameText.deliveryCancelled;
      });
      if (action === 'retry') deps.wake();
      return { message };
    },
  };
}

export type AdminDeliveriesService = ReturnType<typeof createAdminDeliveriesService>;
