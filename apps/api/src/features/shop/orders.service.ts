import type { AdminOrder, PlayerOrder } from '@agaia/contract';
import { and, count, desc, eq, inArray, or, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { accounts, deliveries, type OrderStatus, orders } from '../../db/schema/index.ts';
import { deliveryAnswer } from '../../platform/deliveries.ts';
import { notFound } from '../../platform/errors.ts';
import { containsPattern, pageWindow, searchAsId } from '../../platform/list-query.ts';

/** Orders: the admin's view with their deliveries (prime 37), and one order for the account that placed it. */
export function createOrdersService(deps: { db: Db }) {
  const { db } = deps;
  return {
    /** One order of this account; another account's order answers 404 like an unknown one, so ids reveal nothing. */
    async ownOrder(accountDBID: number, id: number): Promise<PlayerOrder> {
      const [order] = await db
        .select()
        .from(orders)
        .where(and(eq(orders.id, id), eq(orders.accountDBID, accountDBID)));
      if (!order) return notFound('Order not found.');
      return {
        id: order.id,
        productName: order.productName,
        amountCents: order.amountCents,
        currency: order.currency,
        status: order.status,
        createdAt: order.createdAt.toISOString(),
        paidAt: order.paidAt?.toISOString() ?? null,
        grants: order.grants,
      };
    },

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
        deliveries: items.filter((item) => item.sourceId === String(order.id)).map(deliveryAnswer),
      }));
      return { orders: result, total: total?.value ?? 0 };
    },
  };
}

export type OrdersService = ReturnType<typeof createOrdersService>;
