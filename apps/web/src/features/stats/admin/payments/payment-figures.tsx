import { ORDER_STATUSES, type PaymentStats } from '@agaia/contract';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { type Column, DataTable } from '../../../../components/admin/data-table.tsx';
import { formatMoney, formatNumber } from '../../../../lib/format.ts';
import { categoryModel, timeModel } from '../chart/chart-model.ts';
import { periodFileName } from '../chart/csv.ts';
import { StatsFigure } from '../chart/stats-figure.tsx';
import styles from '../parts/stats.module.css';
import { moneySeries } from '../parts/stats-format.ts';
import { PaymentTiles } from './payment-tiles.tsx';

type Product = PaymentStats['topProducts'][number];

/** Payment Stats' figures: the tiles, revenue (bars) and paid orders per bucket, orders by status, top products. */
export function PaymentFigures({ data }: { data: PaymentStats }) {
  const { t } = useTranslation();
  const productsId = useId();
  const { period, currency } = data;
  const code = currency.toUpperCase();
  const revenueLabel = t('admin.stats.payments.revenue');
  const revenue = timeModel(period, t(`admin.stats.chart.keys.${period.bucket}`), [
    {
      key: 'revenue',
      label: revenueLabel,
      csvLabel: t('admin.stats.payments.withCurrency', { label: revenueLabel, currency: code }),
      values: data.revenueCents,
      kind: 'bar',
      color: 0,
      ...moneySeries(currency),
    },
    {
      key: 'paid',
      label: t('admin.stats.payments.paidOrders'),
      values: data.paidOrders,
      axis: 'right',
      color: 1,
    },
  ]);
  const statuses = categoryModel(
    t('admin.stats.payments.status'),
    ORDER_STATUSES.map((status) => t(`admin.orders.statuses.${status}`)),
    {
      key: 'orders',
      label: t('admin.stats.payments.orders'),
      values: ORDER_STATUSES.map((status) => data.byStatus[status] ?? 0),
      color: 1,
    },
  );
  const columns: Column<Product>[] = [
    { key: 'name', header: t('admin.stats.payments.product'), isWrapping: true, cell: (row) => row.name },
    {
      key: 'orders',
      header: t('admin.stats.payments.orders'),
      isNumeric: true,
      cell: (row) => formatNumber(row.orders),
    },
    {
      key: 'revenue',
      header: revenueLabel,
      isNumeric: true,
      cell: (row) => formatMoney(row.revenueCents, currency),
    },
  ];
  return (
    <>
      <PaymentTiles data={data} />
      <StatsFigure
        title={t('admin.stats.payments.revenueChart')}
        model={revenue}
        fileName={periodFileName('revenue', period)}
      />
      <div className={styles.figures}>
        <StatsFigure
          title={t('admin.stats.payments.byStatus')}
          model={statuses}
          fileName={periodFileName('orders-by-status', period)}
        />
        <section className={styles.block} aria-labelledby={productsId}>
          <h5 id={productsId} className={styles.subTitle}>
            {t('admin.stats.payments.topProducts')}
          </h5>
          <DataTable
            caption={t('admin.stats.payments.topProducts')}
            columns={columns}
            rows={data.topProducts}
            rowKey={(row) => row.productId}
            empty={t('admin.stats.payments.noProducts')}
          />
        </section>
      </div>
    </>
  );
}
