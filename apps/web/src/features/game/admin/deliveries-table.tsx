import type { AdminDelivery } from '@agaia/contract';
import { useTranslation } from 'react-i18next';
import {
  type Column,
  DataTable,
  type Paging,
  type RowAction,
} from '../../../components/admin/data-table.tsx';
import { StatusBadge } from '../../../components/admin/status-badge.tsx';
import { formatDateTime } from '../../../lib/format.ts';
import type { DeliveryAction } from './api/delivery-action.ts';
import { DELIVERY_TONES, deliveryActions, deliverySource, deliveryThing } from './delivery-text.ts';
import styles from './game-admin.module.css';

type DeliveriesTableProps = {
  deliveries: AdminDelivery[];
  isLoading: boolean;
  isBusy: boolean;
  error?: string;
  paging?: Paging;
  /** The row whose action is running, if any. */
  busyId?: number;
  onAction: (delivery: AdminDelivery, action: DeliveryAction) => void;
};

/** The outbox rows: what goes to whom, from where, how far it got and why it failed; Retry and Cancel per state. */
export function DeliveriesTable({
  deliveries,
  isLoading,
  isBusy,
  error,
  paging,
  busyId,
  onAction,
}: DeliveriesTableProps) {
  const { t } = useTranslation();
  // Five columns, so a staff member sees the reason a row is stuck without scrolling sideways: the error sits under
  // what the row carries, attempts and the next try under its state, the creation time under its id.
  const columns: Column<AdminDelivery>[] = [
    {
      key: 'id',
      header: t('game.admin.deliveries.id'),
      cell: (row) => (
        <span className={styles.stacked}>
          {`#${row.id}`}
          <span className={styles.muted}>{formatDateTime(row.createdAt)}</span>
        </span>
      ),
    },
    {
      key: 'account',
      header: t('game.admin.deliveries.account'),
      cell: (row) => (
        <span className={styles.stacked}>
          {row.userName ?? t('format.notAvailable')}
          <span className={styles.muted}>
            {t('game.admin.deliveries.accountIdValue', { id: row.accountDBID })}
          </span>
        </span>
      ),
    },
    {
      key: 'what',
      header: t('game.admin.deliveries.what'),
      isWrapping: true,
      cell: (row) => (
        <span className={styles.stacked}>
          {deliveryThing(row)}
          {row.lastError && (
            <span className={styles.lastError}>
              {t('game.admin.deliveries.lastErrorValue', { error: row.lastError })}
            </span>
          )}
        </span>
      ),
    },
    {
      key: 'source',
      header: t('game.admin.deliveries.source'),
      cell: (row) => (
        <span className={styles.stacked}>
          {deliverySource(row)}
          <span className={`${styles.muted} ${styles.sourceId}`}>{row.sourceId}</span>
        </span>
      ),
    },
    {
      key: 'status',
      header: t('game.admin.deliveries.status'),
      cell: (row) => (
        <span className={styles.stacked}>
          <StatusBadge tone={DELIVERY_TONES[row.status]}>
            {t(`game.admin.deliveries.statuses.${row.status}`)}
          </StatusBadge>
          <span className={styles.muted}>
            {t('game.admin.deliveries.attemptsValue', { count: row.attempts })}
          </span>
          {row.nextAttemptAt && row.status === 'pending' && (
            <span className={styles.muted}>
              {t('game.admin.deliveries.nextAttempt', { date: formatDateTime(row.nextAttemptAt) })}
            </span>
          )}
        </span>
      ),
    },
  ];
  const actions = (row: AdminDelivery): RowAction[] =>
    deliveryActions(row).map((action) => ({
      key: action,
      label: t(action === 'retry' ? 'game.admin.deliveries.retry' : 'game.admin.deliveries.cancel'),
      ariaLabel: t(
        action === 'retry' ? 'game.admin.deliveries.retryLabel' : 'game.admin.deliveries.cancelLabel',
        {
          id: row.id,
        },
      ),
      variant: action === 'cancel' ? 'danger' : 'secondary',
      isDisabled: busyId === row.id,
      onClick: () => onAction(row, action),
    }));

  return (
    <DataTable
      caption={t('game.admin.deliveries.caption')}
      columns={columns}
      rows={deliveries}
      rowKey={(row) => row.id}
      empty={t('game.admin.deliveries.empty')}
      isLoading={isLoading}
      isBusy={isBusy}
      error={error}
      paging={paging}
      actions={actions}
    />
  );
}
