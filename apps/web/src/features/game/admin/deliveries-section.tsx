import type { AdminDelivery } from '@agaia/contract';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../../../components/admin/confirm-dialog.tsx';
import { useConfirm } from '../../../components/admin/use-confirm.ts';
import { useDebouncedValue } from '../../../components/admin/use-debounced-value.ts';
import { SEARCH_DEBOUNCE_MS } from '../../../components/admin/use-list-state.ts';
import { showToast } from '../../../components/toast-store.ts';
import { errorMessage, messageOf } from '../../../lib/api.ts';
import { formatNumber } from '../../../lib/format.ts';
import { type DeliveriesParams, useAdminDeliveries } from './api/deliveries.ts';
import { type DeliveryAction, useDeliveryAction } from './api/delivery-action.ts';
import { DeliveriesTable } from './deliveries-table.tsx';
import { DeliveryFilters } from './delivery-filters.tsx';
import { deliveryThing } from './delivery-text.ts';
import styles from './game-admin.module.css';

type Asked = { delivery: AdminDelivery; action: DeliveryAction };

const FIRST_PAGE: DeliveriesParams = { status: '', kind: '', accountDBID: '', page: 1, pageSize: '50' };

/**
 * Game → Inventory (prime 31): the deliveries outbox. The open rows' counts, filters (status, kind, account), the
 * table, and Retry (failed, cancelled) or Cancel (pending, failed) after a confirmation.
 */
export function DeliveriesSection() {
  const { t } = useTranslation();
  const [params, setParams] = useState<DeliveriesParams>(FIRST_PAGE);
  const [accountText, setAccountText] = useState('');
  const account = useDebouncedValue(accountText, SEARCH_DEBOUNCE_MS);
  const query = useAdminDeliveries(params);
  const mutation = useDeliveryAction();

  useEffect(() => {
    setParams((current) =>
      current.accountDBID === account ? current : { ...current, accountDBID: account, page: 1 },
    );
  }, [account]);

  const confirm = useConfirm(async ({ delivery, action }: Asked) => {
    try {
      const answer = await mutation.mutateAsync({ id: delivery.id, action });
      const fallback = t(
        action === 'retry' ? 'game.admin.deliveries.retried' : 'game.admin.deliveries.cancelled',
      );
      showToast({ kind: 'success', text: messageOf(answer, fallback) });
    } catch (failure) {
      showToast({ kind: 'error', text: errorMessage(failure, t('game.admin.deliveries.actionFailed')) });
    }
  });
  const asked = confirm.row;
  const isRetry = asked?.action === 'retry';
  const data = query.data;

  return (
    <div className={styles.section}>
      <h3 className={styles.viewTitle}>{t('admin.views.inventory')}</h3>
      <p className={styles.lead}>{t('game.admin.deliveries.lead')}</p>
      {data && (
        <p className={styles.summary}>
          <span className="visually-hidden">{t('game.admin.deliveries.summaryLabel')}: </span>
          {t('game.admin.deliveries.summary', {
            pending: formatNumber(data.counts.pending),
            failed: formatNumber(data.counts.failed),
            unknown: formatNumber(data.counts.unknown),
          })}
        </p>
      )}
      <DeliveryFilters
        filters={params}
        onChange={(filters) => setParams((current) => ({ ...current, ...filters, page: 1 }))}
        accountText={accountText}
        onAccountText={setAccountText}
      />
      <DeliveriesTable
        deliveries={data?.deliveries ?? []}
        isLoading={query.isPending}
        isBusy={query.isPlaceholderData}
        error={query.isError ? errorMessage(query.error, t('game.admin.deliveries.fetchFailed')) : undefined}
        paging={
          data && {
            page: params.page,
            pageSize: params.pageSize,
            total: data.total,
            onPage: (page) => setParams((current) => ({ ...current, page })),
          }
        }
        busyId={mutation.isPending ? mutation.variables?.id : undefined}
        onAction={(delivery, action) => confirm.ask({ delivery, action })}
      />
      <ConfirmDialog
        {...confirm.dialog}
        title={t(isRetry ? 'game.admin.deliveries.retryTitle' : 'game.admin.deliveries.cancelTitle')}
        confirmLabel={t(
          isRetry ? 'game.admin.deliveries.retryConfirm' : 'game.admin.deliveries.cancelConfirm',
        )}
        busyLabel={t(isRetry ? 'game.admin.deliveries.retrying' : 'game.admin.deliveries.cancelling')}
      >
        {asked && (
          <p>
            {t(isRetry ? 'game.admin.deliveries.retryText' : 'game.admin.deliveries.cancelText', {
              id: asked.delivery.id,
              thing: deliveryThing(asked.delivery),
            })}
          </p>
        )}
      </ConfirmDialog>
    </div>
  );
}
