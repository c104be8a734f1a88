import { type AdminDeletionRequest, DELETION_STATUSES, type DeletionStatus } from '@agaia/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import forms from '../../../../components/admin/admin-forms.module.css';
import { ConfirmDialog } from '../../../../components/admin/confirm-dialog.tsx';
import { type Column, DataTable } from '../../../../components/admin/data-table.tsx';
import { SelectField } from '../../../../components/admin/fields.tsx';
import { detailOf } from '../../../../components/admin/form-values.ts';
import { useConfirm } from '../../../../components/admin/use-confirm.ts';
import { showToast } from '../../../../components/toast-store.ts';
import { errorMessage, messageOf } from '../../../../lib/api.ts';
import { formatDateTime } from '../../../../lib/format.ts';
import { useDecideDeletion, useDeletionRequests } from '../api/deletions.ts';
import styles from '../management/management.module.css';
import { DeclineDialog } from './decline-dialog.tsx';

/**
 * Deletion requests (prime 2): the players who asked to have their account deleted, waiting ones first. Delete Account
 * (asked first) anonymizes the account; Decline asks for the reason the player reads. Decided requests stay listed
 * under their status with who decided and when.
 */
export function DeletionsSection() {
  const { t } = useTranslation();
  const [status, setStatus] = useState<DeletionStatus>('pending');
  const [page, setPage] = useState(1);
  const [declining, setDeclining] = useState<AdminDeletionRequest | null>(null);
  const query = useDeletionRequests(status, page);
  const decide = useDecideDeletion();
  const account = (row: AdminDeletionRequest) =>
    t('admin.audit.account', { name: row.userName, id: row.accountDBID });

  const run = async (decision: Parameters<typeof decide.mutateAsync>[0]) => {
    try {
      const answer = await decide.mutateAsync(decision);
      showToast({ kind: 'success', text: messageOf(answer, t('admin.deletions.done')) });
      return true;
    } catch (failure) {
      showToast({ kind: 'error', text: errorMessage(failure, t('admin.deletions.decideFailed')) });
      return false;
    }
  };
  const confirm = useConfirm(async (row: AdminDeletionRequest) => {
    await run({ id: row.id, confirm: true });
  });

  const columns: Column<AdminDeletionRequest>[] = [
    {
      key: 'requested',
      header: t('admin.deletions.requested'),
      cell: (row) => formatDateTime(row.requestedAt),
    },
    { key: 'account', header: t('admin.deletions.account'), isWrapping: true, cell: account },
    {
      key: 'reason',
      header: t('admin.deletions.reason'),
      isWrapping: true,
      cell: (row) => row.reason ?? <span className={styles.hint}>{t('admin.deletions.noReason')}</span>,
    },
  ];
  if (status !== 'pending') {
    columns.push(
      {
        key: 'decided',
        header: t('admin.deletions.decided'),
        cell: (row) => (row.decidedAt ? formatDateTime(row.decidedAt) : '—'),
      },
      { key: 'by', header: t('admin.deletions.by'), cell: (row) => row.decidedBy ?? '—' },
    );
  }
  if (status === 'declined')
    columns.push({
      key: 'note',
      header: t('admin.deletions.note'),
      isWrapping: true,
      cell: (row) => row.note,
    });

  const data = query.data;
  return (
    <>
      <p className={styles.hint}>{t('admin.deletions.intro')}</p>
      <div className={forms.grid}>
        <SelectField
          label={t('admin.deletions.statusFilter')}
          value={status}
          onChange={(event) => {
            setStatus(event.target.value as DeletionStatus);
            setPage(1);
          }}
        >
          {DELETION_STATUSES.map((value) => (
            <option key={value} value={value}>
              {t(`admin.deletions.status.${value}`)}
            </option>
          ))}
        </SelectField>
      </div>
      <DataTable
        caption={t('admin.deletions.table')}
        columns={columns}
        rows={data?.requests ?? []}
        rowKey={(row) => row.id}
        empty={t('admin.deletions.empty')}
        isLoading={query.isPending}
        isBusy={query.isPlaceholderData}
        error={
          query.isError
            ? t('admin.deletions.fetchFailed', { detail: detailOf(query.error) }).trim()
            : undefined
        }
        actions={
          status === 'pending'
            ? (row) => [
                {
                  key: 'decline',
                  label: t('admin.deletions.decline'),
                  ariaLabel: `${t('admin.deletions.decline')} ${row.userName}`,
                  onClick: () => setDeclining(row),
                },
                {
                  key: 'confirm',
                  label: t('admin.deletions.confirm'),
                  ariaLabel: `${t('admin.deletions.confirm')} ${row.userName}`,
                  variant: 'danger',
                  onClick: () => confirm.ask(row),
                },
              ]
            : undefined
        }
        paging={data && { page, pageSize: '50', total: data.total, onPage: setPage }}
      />
      <ConfirmDialog
        {...confirm.dialog}
        title={t('admin.deletions.confirmTitle')}
        confirmLabel={t('admin.deletions.confirm')}
        busyLabel={t('admin.deletions.deleting')}
      >
        {confirm.row && (
          <p>
            {t('admin.deletions.confirmText', { name: confirm.row.userName, id: confirm.row.accountDBID })}
          </p>
        )}
      </ConfirmDialog>
      <DeclineDialog
        request={declining}
        onCancel={() => setDeclining(null)}
        onDecline={async (note) => {
          if (declining && (await run({ id: declining.id, confirm: false, note }))) setDeclining(null);
        }}
      />
    </>
  );
}
