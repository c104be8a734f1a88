import type { AdminOrder, Delivery } from '@agaia/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/button.tsx';
import { StatusMessage } from '../../../components/status-message.tsx';
import { errorMessage, messageOf } from '../../../lib/api.ts';
import { formatDateTime } from '../../../lib/format.ts';
import { type DeliveryAction, useDeliveryAction } from '../api/delivery-action.ts';
import tableStyles from '../components/admin-table.module.css';
import type { Notice } from '../components/notice.ts';
import { StatusBadge } from '../components/status-badge.tsx';
import { DELIVERY_TONES } from './order-status.ts';
import styles from './shop.module.css';

/** The action a delivery in this state allows: re-queue a cancelled one, cancel a pending one, none once delivered. */
function actionFor(delivery: Delivery): DeliveryAction | null {
  if (delivery.status === 'cancelled') return 'requeue';
  if (delivery.status === 'pending') return 'cancel';
  return null;
}

/** One order's deliveries to the game, with Re-queue (cancelled) and Cancel delivery (pending). */
export function DeliveriesTable({ order }: { order: AdminOrder }) {
  const { t } = useTranslation();
  const mutation = useDeliveryAction();
  const [notice, setNotice] = useState<Notice | null>(null);

  const run = async (id: number, action: DeliveryAction) => {
    setNotice(null);
    try {
      const answer = await mutation.mutateAsync({ id, action });
      const fallback = action === 'requeue' ? t('admin.orders.requeued') : t('admin.orders.cancelled');
      setNotice({ kind: 'success', text: messageOf(answer, fallback) });
    } catch (failure) {
      setNotice({ kind: 'error', text: errorMessage(failure, t('admin.orders.actionFailed')) });
    }
  };

  if (order.deliveries.length === 0) {
    return <p className={styles.muted}>{t('admin.orders.noDeliveries')}</p>;
  }
  const busyId = mutation.isPending ? mutation.variables?.id : undefined;
  return (
    <>
      <StatusMessage kind={notice?.kind}>{notice?.text}</StatusMessage>
      <div className={styles.deliveriesScroller}>
        <table className={styles.deliveries}>
          <caption className={tableStyles.caption}>
            {t('admin.orders.deliveriesCaption', { id: order.id })}
          </caption>
          <thead>
            <tr>
              <th scope="col">{t('admin.orders.deliveryId')}</th>
              <th scope="col">{t('admin.orders.status')}</th>
              <th scope="col" className={styles.numeric}>
                {t('admin.orders.itemId')}
              </th>
              <th scope="col" className={styles.numeric}>
                {t('admin.orders.quantity')}
              </th>
              <th scope="col" className={styles.numeric}>
                {t('admin.orders.attempts')}
              </th>
              <th scope="col">{t('admin.orders.created')}</th>
              <th scope="col">{t('admin.orders.deliveredAt')}</th>
              <th scope="col">{t('admin.table.actions')}</th>
            </tr>
          </thead>
          <tbody>
            {order.deliveries.map((delivery) => {
              const action = actionFor(delivery);
              return (
                <tr key={delivery.id}>
                  <td>#{delivery.id}</td>
                  <td>
                    <StatusBadge tone={DELIVERY_TONES[delivery.status]}>
                      {t(`admin.orders.deliveryStatuses.${delivery.status}`)}
                    </StatusBadge>
                  </td>
                  <td className={styles.numeric}>{delivery.itemId}</td>
                  <td className={styles.numeric}>{delivery.quantity}</td>
                  <td className={styles.numeric}>{delivery.attempts}</td>
                  <td>{formatDateTime(delivery.createdAt)}</td>
                  <td>{formatDateTime(delivery.deliveredAt)}</td>
                  <td>
                    {action && (
                      <Button
                        variant={action === 'cancel' ? 'danger' : 'secondary'}
                        className={tableStyles.smallButton}
                        disabled={busyId === delivery.id}
                        aria-label={t(
                          action === 'cancel' ? 'admin.orders.cancelLabel' : 'admin.orders.requeueLabel',
                          { id: delivery.id },
                        )}
                        onClick={() => run(delivery.id, action)}
                      >
                        {busyId === delivery.id
                          ? t('admin.orders.working')
                          : t(action === 'cancel' ? 'admin.orders.cancel' : 'admin.orders.requeue')}
                      </Button>
                    )}
                  </td>
                </tr>
              );
            })}
          </tbody>
        </table>
      </div>
    </>
  );
}
