import type { OrderEvent, TakeBack } from '@agaia/contract';
import { useTranslation } from 'react-i18next';
import { formatDateTime, formatNumber } from '../../lib/format.ts';
import styles from './take-back.module.css';

/**
 * A refunded or disputed order's take-back, for the staff (the admin's orders and the admin's view of an account): when and why, what was taken back (site coins, club and
 * benefit days, deliveries cancelled, benefits shortened in the game), what could not be (coins already spent, coins
 * funded into the game wallet, deliveries the game had), and what was done to the account (DISPUTE_POLICY).
 */
export function TakeBackSummary({ takeBack, title }: { takeBack: TakeBack; title?: string }) {
  const { t } = useTranslation();
  const key = 'admin.orders.takeBack';
  const { takenBack, notTakenBack } = takeBack;
  const taken = [
    ...(takenBack.coins > 0 ? [t(`${key}.coins`, { coins: formatNumber(takenBack.coins) })] : []),
    ...(takenBack.clubDays > 0 ? [t(`${key}.clubDays`, { days: formatNumber(takenBack.clubDays) })] : []),
    ...takenBack.benefits.map((b) =>
      t(`${key}.benefitDays`, { id: b.benefitId, days: formatNumber(b.days) }),
    ),
    ...takenBack.gameBenefits.map((b) =>
      t(`${key}.gameBenefitDays`, { id: b.benefitId, days: formatNumber(b.days) }),
    ),
    ...(takenBack.deliveriesCancelled > 0
      ? [t(`${key}.cancelled`, { count: takenBack.deliveriesCancelled })]
      : []),
  ];
  const kept = [
    ...(notTakenBack.coins > 0 ? [t(`${key}.spentCoins`, { coins: formatNumber(notTakenBack.coins) })] : []),
    ...(notTakenBack.gameCoins > 0
      ? [t(`${key}.gameCoins`, { coins: formatNumber(notTakenBack.gameCoins) })]
      : []),
    ...notTakenBack.deliveries.map((delivery) =>
      t(`${key}.delivery`, {
        kind: t(`game.admin.deliveries.kinds.${delivery.kind}`),
        itemId: delivery.itemId,
        quantity: formatNumber(delivery.quantity),
        status: t(`admin.orders.deliveryStatuses.${delivery.status}`),
        id: delivery.id,
      }),
    ),
  ];
  const list = (lines: string[]) =>
    lines.length === 0 ? (
      <p className={styles.none}>{t(`${key}.nothing`)}</p>
    ) : (
      <ul className={styles.lines}>
        {lines.map((line) => (
          <li key={line}>{line}</li>
        ))}
      </ul>
    );
  return (
    <section className={styles.takeBack} aria-label={title ?? t(`${key}.title`)}>
      <h4 className={styles.title}>{title ?? t(`${key}.title`)}</h4>
      <p>{t(`${key}.${takeBack.reason}`, { date: formatDateTime(takeBack.createdAt) })}</p>
      <p className={takeBack.accountAction === 'none' ? undefined : styles.marked}>
        {t(`${key}.accountActions.${takeBack.accountAction}`)}
      </p>
      <div className={styles.columns}>
        <div>
          <h5 className={styles.subtitle}>{t(`${key}.takenBack`)}</h5>
          {list(taken)}
        </div>
        <div>
          <h5 className={styles.subtitle}>{t(`${key}.notTakenBack`)}</h5>
          {list(kept)}
        </div>
      </div>
    </section>
  );
}

/** The provider's money events about an order, oldest first, each with what it did. */
export function OrderEvents({ events }: { events: OrderEvent[] }) {
  const { t } = useTranslation();
  if (events.length === 0) return null;
  return (
    <section className={styles.takeBack} aria-label={t('admin.orders.events')}>
      <h4 className={styles.title}>{t('admin.orders.events')}</h4>
      <ul className={styles.lines}>
        {events.map((event) => (
          <li key={event.id}>
            <code>{event.type}</code> {formatDateTime(event.receivedAt)}
            {event.effect && ` · ${t(`admin.orders.eventEffects.${event.effect}`)}`}
          </li>
        ))}
      </ul>
    </section>
  );
}
