import type { Delivery, LanguageCode } from '@agaia/contract';
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { type DeliveryKind, type DeliveryPayload, type DeliveryRow, deliveries } from '../db/schema/index.ts';
import { localize } from '../i18n/index.ts';
import type { Clock } from './clock.ts';

export type DeliverySource = 'order' | 'reward' | 'admin';

/**
 * A delivery row as the contract's Delivery answers it (the order's list, the staff's outbox). Its last error is the
 * game's own words, or a catalog sentence of the site's (GameText.itemWithoutBox), read in `language`.
 */
export const deliveryAnswer = (row: DeliveryRow, language: LanguageCode): Delivery => ({
  id: row.id,
  accountDBID: row.accountDBID,
  kind: row.kind,
  itemId: row.itemId,
  quantity: row.quantity,
  until: row.until?.toISOString() ?? null,
  source: row.source,
  sourceId: row.sourceId,
  status: row.status,
  attempts: row.attempts,
  lastError: row.lastError === null ? null : localize(language, row.lastError),
  nextAttemptAt: row.nextAttemptAt?.toISOString() ?? null,
  createdAt: row.createdAt.toISOString(),
  deliveredAt: row.deliveredAt?.toISOString() ?? null,
});

/** One thing for the game, as queued: see DeliveryKind for what each kind means. */
export interface DeliveryThing {
  kind: DeliveryKind;
  itemId: number;
  quantity: number;
  seq?: number;
  until?: Date | null;
  payload?: DeliveryPayload;
}

/**
 * The deliveries outbox (ADR 011): everything on its way to the game, each (source, source id, kind, thing, n-th)
 * queued once, inside the caller's transaction, so a retried webhook or claim never queues twice.
 */
export function createDeliveries(deps: { db: Db; clock: Clock }) {
  const { clock } = deps;
  return {
    /** Queues things inside the caller's transaction; what the source already queued is not queued again. */
    async enqueue(
      tx: Db,
      target: { accountDBID: number; source: DeliverySource; sourceId: string },
      things: DeliveryThing[],
    ): Promise<number> {
      if (things.length === 0) return 0;
      const now = clock.now();
      const inserted = await tx
        .insert(deliveries)
        .values(
          things.map((thing) => ({
            accountDBID: target.accountDBID,
            kind: thing.kind,
            itemId: thing.itemId,
            quantity: thing.quantity,
            seq: thing.seq ?? 0,
            until: thing.until ?? null,
            payload: thing.payload ?? null,
            source: target.source,
            sourceId: target.sourceId,
            createdAt: now,
            updatedAt: now,
          })),
        )
        .onConflictDoNothing()
        .returning({ id: deliveries.id });
      return inserted.length;
    },

    /** Cancels what a source queued and the game has not been asked for yet (a refund); returns how many. */
    async cancelPending(tx: Db, source: DeliverySource, sourceId: string): Promise<number> {
      const cancelled = await tx
        .update(deliveries)
        .set({ status: 'cancelled', updatedAt: clock.now() })
        .where(
          and(
            eq(deliveries.source, source),
            eq(deliveries.sourceId, sourceId),
            inArray(deliveries.status, ['pending', 'failed']),
          ),
        )
        .returning({ id: deliveries.id });
      return cancelled.length;
    },

    /** Everything a source queued, oldest first, locked for the rest of the caller's transaction (a take-back). */
    async ofSource(tx: Db, source: DeliverySource, sourceId: string): Promise<DeliveryRow[]> {
      return tx
        .select()
        .from(deliveries)
        .where(and(eq(deliveries.source, source), eq(deliveries.sourceId, sourceId)))
        .orderBy(asc(deliveries.id))
        .for('update');
    },

    /** Pending items for a custom connector (GAME_BACKEND=none), oldest first, counting this hand-out as an attempt. */
    async takePending(limit: number): Promise<DeliveryRow[]> {
      return deps.db.transaction(async (tx) => {
        const rows = await tx
          .select()
          .from(deliveries)
          .where(and(eq(deliveries.status, 'pending'), eq(deliveries.kind, 'item')))
          .orderBy(asc(deliveries.createdAt), asc(deliveries.id))
          .limit(limit);
        if (rows.length === 0) return rows;
        await tx
          .update(deliveries)
          .set({ attempts: sql`${deliveries.attempts} + 1`, updatedAt: clock.now() })
          .where(
            inArray(
              deliveries.id,
              rows.map((row) => row.id),
            ),
          );
        return rows.map((row) => ({ ...row, attempts: row.attempts + 1 }));
      });
    },

    /** Marks an item delivered by a custom connector; acknowledging it again changes nothing. */
    async ack(id: number): Promise<'delivered' | 'cancelled' | 'missing'> {
      const now = clock.now();
      const [row] = await deps.db
        .update(deliveries)
        .set({ status: 'delivered', deliveredAt: now, updatedAt: now })
        .where(and(eq(deliveries.id, id), eq(deliveries.status, 'pending'), eq(deliveries.kind, 'item')))
        .returning({ id: deliveries.id });
      if (row) return 'delivered';
      const [existing] = await deps.db
        .select({ status: deliveries.status, kind: deliveries.kind })
        .from(deliveries)
        .where(eq(deliveries.id, id));
      if (existing?.kind !== 'item') return 'missing';
      return existing.status === 'cancelled' ? 'cancelled' : 'delivered';
    },
  };
}

export type Deliveries = ReturnType<typeof createDeliveries>;
