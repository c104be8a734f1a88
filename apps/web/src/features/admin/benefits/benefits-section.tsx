import type { Benefit } from '@agaia/contract';
import { Plus } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, buttonIconClass } from '../../../components/button.tsx';
import { Modal } from '../../../components/modal.tsx';
import { type StatusKind, StatusMessage } from '../../../components/status-message.tsx';
import { errorMessage, messageOf } from '../../../lib/api.ts';
import { formatDateTime } from '../../../lib/format.ts';
import { useAdminBenefits } from '../api/benefits.ts';
import { useDeleteBenefit } from '../api/delete-benefit.ts';
import styles from '../components/admin-table.module.css';
import { ConfirmDialog } from '../components/confirm-dialog.tsx';
import { type Column, DataTable } from '../components/data-table.tsx';
import { detailOf } from '../components/form-values.ts';
import { TableFooter, TableToolbar } from '../components/table-controls.tsx';
import { useListState } from '../components/use-list-state.ts';
import { BenefitForm } from './benefit-form.tsx';

type Editing = { mode: 'add' } | { mode: 'edit'; benefit: Benefit } | null;

/** Account benefits (prime 3): the searchable table with add, edit and remove. */
export function BenefitsSection() {
  const { t } = useTranslation();
  const state = useListState();
  const [editing, setEditing] = useState<Editing>(null);
  const [removing, setRemoving] = useState<Benefit | null>(null);
  const [status, setStatus] = useState<{ kind: StatusKind; text: string } | null>(null);
  const query = useAdminBenefits(state.list);
  const remove = useDeleteBenefit();

  const onRemove = async () => {
    if (!removing) return;
    setStatus(null);
    try {
      const answer = await remove.mutateAsync(removing);
      setStatus({ kind: 'success', text: messageOf(answer, t('admin.benefits.removed')) });
    } catch (failure) {
      setStatus({ kind: 'error', text: errorMessage(failure, t('admin.benefits.removeFailed')) });
    }
    setRemoving(null);
  };

  const columns: Column<Benefit>[] = [
    {
      key: 'account',
      header: t('admin.benefits.accountDBID'),
      cell: (row) => row.accountDBID,
      isNumeric: true,
    },
    {
      key: 'user',
      header: t('admin.benefits.userName'),
      cell: (row) => row.userName ?? t('format.notAvailable'),
    },
    { key: 'benefit', header: t('admin.benefits.benefitId'), cell: (row) => row.benefitId, isNumeric: true },
    {
      key: 'until',
      header: t('admin.benefits.availableUntil'),
      cell: (row) => formatDateTime(row.availableUntil),
    },
    {
      key: 'actions',
      header: t('admin.table.actions'),
      cell: (row) => (
        <div className={styles.rowActions}>
          <Button
            className={styles.smallButton}
            aria-label={t('admin.benefits.editLabel', {
              benefitId: row.benefitId,
              accountDBID: row.accountDBID,
            })}
            onClick={() => setEditing({ mode: 'edit', benefit: row })}
          >
            {t('admin.benefits.edit')}
          </Button>
          <Button
            variant="danger"
            className={styles.smallButton}
            aria-label={t('admin.benefits.removeLabel', {
              benefitId: row.benefitId,
              accountDBID: row.accountDBID,
            })}
            onClick={() => setRemoving(row)}
          >
            {t('admin.benefits.remove')}
          </Button>
        </div>
      ),
    },
  ];

  const data = query.data;
  const rows = data?.benefits ?? [];
  return (
    <>
      <TableToolbar
        state={state}
        searchLabel={t('admin.benefits.search')}
        searchPlaceholder={t('admin.benefits.searchPlaceholder')}
        isNumeric
      >
        <Button variant="primary" onClick={() => setEditing({ mode: 'add' })}>
          <Plus className={buttonIconClass} aria-hidden="true" />
          {t('admin.benefits.add')}
        </Button>
      </TableToolbar>
      <StatusMessage kind={status?.kind}>{status?.text}</StatusMessage>
      {query.isError && (
        <StatusMessage kind="error">
          {t('admin.benefits.fetchFailed', { detail: detailOf(query.error) }).trim()}
        </StatusMessage>
      )}
      {query.isPending ? (
        <p className={styles.muted} role="status">
          {t('admin.table.loading')}
        </p>
      ) : (
        <DataTable
          caption={t('admin.benefits.caption')}
          columns={columns}
          rows={rows}
          rowKey={(row) => `${row.accountDBID}-${row.benefitId}`}
          empty={t('admin.table.empty')}
          isBusy={query.isPlaceholderData}
        />
      )}
      {data && <TableFooter state={state} total={data.total} shown={rows.length} />}
      <Modal
        open={editing !== null}
        title={editing?.mode === 'edit' ? t('admin.benefits.editTitle') : t('admin.benefits.addTitle')}
        onClose={() => setEditing(null)}
      >
        {editing && (
          <BenefitForm
            key={
              editing.mode === 'edit' ? `${editing.benefit.accountDBID}-${editing.benefit.benefitId}` : 'add'
            }
            benefit={editing.mode === 'edit' ? editing.benefit : undefined}
            onCancel={() => setEditing(null)}
            onDone={(text) => {
              setEditing(null);
              setStatus({ kind: 'success', text });
            }}
          />
        )}
      </Modal>
      <ConfirmDialog
        open={removing !== null}
        title={t('admin.benefits.removeTitle')}
        confirmLabel={t('admin.benefits.removeConfirm')}
        busyLabel={t('admin.benefits.removing')}
        isBusy={remove.isPending}
        onConfirm={onRemove}
        onCancel={() => setRemoving(null)}
      >
        {removing && (
          <p>
            {t('admin.benefits.removeText', {
              benefitId: removing.benefitId,
              accountDBID: removing.accountDBID,
            })}
          </p>
        )}
      </ConfirmDialog>
    </>
  );
}
