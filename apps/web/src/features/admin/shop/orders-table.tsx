import type { AdminOrder } from '@agaia/contract';
import { ChevronRight } from 'lucide-react';
import { Fragment, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDateTime, formatMoney } from '../../../lib/format.ts';
import tableStyles from '../components/admin-table.module.css';
import { StatusBadge } from '../components/status-badge.tsx';
import { DeliveriesTable } from './deliveries-table.tsx';
import { ORDER_TONES } from './order-status.ts';
import styles from './shop.module.css';

const COLUMN_COUNT = 8;

type OrdersTableProps = { orders: AdminOrder[]; isBusy: boolean };

/** Orders with their state, buyer, product, amount, Stripe ids and dates; a row opens to show its deliveries. */
export function OrdersTable({ orders, isBusy }: OrdersTableProps) {
  const { t } = useTranslation();
  const baseId = useId();
  const [open, setOpen] = useState<ReadonlySet<number>>(new Set());
  const toggle = (id: number) =>
    setOpen((current) => {
      const next = new Set(current);
      if (!next.delete(id)) next.add(id);
      return next;
    });

  return (
    <div className={`${tableStyles.scroller} ${styles.ordersScroller}`}>
      <table className={tableStyles.table} aria-busy={isBusy || undefined} data-busy={isBusy || undefined}>
        <caption className={tableStyles.caption}>{t('admin.orders.caption')}</caption>
        <thead>
          <tr>
            <th scope="col">
              <span className={tableStyles.caption}>{t('admin.orders.details')}</span>
            </th>
            <th scope="col" className={tableStyles.numeric}>
              {t('admin.orders.id')}
            </th>
            <th scope="col">{t('admin.orders.status')}</th>
            <th scope="col">{t('admin.orders.account')}</th>
            <th scope="col">{t('admin.orders.product')}</th>
            <th scope="col" className={tableStyles.numeric}>
              {t('admin.orders.amount')}
            </th>
            <th scope="col" className={styles.wrapHeader}>
              {t('admin.orders.stripe')}
            </th>
            <th scope="col">{t('admin.orders.dates')}</th>
          </tr>
        </thead>
        <tbody>
          {orders.length === 0 && (
            <tr>
              <td colSpan={COLUMN_COUNT} className={tableStyles.empty}>
                {t('admin.table.empty')}
              </td>
            </tr>
          )}
          {orders.map((order) => {
            const isOpen = open.has(order.id);
            const detailsId = `${baseId}-${order.id}`;
            return (
              <Fragment key={order.id}>
                <tr>
                  <td>
                    <button
                      type="button"
                      className={styles.expand}
                      aria-expanded={isOpen}
                      aria-controls={isOpen ? detailsId : undefined}
                      aria-label={t('admin.orders.showDeliveries', { id: order.id })}
                      onClick={() => toggle(order.id)}
                    >
                      <ChevronRight aria-hidden="true" />
                    </button>
                  </td>
                  <td className={tableStyles.numeric}>#{order.id}</td>
                  <td>
                    <StatusBadge tone={ORDER_TONES[order.status]}>
                      {t(`admin.orders.statuses.${order.status}`)}
                    </StatusBadge>
                  </td>
                  <td>
                    <span className={styles.nameCell}>
                      {order.userName ?? t('format.notAvailable')}
                      <span className={styles.muted}>
                        {t('admin.orders.accountId', { id: order.accountDBID })}
                      </span>
                    </span>
                  </td>
                  <td>{order.productName}</td>
                  <td className={tableStyles.numeric}>
                    {formatMoney(order.amountCents, order.currency.toUpperCase())}
                  </td>
                  <td>
                    <span className={styles.ids}>
                      <span>{order.stripeSessionId ?? t('format.notAvailable')}</span>
                      <span className={styles.muted}>
                        {order.stripePaymentIntentId ?? t('format.notAvailable')}
                      </span>
                    </span>
                  </td>
                  <td>
                    <dl className={tableStyles.dates}>
                      <dt>{t('admin.orders.created')}</dt>
                      <dd>{formatDateTime(order.createdAt)}</dd>
                      <dt>{t('admin.orders.paid')}</dt>
                      <dd>{formatDateTime(order.paidAt)}</dd>
                    </dl>
                  </td>
                </tr>
                {isOpen && (
                  <tr id={detailsId}>
                    <td colSpan={COLUMN_COUNT} className={styles.details}>
                      <div className={styles.detailsInner}>
                        <h4 className={styles.deliveriesTitle}>{t('admin.orders.details')}</h4>
                        <DeliveriesTable order={order} />
                      </div>
                    </td>
                  </tr>
                )}
              </Fragment>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}
