import type { AdminOrder, Delivery } from '@agaia/contract';
import { useTranslation } from 'react-i18next';
import { type Column, DataTable, type RowAction } from '../../../components/admin/data-table.tsx';
import { StatusBadge } from '../../../components/admin/status-badge.tsx';
import { showToast } from '../../../components/toast-store.ts';
import { errorMessage, messageOf } from '../../../lib/api.ts';
import { formatDateTime } from '../../../lib/format.ts';
import { deliveryThing } from '../../game/admin/index.ts';
import { type DeliveryAction, useDeliveryAction } from './api/delivery-action.ts';
import { DELIVERY_TONES } from './order-status.ts';
import styles from './shop.module.css';

/**
 * The action a delivery in this state allows (as the API's outbox actions do): re-queue a cancelled or failed one,
 * cancel a pending one; none while it is on its way or once delivered.
 */
function actionFor(delivery: Delivery): DeliveryAction | null {
  if (delivery.status === 'cancelled' || delivery.status === 'failed') return 'requeue';
  if (delivery.status === 'pending') return 'cancel';
  return null;
}

/**
 * One order's deliveries to the game: what each carries, its state and last error, with Re-queue (cancelled or
 * failed, once its cause is fixed) and Cancel delivery (pending). Game → Inventory lists every delivery.
 */
export function DeliveriesTable({ order }: { order: AdminOrder }) {
  const { t } = useTranslation();
  const mutation = useDeliveryAction();

  const run = async (id: number, action: DeliveryAction) => {
    try {
      const answer = await mutation.mutateAsync({ id, action });
      const fallback = action === 'requeue' ? t('admin.orders.requeued') : t('admin.orders.cancelled');
      showToast({ kind: 'success', text: messageOf(answer, fallback) });
    } catch (failure) {
      showToast({ kind: 'error', text: errorMessage(failure, t('admin.orders.actionFailed')) });
    }
  };

  if (order.deliveries.length === 0) {
    return <p className={styles.muted}>{t('admin.orders.noDeliveries')}</p>;
  }
  const busyId = mutation.isPending ? mutation.variables?.id : undefined;
  const columns: Column<Delivery>[] = [
    { key: 'id', header: t('admin.orders.deliveryId'), cell: (delivery) => `#${delivery.id}` },
    {
      key: 'status',
      header: t('admin.orders.status'),
      cell: (delivery) => (
        <StatusBadge tone={DELIVERY_TONES[delivery.status]}>
          {t(`admin.orders.deliveryStatuses.${delivery.status}`)}
        </StatusBadge>
      ),
    },
    { key: 'what', header: t('admin.orders.what'), cell: (delivery) => deliveryThing(delivery) },
    {
      key: 'attempts',
      header: t('admin.orders.attempts'),
      cell: (delivery) => delivery.attempts,
      isNumeric: true,
    },
    {
      key: 'error',
      header: t('admin.orders.lastError'),
      cell: (delivery) => <span className={styles.errorText}>{delivery.lastError ?? ''}</span>,
    },
    {
      key: 'created',
      header: t('admin.orders.created'),
      cell: (delivery) => formatDateTime(delivery.createdAt),
    },
    {
      key: 'delivered',
      header: t('admin.orders.deliveredAt'),
      cell: (delivery) => formatDateTime(delivery.deliveredAt),
    },
  ];
  const actions = (delivery: Delivery): RowAction[] => {
    const action = actionFor(delivery);
    if (!action) return [];
    const isCancel = action === 'cancel';
    return [
      {
        key: action,
        label:
          busyId === delivery.id
            ? t('admin.orders.working')
            : t(isCancel ? 'admin.orders.cancel' : 'admin.orders.requeue'),
        ariaLabel: t(isCancel ? 'admin.orders.cancelLabel' : 'admin.orders.requeueLabel', {
          id: delivery.id,
        }),
        variant: isCancel ? 'danger' : 'secondary',
        isDisabled: busyId === delivery.id,
        onClick: () => run(delivery.id, action),
      },
    ];
  };

  return (
    <DataTable
      caption={t('admin.orders.deliveriesCaption', { id: order.id })}
      columns={columns}
      rows={order.deliveries}
      rowKey={(delivery) => delivery.id}
      empty={t('admin.orders.noDeliveries')}
      actions={actions}
      isNested
    />
  );
}
