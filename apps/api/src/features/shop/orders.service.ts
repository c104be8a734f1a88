import type { AdminOrder } from '@agaia/contract';
import { and, count, desc, eq, inArray, or, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { accounts, type DeliveryRow, deliveries, type OrderStatus, orders } from '../../db/schema/index.ts';
import { type Actor, recordAudit } from '../../platform/audit.ts';
import type { Clock } from '../../platform/clock.ts';
import { conflict, notFound } from '../../platform/errors.ts';
import { containsPattern, pageWindow, searchAsId } from '../../platform/list-query.ts';

const toDelivery = (row: DeliveryRow) => ({
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
  lastError: row.lastError,
  nextAttemptAt: row.nextAttemptAt?.toISOString() ?? null,
  createdAt: row.createdAt.toISOString(),
  deliveredAt: row.deliveredAt?.toISOString() ?? null,
});

/** The admin's view of orders and their deliveries (prime 37). */
export function createOrdersService(deps: { db: Db; clock: Clock }) {
  const { db, clock } = deps;
  return {
    /** Orders newest first; the search matches an order or account ID, a user name fragment or a Stripe id. */
    async list(query: {
      search: string;
      status?: OrderStatus;
      page: number;
      pageSize: '10' | '50' | '100' | 'all';
    }) {
      const filters: (SQL | undefined)[] = [query.status ? eq(orders.status, query.status) : undefined];
      if (query.search) {
        const id = searchAsId(query.search);
        filters.push(
          or(
            id === undefined ? undefined : eq(orders.id, id),
            id === undefined ? undefined : eq(orders.accountDBID, id),
            sql`lower(${accounts.userName}) like ${containsPattern(query.search)}`,
            eq(orders.stripeSessionId, query.search),
            eq(orders.stripePaymentIntentId, query.search),
          ),
        );
      }
      const where = and(...filters);
      const { limit, offset } = pageWindow(query.page, query.pageSize);
      const [rows, [total]] = await Promise.all([
        db
          .select({ order: orders, userName: accounts.userName })
          .from(orders)
          .leftJoin(accounts, eq(accounts.accountDBID, orders.accountDBID))
          .where(where)
          .orderBy(desc(orders.createdAt), desc(orders.id))
          .limit(limit)
          .offset(offset),
        db
          .select({ value: count() })
          .from(orders)
          .leftJoin(accounts, eq(accounts.accountDBID, orders.accountDBID))
          .where(where),
      ]);
      const ids = rows.map((row) => String(row.order.id));
      const items = ids.length
        ? await db
            .select()
            .from(deliveries)
            .where(and(eq(deliveries.source, 'order'), inArray(deliveries.sourceId, ids)))
        : [];
      const result: AdminOrder[] = rows.map(({ order, userName }) => ({
        id: order.id,
        accountDBID: order.accountDBID,
        userName,
        productId: order.productId,
        productName: order.productName,
        amountCents: order.amountCents,
        currency: order.currency,
        status: order.status,
        stripeSessionId: order.stripeSessionId,
        stripePaymentIntentId: order.stripePaymentIntentId,
        createdAt: order.createdAt.toISOString(),
        paidAt: order.paidAt?.toISOString() ?? null,
        deliveries: items.filter((item) => item.sourceId === String(order.id)).map(toDelivery),
      }));
      return { orders: result, total: total?.value ?? 0 };
    },

    /** Puts a cancelled delivery back in the queue, or cancels a pending one; audited. */
    async setDeliveryStatus(actor: Actor, id: number, to: 'pending' | 'cancelled') {
      const from = to === 'pending' ? 'cancelled' : 'pending';
      return db.transaction(async (tx) => {
        const [row] = await tx
          .update(deliveries)
          .set({ status: to, updatedAt: clock.now() })
          .where(and(eq(deliveries.id, id), eq(deliveries.status, from)))
          .returning();
        if (!row) {
          const [existing] = await tx.select().from(deliveries).where(eq(deliveries.id, id));
          if (!existing) return notFound('Delivery not found.');
          return conflict(
            `This delivery is ${existing.status}: only a ${from} delivery can be ${to === 'pending' ? 're-queued' : 'cancelled'}.`,
          );
        }
        await recordAudit(tx, clock, {
          actor,
          action: to === 'pending' ? 'delivery.requeue' : 'delivery.cancel',
          targetAccountDBID: row.accountDBID,
          changes: {
            deliveryId: id,
            itemId: row.itemId,
            quantity: row.quantity,
            source: row.source,
            sourceId: row.sourceId,
          },
        });
        return { message: to === 'pending' ? 'Delivery re-queued.' : 'Delivery cancelled.' };
      });
    },
  };
}

export type OrdersService = ReturnType<typeof createOrdersService>;
