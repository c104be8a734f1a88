import type { AdminUser } from '@agaia/contract';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/button.tsx';
import { StatusMessage } from '../../../components/status-message.tsx';
import { formatDateTime } from '../../../lib/format.ts';
import { useAdminUsers } from '../api/users.ts';
import styles from '../components/admin-table.module.css';
import { type Column, DataTable } from '../components/data-table.tsx';
import { detailOf } from '../components/form-values.ts';
import { TableFooter, TableToolbar } from '../components/table-controls.tsx';
import type { ListState } from '../components/use-list-state.ts';

/** The searchable, paged users table (search by user name, email or account ID). */
export function UsersTable({ state, onOpen }: { state: ListState; onOpen: (id: number) => void }) {
  const { t } = useTranslation();
  const query = useAdminUsers(state.list);

  const columns: Column<AdminUser>[] = [
    { key: 'id', header: t('admin.users.id'), cell: (user) => user.accountDBID, isNumeric: true },
    { key: 'userName', header: t('admin.users.userName'), cell: (user) => user.userName },
    { key: 'email', header: t('admin.users.email'), cell: (user) => user.email },
    { key: 'webMgt', header: t('admin.users.webMgt'), cell: (user) => user.webMgt, isNumeric: true },
    {
      key: 'lastLogin',
      header: t('admin.users.lastLogin'),
      cell: (user) => formatDateTime(user.lastLoginTime),
    },
    {
      key: 'status',
      header: t('admin.users.status'),
      cell: (user) =>
        user.banned ? (
          <span className={`${styles.badge} ${styles.badgeDanger}`}>{t('admin.users.banned')}</span>
        ) : (
          <span className={`${styles.badge} ${styles.badgeSuccess}`}>{t('admin.users.active')}</span>
        ),
    },
    {
      key: 'actions',
      header: t('admin.table.actions'),
      cell: (user) => (
        <Button
          className={styles.smallButton}
          onClick={() => onOpen(user.accountDBID)}
          aria-label={t('admin.users.editUser', { name: user.userName })}
        >
          {t('admin.users.edit')}
        </Button>
      ),
    },
  ];

  const data = query.data;
  const rows = data?.users ?? [];
  return (
    <>
      <TableToolbar
        state={state}
        searchLabel={t('admin.users.search')}
        searchPlaceholder={t('admin.users.searchPlaceholder')}
      />
      {query.isError && (
        <StatusMessage kind="error">
          {t('admin.users.fetchFailed', { detail: detailOf(query.error) }).trim()}
        </StatusMessage>
      )}
      {query.isPending ? (
        <p className={styles.muted} role="status">
          {t('admin.table.loading')}
        </p>
      ) : (
        <DataTable
          caption={t('admin.users.caption')}
          columns={columns}
          rows={rows}
          rowKey={(user) => user.accountDBID}
          empty={t('admin.table.empty')}
          isBusy={query.isPlaceholderData}
        />
      )}
      {data && <TableFooter state={state} total={data.total} shown={rows.length} />}
    </>
  );
}
