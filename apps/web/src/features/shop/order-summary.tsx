import type { Grants, PlayerOrder } from '@agaia/contract';
import { BadgeCheck, Coins, Crown, type LucideIcon, Package } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { type StatusKind, StatusMessage } from '../../components/status-message.tsx';
import { errorMessage } from '../../lib/api.ts';
import { formatMoney } from '../../lib/format.ts';
import { useOrder } from './api/order.ts';
import styles from './shop-return-page.module.css';

type Arrival = { key: string; icon: LucideIcon; what: string; where: string };

/** Each thing the order grants and where it lands: coins on the site account, the rest in the game. */
function useArrivals(grants: Grants): Arrival[] {
  const { t } = useTranslation();
  const arrivals: Arrival[] = [];
  if (grants.coins > 0)
    arrivals.push({
      key: 'coins',
      icon: Coins,
      what: t('shop.grantCoins', { count: grants.coins }),
      where: t('shop.toSiteAccount'),
    });
  if (grants.clubDays > 0)
    arrivals.push({
      key: 'club',
      icon: Crown,
      what: t('shop.grantClub', { count: grants.clubDays }),
      where: t('shop.toGameAccount'),
    });
  for (const benefit of grants.benefits)
    arrivals.push({
      key: `benefit-${benefit.benefitId}`,
      icon: BadgeCheck,
      what: t('shop.grantBenefit', { benefitId: benefit.benefitId, count: benefit.days }),
      where: t('shop.toGameAccount'),
    });
  grants.items.forEach((item, index) => {
    arrivals.push({
      key: `item-${index}`,
      icon: Package,
      what: item.boxId
        ? t('shop.grantBox', { boxId: item.boxId, itemId: item.itemId, quantity: item.quantity })
        : t('shop.grantItem', { itemId: item.itemId, quantity: item.quantity }),
      where: item.boxId ? t('shop.toItemBox') : t('shop.toMailbox'),
    });
  });
  return arrivals;
}

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
  const arrivals = useArrivals(order.grants);
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
