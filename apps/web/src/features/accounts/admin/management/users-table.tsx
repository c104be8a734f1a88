import type { AdminUser } from '@agaia/contract';
import { useTranslation } from 'react-i18next';
import { type Column, DataTable } from '../../../../components/admin/data-table.tsx';
import { detailOf } from '../../../../components/admin/form-values.ts';
import { StatusBadge } from '../../../../components/admin/status-badge.tsx';
import { listPaging, TableToolbar } from '../../../../components/admin/table-controls.tsx';
import type { ListState } from '../../../../components/admin/use-list-state.ts';
import { formatDateTime } from '../../../../lib/format.ts';
import { useAdminUsers } from '../api/users.ts';
import { useWebMgtText } from './web-mgt-text.ts';

/** The searchable, paged users table (search by user name, email or account ID). */
export function UsersTable({ state, onOpen }: { state: ListState; onOpen: (id: number) => void }) {
  const { t } = useTranslation();
  const query = useAdminUsers(state.list);
  const webMgtText = useWebMgtText();

  const columns: Column<AdminUser>[] = [
    { key: 'id', header: t('admin.users.id'), cell: (user) => user.accountDBID, isNumeric: true },
    { key: 'userName', header: t('admin.users.userName'), cell: (user) => user.userName },
    { key: 'email', header: t('admin.users.email'), cell: (user) => user.email },
    {
      key: 'webMgt',
      header: t('admin.users.webMgt'),
      cell: (user) => webMgtText(user.webMgt),
      isWrapping: true,
    },
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
          <StatusBadge tone="danger">{t('admin.users.banned')}</StatusBadge>
        ) : (
          <StatusBadge tone="success">{t('admin.users.active')}</StatusBadge>
        ),
    },
  ];

  const data = query.data;
  return (
    <>
      <TableToolbar
        state={state}
        searchLabel={t('admin.users.search')}
        searchPlaceholder={t('admin.users.searchPlaceholder')}
      />
      <DataTable
        caption={t('admin.users.caption')}
        columns={columns}
        rows={data?.users ?? []}
        rowKey={(user) => user.accountDBID}
        empty={t('admin.table.empty')}
        isLoading={query.isPending}
        isBusy={query.isPlaceholderData}
        error={
          query.isError ? t('admin.users.fetchFailed', { detail: detailOf(query.error) }).trim() : undefined
        }
        actions={(user) => [
          {
            key: 'edit',
            label: t('admin.users.edit'),
            ariaLabel: t('admin.users.editUser', { name: user.userName }),
            onClick: () => onOpen(user.accountDBID),
          },
        ]}
        paging={data && listPaging(state, data.total)}
      />
    </>
  );
}
