import { ORDER_STATUSES, type PaymentStats } from '@agaia/contract';
import { sql } from 'drizzle-orm';
import { type Db, rowsOf } from '../../db/client.ts';
import { alignSeries, num, publicPeriod, type ResolvedPeriod } from './period.ts';

const TOP_PRODUCTS = 10;

/**
 * Payment Stats, in the shop's currency (STRIPE_CURRENCY; orders in another currency, from before a change, are left
 * out of the amounts). Revenue counts by the day an order was paid, refunded and disputed ones included (the money
 * came in; their refunds and disputes are shown beside it, by the day the order last changed).
 */
export function createPaymentStats(deps: { db: Db; currency: string }) {
  const { db, currency } = deps;
  const inPeriod = (column: ReturnType<typeof sql.raw>, period: ResolvedPeriod) =>
    sql`${column} >= ${period.start} and ${column} < ${period.end}`;
  const paid = sql`status in ('paid', 'refunded', 'disputed') and currency = ${currency}`;

  return {
    async payments(period: ResolvedPeriod): Promise<PaymentStats> {
      const paidAt = sql.raw('paid_at');
      const [revenueResult, statusResult, productsResult, lossesResult, deliveriesResult] = await Promise.all(
        [
          db.execute(sql`
          select ${period.bucketOfInstant(sql`paid_at`)} as bucket, sum(amount_cents)::bigint as cents,
            count(*)::bigint as orders
          from orders where ${inPeriod(paidAt, period)} and ${paid} group by 1`),
          db.execute(sql`
          select status, count(*)::bigint as n from orders
          where ${inPeriod(sql.raw('created_at'), period)} group by 1`),
          db.execute(sql`
          select o.product_id, coalesce(max(p.name), (array_agg(o.product_name order by o.id desc))[1]) as name,
            count(*)::bigint as orders, sum(o.amount_cents)::bigint as cents
          from orders o left join products p on p.id = o.product_id
          where ${inPeriod(sql.raw('o.paid_at'), period)} and o.status in ('paid', 'refunded', 'disputed')
            and o.currency = ${currency}
          group by o.product_id order by 4 desc, 3 desc, 1 limit ${TOP_PRODUCTS}`),
          db.execute(sql`
          select status, count(*)::bigint as n, sum(amount_cents)::bigint as cents from orders
          where status in ('refunded', 'disputed') and currency = ${currency}
            and ${inPeriod(sql.raw('updated_at'), period)}
          group by 1`),
          db.execute(sql`
          select count(*)::bigint as n, min(created_at) as oldest from deliveries
          where status in ('pending', 'sending', 'unknown')`),
        ],
      );
      type Revenue = { bucket: string; cents: string; orders: string };
      const revenue = rowsOf<Revenue>(revenueResult);
      const revenueCents = alignSeries(period, revenue, (row) => num(row.cents));
      const paidOrders = alignSeries(period, revenue, (row) => num(row.orders));
      const counted = new Map(
        rowsOf<{ status: string; n: string }>(statusResult).map((r) => [r.status, num(r.n)]),
      );
      const byStatus = Object.fromEntries(ORDER_STATUSES.map((status) => [status, counted.get(status) ?? 0]));
      const losses = new Map(
        rowsOf<{ status: string; n: string; cents: string }>(lossesResult).map((r) => [r.status, r]),
      );
      const totalCents = revenueCents.reduce((sum, n) => sum + n, 0);
      const totalOrders = paidOrders.reduce((sum, n) => sum + n, 0);
      const open = rowsOf<{ n: string; oldest: Date | string | null }>(deliveriesResult)[0];
      type Product = { product_id: number; name: string; orders: string; cents: string };
      return {
        period: publicPeriod(period),
        currency,
        revenueCents,
        paidOrders,
        byStatus: byStatus as PaymentStats['byStatus'],
        topProducts: rowsOf<Product>(productsResult).map((row) => ({
          productId: Number(row.product_id),
          name: row.name,
          orders: num(row.orders),
          revenueCents: num(row.cents),
        })),
        totals: {
          revenueCents: totalCents,
          paidOrders: totalOrders,
          averageOrderCents: totalOrders > 0 ? Math.round(totalCents / totalOrders) : null,
          refunds: num(losses.get('refunded')?.n),
          refundedCents: num(losses.get('refunded')?.cents),
          disputes: num(losses.get('disputed')?.n),
          disputedCents: num(losses.get('disputed')?.cents),
        },
        deliveries: {
          open: num(open?.n),
          oldestCreatedAt: open?.oldest ? new Date(open.oldest).toISOString() : null,
        },
      };
    },
  };
}
