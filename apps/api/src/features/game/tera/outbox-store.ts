import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client.ts';
import { type DeliveryPayload, type DeliveryRow, deliveries } from '../../../db/schema/index.ts';
import type { Clock } from '../../../platform/clock.ts';

/** Backoff after a busy or failed call: 5 s doubling per attempt, at most 10 minutes. */
export function backoffMs(attempts: number): number {
  return Math.min(5_000 * 2 ** Math.max(0, attempts - 1), 600_000);
}

type Row = Record<string, unknown>;

/** How long a row whose answer was lost waits before it is reconciled. */
const UNKNOWN_SETTLE_MS = 15_000;

const fromSql = (row: Row): DeliveryRow => ({
  id: Number(row.id),
  accountDBID: Number(row.account_dbid),
  kind: row.kind as DeliveryRow['kind'],
  itemId: Number(row.item_id),
  quantity: Number(row.quantity),
  seq: Number(row.seq),
  until: row.until ? new Date(row.until as string) : null,
  payload: (row.payload as DeliveryPayload | null) ?? null,
  source: row.source as DeliveryRow['source'],
  sourceId: String(row.source_id),
  status: row.status as DeliveryRow['status'],
  attempts: Number(row.attempts),
  lastError: (row.last_error as string | null) ?? null,
  nextAttemptAt: row.next_attempt_at ? new Date(row.next_attempt_at as string) : null,
  createdAt: new Date(row.created_at as string),
  updatedAt: new Date(row.updated_at as string),
  deliveredAt: row.delivered_at ? new Date(row.delivered_at as string) : null,
});

/**
 * The worker's side of the deliveries outbox: claiming a row (atomically, so two instances never push the same one),
 * and recording how its call ended. A row waits while an earlier open row of its lane (the account's bans; one
 * benefit of the account) exists, so a ban and its unban, or two edits of one benefit, reach the game in order.
 */
export function createOutboxStore(deps: { db: Db; clock: Clock }) {
  const { db, clock } = deps;

  const rowsOf = (result: unknown): Row[] =>
    Array.isArray(result) ? (result as Row[]) : ((result as { rows: Row[] }).rows ?? []);

  return {
    /**
     * Claims the next row to push (pending and due) or to reconcile (unknown, or left in `sending` for longer than
     * the lease by a process that died), marking it `sending`. Answers the row and what it was before.
     */
    async claim(
      leaseMs: number,
    ): Promise<{ row: DeliveryRow; was: 'pending' | 'unknown' | 'sending' } | undefined> {
      const now = clock.now();
      const stale = new Date(now.getTime() - leaseMs);
      // tera-api may answer a box send before its queue row is written: a lost answer is read back only after a
      // pause, so the reconciliation sees what the call did.
      const settled = new Date(now.getTime() - UNKNOWN_SETTLE_MS);
      const result = await db.execute(sql`
        with next as (
          select d.id, d.status as was from deliveries d
          where (
            (d.status = 'pending' and (d.next_attempt_at is null or d.next_attempt_at <= ${now}))
            or (d.status = 'unknown' and d.updated_at < ${settled})
            or (d.status = 'sending' and d.updated_at < ${stale})
          )
          and not exists (
            select 1 from deliveries e
            where e.account_dbid = d.account_dbid and e.id < d.id
              and e.status in ('pending', 'sending', 'unknown')
              and (
                (d.kind in ('ban', 'unban') and e.kind in ('ban', 'unban'))
                or (d.kind like 'benefit%' and e.kind like 'benefit%' and e.item_id = d.item_id)
              )
          )
          order by (d.status <> 'pending') desc, d.id
          limit 1
          for update of d skip locked
        )
        update deliveries set status = 'sending', updated_at = ${now},
          attempts = deliveries.attempts + (case when next.was = 'pending' then 1 else 0 end)
        from next where deliveries.id = next.id
        returning deliveries.*, next.was`);
      const [raw] = rowsOf(result);
      if (!raw) return undefined;
      return { row: fromSql(raw), was: raw.was as 'pending' | 'unknown' | 'sending' };
    },

    /** Keeps what was read before a non-idempotent call, before making it (a crash after the call can still tell). */
    async remember(id: number, payload: DeliveryPayload): Promise<void> {
      await db
        .update(deliveries)
        .set({ payload, updatedAt: clock.now() })
        .where(and(eq(deliveries.id, id), eq(deliveries.status, 'sending')));
    },

    async delivered(id: number): Promise<void> {
      const now = clock.now();
      await db
        .update(deliveries)
        .set({ status: 'delivered', deliveredAt: now, updatedAt: now, lastError: null, nextAttemptAt: null })
        .where(and(eq(deliveries.id, id), eq(deliveries.status, 'sending')));
    },

    /** A permanent refusal: the staff see it, and may retry once they fixed the cause. */
    async failed(id: number, error: string): Promise<void> {
      await db
        .update(deliveries)
        .set({ status: 'failed', lastError: error.slice(0, 1000), updatedAt: clock.now() })
        .where(and(eq(deliveries.id, id), eq(deliveries.status, 'sending')));
    },

    /** Back to pending, tried again after the delay (0: at once). */
    async retryLater(id: number, delayMs: number, error: string | null): Promise<void> {
      const now = clock.now();
      await db
        .update(deliveries)
        .set({
          status: 'pending',
          lastError: error?.slice(0, 1000) ?? null,
          nextAttemptAt: delayMs > 0 ? new Date(now.getTime() + delayMs) : null,
          updatedAt: now,
        })
        .where(and(eq(deliveries.id, id), eq(deliveries.status, 'sending')));
    },

    /** The call's answer was lost: it may or may not have acted, so it is reconciled before anything else. */
    async unknown(id: number, reason: string): Promise<void> {
      await db
        .update(deliveries)
        .set({ status: 'unknown', lastError: reason.slice(0, 1000), updatedAt: clock.now() })
        .where(and(eq(deliveries.id, id), eq(deliveries.status, 'sending')));
    },
  };
}
