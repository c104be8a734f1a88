import type { PlayerOrder } from '@agaia/contract';
import { useTranslation } from 'react-i18next';
import { type StatusKind, StatusMessage } from '../../components/status-message.tsx';
import { errorMessage } from '../../lib/api.ts';
import { formatMoney } from '../../lib/format.ts';
import { useOrder } from './api/order.ts';
import { useArrivals } from './order-arrivals.ts';
import styles from './shop-return-page.module.css';

const STATUS_KIND: Record<PlayerOrder['status'], StatusKind> = {
  pending: 'info',
  paid: 'success',
  failed: 'error',
  expired: 'error',
  refunded: 'info',
  disputed: 'error',
};

function OrderDetails({ order }: { order: PlayerOrder }) {
  const { t } = useTranslation();
  const arrivals = useArrivals(order);
  return (
    <section className={styles.order} aria-labelledby="order-title">
      <div className={styles.orderHead}>
        <h2 id="order-title" className={styles.orderTitle}>
          {t('shop.orderTitle')}
        </h2>
        <span className={`${styles.muted} tabular`}>{t('shop.orderNumber', { id: order.id })}</span>
      </div>
      <p className={styles.product}>
        <span>{order.productName}</span>
        <span className="tabular">{formatMoney(order.amountCents, order.currency)}</span>
      </p>
      <StatusMessage kind={STATUS_KIND[order.status]}>{t(`shop.orderStatus.${order.status}`)}</StatusMessage>
      {arrivals.length > 0 && (
        <>
          <h3 className={styles.arrivesTitle}>{t('shop.arrivesTitle')}</h3>
          <ul className={styles.arrivals}>
            {arrivals.map(({ key, icon: Icon, what, where }) => (
              <li key={key} className={styles.arrival}>
                <Icon className={styles.arrivalIcon} aria-hidden="true" />
                <span className={styles.what}>{what}</span>
                <span className={styles.where}>{where}</span>
              </li>
            ))}
          </ul>
        </>
      )}
    </section>
  );
}

/** The success page's summary of the order its URL names, read from the API for its buyer. */
export function OrderSummary({ orderId }: { orderId: number }) {
  const { t } = useTranslation();
  const order = useOrder(orderId);
  if (order.isError)
    return <StatusMessage kind="error">{errorMessage(order.error, t('shop.orderLoadFailed'))}</StatusMessage>;
  if (!order.data)
    return (
      <p className={styles.muted} role="status">
        {t('shop.orderLoading')}
      </p>
    );
  return <OrderDetails order={order.data} />;
}
