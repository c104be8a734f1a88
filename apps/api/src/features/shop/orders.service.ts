import type {
  AdminOrder,
  LanguageCode,
  OrderDeliveryState,
  PlayerOrder,
  PlayerOrderList,
} from '@agaia/contract';
import { and, asc, count, desc, eq, inArray, or, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { accounts, deliveries, type OrderStatus, orders, stripeEvents } from '../../db/schema/index.ts';
import { ShopText } from '../../i18n/en/shop.ts';
import { deliveryAnswer } from '../../platform/deliveries.ts';
import type { Entitlements } from '../../platform/entitlements.ts';
import { notFound } from '../../platform/errors.ts';
import { containsPattern, pageWindow, searchAsId } from '../../platform/list-query.ts';
import { takeBackAnswer } from '../../platform/take-back.ts';

type OrderRow = typeof orders.$inferSelect;
type DeliveryRow = typeof deliveries.$inferSelect;
type BenefitName = { benefitId: number; name: string };

/** What the buyer is told of an order's deliveries: a failed one (held for the staff) first, then any still under way. */
function deliveryStateOf(rows: Pick<DeliveryRow, 'status'>[]): OrderDeliveryState {
  if (rows.length === 0) return 'none';
  if (rows.some((row) => row.status === 'failed')) return 'delayed';
  if (rows.some((row) => ['pending', 'sending', 'unknown'].includes(row.status))) return 'pending';
  return rows.every((row) => row.status === 'cancelled') ? 'cancelled' : 'delivered';
}

/**
 * Orders: the admin's view with their deliveries (prime 37), and the orders of the account that placed them, with the
 * names of the benefits they grant (`benefitNames`: the pack configuration's; a benefit without one shows its id).
 */
export function createOrdersService(deps: {
  db: Db;
  entitlements: Pick<Entitlements, 'takeBacksOf'>;
  benefitNames?: readonly BenefitName[];
}) {
  const { db } = deps;
  const names = new Map((deps.benefitNames ?? []).map((entry) => [entry.benefitId, entry.name]));

  const deliveriesOf = async (ids: number[]) =>
    ids.length
      ? await db
          .select()
          .from(deliveries)
          .where(and(eq(deliveries.source, 'order'), inArray(deliveries.sourceId, ids.map(String))))
      : [];

  const playerOrder = (order: OrderRow, sent: DeliveryRow[]): PlayerOrder => ({
    id: order.id,
    productName: order.productName,
    amountCents: order.amountCents,
    currency: order.currency,
    status: order.status,
    createdAt: order.createdAt.toISOString(),
    paidAt: order.paidAt?.toISOString() ?? null,
    grants: order.grants,
    benefitNames: order.grants.benefits.flatMap(({ benefitId }) => {
      const name = names.get(benefitId);
      return name ? [{ benefitId, name }] : [];
    }),
    delivery: deliveryStateOf(sent.filter((row) => row.sourceId === String(order.id))),
  });

  return {
    /** One order of this account; another account's order answers 404 like an unknown one, so ids reveal nothing. */
    async ownOrder(accountDBID: number, id: number): Promise<PlayerOrder> {
      const [order] = await db
        .select()
        .from(orders)
        .where(and(eq(orders.id, id), eq(orders.accountDBID, accountDBID)));
      if (!order) return notFound(ShopText.orderNotFound);
      return playerOrder(order, await deliveriesOf([order.id]));
    },

    /** This account's orders, newest first, a page at a time: the profile's donation history. */
    async ownOrders(
      accountDBID: number,
      query: { page: number; pageSize: '10' | '50' },
    ): Promise<PlayerOrderList> {
      const { limit, offset } = pageWindow(query.page, query.pageSize);
      const mine = eq(orders.accountDBID, accountDBID);
      const [rows, [total]] = await Promise.all([
        db
          .select()
          .from(orders)
          .where(mine)
          .orderBy(desc(orders.createdAt), desc(orders.id))
          .limit(limit)
          .offset(offset),
        db.select({ value: count() }).from(orders).where(mine),
      ]);
      const sent = await deliveriesOf(rows.map((order) => order.id));
      return { orders: rows.map((order) => playerOrder(order, sent)), total: total?.value ?? 0 };
    },

    /**
     * Orders newest first; the search matches an order or account ID, a user name fragment or a Stripe id. A delivery's
     * last error the catalog holds is read in `language`.
     */
    async list(
      query: { search: string; status?: OrderStatus; page: number; pageSize: '10' | '50' | '100' | 'all' },
      language: LanguageCode,
    ) {
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
      const ids = rows.map((row) => row.order.id);
      const [items, takeBacks, events] = await Promise.all([
        deliveriesOf(ids),
        deps.entitlements.takeBacksOf('order', ids.map(String)),
        ids.length
          ? db
              .select()
              .from(stripeEvents)
              .where(inArray(stripeEvents.orderId, ids))
              .orderBy(asc(stripeEvents.seq))
          : [],
      ]);
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
        deliveries: items
          .filter((item) => item.sourceId === String(order.id))
          .map((item) => deliveryAnswer(item, language)),
        takeBack: (() => {
          const taken = takeBacks.find((row) => row.sourceId === String(order.id));
          return taken ? takeBackAnswer(taken) : null;
        })(),
        events: events
          .filter((event) => event.orderId === order.id)
          .map((event) => ({
            id: event.id,
            type: event.type,
            effect: event.effect,
            receivedAt: event.receivedAt.toISOString(),
          })),
      }));
      return { orders: result, total: total?.value ?? 0 };
    },
  };
}

export type OrdersService = ReturnType<typeof createOrdersService>;
