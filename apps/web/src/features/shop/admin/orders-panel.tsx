import { ORDER_STATUSES } from '@agaia/contract';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import tableStyles from '../../../components/admin/admin-table.module.css';
import { listPaging, TableToolbar } from '../../../components/admin/table-controls.tsx';
import { useListState } from '../../../components/admin/use-list-state.ts';
import { errorMessage } from '../../../lib/api.ts';
import { type OrdersParams, useAdminOrders } from './api/orders.ts';
import { OrdersTable } from './orders-table.tsx';
import styles from './shop.module.css';

/** The Orders tab: search (order or account ID, user name, Stripe id), a status filter, page sizes, the table. */
export function OrdersPanel() {
  const { t } = useTranslation();
  const state = useListState();
  const statusId = useId();
  const [status, setStatus] = useState<OrdersParams['status']>('');
  const query = useAdminOrders({ ...state.list, status });
  const data = query.data;

  return (
    <div className={styles.panel}>
      <TableToolbar
        state={state}
        searchLabel={t('admin.orders.search')}
        searchPlaceholder={t('admin.orders.searchPlaceholder')}
      >
        <div>
          <label className={tableStyles.label} htmlFor={statusId}>
            {t('admin.orders.status')}
          </label>
          <select
            id={statusId}
            className={tableStyles.input}
            value={status}
            onChange={(event) => {
              setStatus(event.target.value as OrdersParams['status']);
              state.setPage(1);
            }}
          >
            <option value="">{t('admin.orders.allStatuses')}</option>
            {ORDER_STATUSES.map((value) => (
              <option key={value} value={value}>
                {t(`admin.orders.statuses.${value}`)}
              </option>
            ))}
          </select>
        </div>
      </TableToolbar>
      <OrdersTable
        orders={data?.orders ?? []}
        isLoading={query.isPending}
        isBusy={query.isPlaceholderData}
        error={query.isError ? errorMessage(query.error, t('admin.orders.fetchFailed')) : undefined}
        paging={data && listPaging(state, data.total)}
      />
    </div>
  );
}
