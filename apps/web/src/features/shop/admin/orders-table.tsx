import type { AdminOrder } from '@agaia/contract';
import { useTranslation } from 'react-i18next';
import tableStyles from '../../../components/admin/admin-table.module.css';
import { type Column, DataTable, type Paging } from '../../../components/admin/data-table.tsx';
import { StatusBadge } from '../../../components/admin/status-badge.tsx';
import { OrderEvents, TakeBackSummary } from '../../../components/admin/take-back-summary.tsx';
import { formatDateTime, formatMoney } from '../../../lib/format.ts';
import { DeliveriesTable } from './deliveries-table.tsx';
import { ORDER_TONES } from './order-status.ts';
import styles from './shop.module.css';

type OrdersTableProps = {
  orders: AdminOrder[];
  isLoading: boolean;
  isBusy: boolean;
  error?: string;
  paging?: Paging;
};

/** Orders with their state, buyer, product, amount, Stripe ids and dates; a row opens to show its deliveries. */
export function OrdersTable({ orders, isLoading, isBusy, error, paging }: OrdersTableProps) {
  const { t } = useTranslation();
  const columns: Column<AdminOrder>[] = [
    { key: 'id', header: t('admin.orders.id'), cell: (order) => `#${order.id}`, isNumeric: true },
    {
      key: 'status',
      header: t('admin.orders.status'),
      cell: (order) => (
        <StatusBadge tone={ORDER_TONES[order.status]}>
          {t(`admin.orders.statuses.${order.status}`)}
        </StatusBadge>
      ),
    },
    {
      key: 'account',
      header: t('admin.orders.account'),
      cell: (order) => (
        <span className={styles.nameCell}>
          {order.userName ?? t('format.notAvailable')}
          <span className={styles.muted}>{t('admin.orders.accountId', { id: order.accountDBID })}</span>
        </span>
      ),
    },
    { key: 'product', header: t('admin.orders.product'), cell: (order) => order.productName },
    {
      key: 'amount',
      header: t('admin.orders.amount'),
      cell: (order) => formatMoney(order.amountCents, order.currency),
      isNumeric: true,
    },
    {
      key: 'stripe',
      header: t('admin.orders.stripe'),
      isWrapping: true,
      cell: (order) => (
        <span className={styles.ids}>
          <span>{order.stripeSessionId ?? t('format.notAvailable')}</span>
          <span className={styles.muted}>{order.stripePaymentIntentId ?? t('format.notAvailable')}</span>
        </span>
      ),
    },
    {
      key: 'dates',
      header: t('admin.orders.dates'),
      cell: (order) => (
        <dl className={tableStyles.dates}>
          <dt>{t('admin.orders.created')}</dt>
          <dd>{formatDateTime(order.createdAt)}</dd>
          <dt>{t('admin.orders.paid')}</dt>
          <dd>{formatDateTime(order.paidAt)}</dd>
        </dl>
      ),
    },
  ];

  return (
    <DataTable
      caption={t('admin.orders.caption')}
      columns={columns}
      rows={orders}
      rowKey={(order) => order.id}
      empty={t('admin.table.empty')}
      isLoading={isLoading}
      isBusy={isBusy}
      error={error}
      paging={paging}
      details={{
        header: t('admin.orders.details'),
        toggleLabel: (order) => t('admin.orders.showDeliveries', { id: order.id }),
        render: (order) => (
          <>
            <h4 className={styles.deliveriesTitle}>{t('admin.orders.details')}</h4>
            <DeliveriesTable order={order} />
            {order.takeBack && <TakeBackSummary takeBack={order.takeBack} />}
            <OrderEvents events={order.events ?? []} />
          </>
        ),
      }}
    />
  );
}
