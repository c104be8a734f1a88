import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { type DeliveryRow, deliveries } from '../db/schema/index.ts';
import type { Clock } from './clock.ts';

/** The deliveries outbox: items on their way to the game, each (source, source id, item) queued once. */
export function createDeliveries(deps: { db: Db; clock: Clock }) {
  const { clock } = deps;
  return {
    /** Queues items inside the caller's transaction; a source that already queued an item queues nothing more. */
    async enqueue(
      tx: Db,
      input: {
        accountDBID: number;
        source: 'order' | 'reward' | 'admin';
        sourceId: string;
        items: { itemId: number; quantity: number }[];
      },
    ): Promise<number> {
      if (input.items.length === 0) return 0;
      const now = clock.now();
      const inserted = await tx
        .insert(deliveries)
        .values(
          input.items.map((item) => ({
            accountDBID: input.accountDBID,
            itemId: item.itemId,
            quantity: item.quantity,
            source: input.source,
            sourceId: input.sourceId,
            createdAt: now,
            updatedAt: now,
          })),
        )
        .onConflictDoNothing()
        .returning({ id: deliveries.id });
      return inserted.length;
    },

    /** Cancels the pending deliveries of a source (a refund); returns how many. */
    async cancelPending(tx: Db, source: 'order' | 'reward' | 'admin', sourceId: string): Promise<number> {
      const cancelled = await tx
        .update(deliveries)
        .set({ status: 'cancelled', updatedAt: clock.now() })
        .where(
          and(
            eq(deliveries.source, source),
            eq(deliveries.sourceId, sourceId),
            eq(deliveries.status, 'pending'),
          ),
        )
        .returning({ id: deliveries.id });
      return cancelled.length;
    },

    /** Pending deliveries, oldest first, counting this hand-out as an attempt. */
    async takePending(limit: number): Promise<DeliveryRow[]> {
      return deps.db.transaction(async (tx) => {
        const rows = await tx
          .select()
          .from(deliveries)
          .where(eq(deliveries.status, 'pending'))
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

    /** Marks a delivery delivered; acknowledging it again changes nothing. */
    async ack(id: number): Promise<'delivered' | 'cancelled' | 'missing'> {
      const now = clock.now();
      const [row] = await deps.db
        .update(deliveries)
        .set({ status: 'delivered', deliveredAt: now, updatedAt: now })
        .where(and(eq(deliveries.id, id), eq(deliveries.status, 'pending')))
        .returning({ id: deliveries.id });
      if (row) return 'delivered';
      const [existing] = await deps.db
        .select({ status: deliveries.status })
        .from(deliveries)
        .where(eq(deliveries.id, id));
      if (!existing) return 'missing';
      return existing.status === 'cancelled' ? 'cancelled' : 'delivered';
    },
  };
}

export type Deliveries = ReturnType<typeof createDeliveries>;
