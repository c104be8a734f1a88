import type { OrderDeliveryState, PlayerOrder } from '@agaia/contract';
import { CircleCheck, CircleX, Clock, type LucideIcon, ReceiptText, TriangleAlert } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button, buttonClass } from '../../components/button.tsx';
import { EmptyState } from '../../components/empty-state.tsx';
import { PageLoading } from '../../components/page-loading.tsx';
import { StatusMessage } from '../../components/status-message.tsx';
import { useMessages } from '../../i18n/catalogs.ts';
import { shopOrdersMessages } from '../../i18n/shop-orders-messages.ts';
import { errorMessage } from '../../lib/api.ts';
import { formatLongDateTime, formatMoney } from '../../lib/format.ts';
import { useOwnOrders } from './api/orders.ts';
import { DonateButton } from './donate-button.tsx';
import styles from './donation-history.module.css';
import { useArrivals } from './order-arrivals.ts';

type Tone = 'success' | 'info' | 'muted' | 'danger';

const STATUS_TONE: Record<PlayerOrder['status'], Tone> = {
  pending: 'info',
  paid: 'success',
  failed: 'muted',
  expired: 'muted',
  refunded: 'muted',
  disputed: 'danger',
};

const DELIVERY: Record<Exclude<OrderDeliveryState, 'none'>, { icon: LucideIcon; tone: Tone }> = {
  pending: { icon: Clock, tone: 'info' },
  delivered: { icon: CircleCheck, tone: 'success' },
  delayed: { icon: TriangleAlert, tone: 'danger' },
  cancelled: { icon: CircleX, tone: 'muted' },
};

/** One order: what was bought, when, for how much, its payment's state, what it granted and how far its delivery got. */
function OrderCard({ order }: { order: PlayerOrder }) {
  const { t } = useTranslation();
  const arrivals = useArrivals(order);
  const delivery = order.delivery === 'none' ? null : DELIVERY[order.delivery];
  const DeliveryIcon = delivery?.icon;
  return (
    <li className={styles.order}>
      <div className={styles.head}>
        <p className={styles.product}>{order.productName}</p>
        <p className={`${styles.amount} tabular`}>{formatMoney(order.amountCents, order.currency)}</p>
      </div>
      <div className={styles.meta}>
        <span className="tabular">
          {t('shop.history.placed', { id: order.id, date: formatLongDateTime(order.createdAt) })}
        </span>
        <span className={`${styles.badge} ${styles[STATUS_TONE[order.status]]}`}>
          {t(`shop.history.status.${order.status}`)}
        </span>
      </div>
      {order.status === 'paid' && arrivals.length > 0 && (
        <ul className={styles.arrivals} aria-label={t('shop.history.granted')}>
          {arrivals.map(({ key, icon: Icon, what, where }) => (
            <li key={key} className={styles.arrival}>
              <Icon className={styles.arrivalIcon} aria-hidden="true" />
              <span>{what}</span>
              <span className={styles.where}>{where}</span>
            </li>
          ))}
        </ul>
      )}
      {delivery && DeliveryIcon && (
        <p className={`${styles.delivery} ${styles[delivery.tone]}`}>
          <DeliveryIcon className={styles.deliveryIcon} aria-hidden="true" />
          {t(`shop.history.delivery.${order.delivery as Exclude<OrderDeliveryState, 'none'>}`, {
            id: order.id,
          })}
        </p>
      )}
    </li>
  );
}

/**
 * The profile's Donations tab: the player's orders, newest first, ten at a time with "Show more"; with none yet, a
 * drawn empty state and the Donate button.
 */
export function DonationHistory() {
  // Its messages in the page's language before it renders (i18n/catalogs.ts).
  useMessages(shopOrdersMessages);
  const { t } = useTranslation();
  const orders = useOwnOrders();
  if (orders.isPending) return <PageLoading label={t('shop.history.loading')} shape="list" />;
  if (orders.isError)
    return (
      <StatusMessage kind="error">{errorMessage(orders.error, t('shop.history.loadFailed'))}</StatusMessage>
    );
  const list = orders.data.pages.flatMap((page) => page.orders);
  if (list.length === 0) {
    return (
      <EmptyState icon={ReceiptText} title={t('shop.history.emptyTitle')} text={t('shop.history.emptyText')}>
        <DonateButton className={buttonClass({ variant: 'primary' })} />
      </EmptyState>
    );
  }
  return (
    <div className={styles.history}>
      <p className={styles.intro}>{t('shop.history.intro')}</p>
      <ul className={styles.list} aria-label={t('shop.history.listLabel')}>
        {list.map((order) => (
          <OrderCard key={order.id} order={order} />
        ))}
      </ul>
      {orders.hasNextPage && (
        <Button onClick={() => void orders.fetchNextPage()} disabled={orders.isFetchingNextPage}>
          {orders.isFetchingNextPage ? t('shop.history.loadingMore') : t('shop.history.showMore')}
        </Button>
      )}
    </div>
  );
}
