import type { AdminPatchNote } from '@agaia/contract';
import { Plus } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, buttonIconClass } from '../../../components/button.tsx';
import { StatusMessage } from '../../../components/status-message.tsx';
import { errorMessage, messageOf } from '../../../lib/api.ts';
import { formatDateTime, formatLongDate } from '../../../lib/format.ts';
import { useDeletePatchNote } from '../api/delete-patch-note.ts';
import { CONTENT_PAGE_SIZE } from '../api/keys.ts';
import { useAdminPatchNotes } from '../api/patch-notes.ts';
import styles from '../components/admin-table.module.css';
import { ConfirmDialog } from '../components/confirm-dialog.tsx';
import { type Column, DataTable } from '../components/data-table.tsx';
import type { Notice } from '../components/notice.ts';
import { Pagination, pageCountOf } from '../components/pagination.tsx';
import { ContentStatusBadge } from '../components/status-badge.tsx';
import type { EditorTarget } from '../components/use-editor-param.ts';

type PatchNotesTableProps = {
  page: number;
  onPage: (page: number) => void;
  onOpen: (target: EditorTarget) => void;
  onNotice: (notice: Notice | null) => void;
};

/** The patch notes, drafts included, 15 a page, with New, Edit and Delete (after a confirmation). */
export function PatchNotesTable({ page, onPage, onOpen, onNotice }: PatchNotesTableProps) {
  const { t } = useTranslation();
  const query = useAdminPatchNotes(page);
  const remove = useDeletePatchNote();
  const [deleting, setDeleting] = useState<AdminPatchNote | null>(null);

  const onDelete = async () => {
    if (!deleting) return;
    onNotice(null);
    try {
      const answer = await remove.mutateAsync(deleting.id);
      onNotice({ kind: 'success', text: messageOf(answer, t('admin.patchNotes.deleted')) });
    } catch (failure) {
      onNotice({ kind: 'error', text: errorMessage(failure, t('admin.patchNotes.deleteFailed')) });
    }
    setDeleting(null);
  };

  const columns: Column<AdminPatchNote>[] = [
    { key: 'id', header: t('admin.content.id'), cell: (row) => row.id, isNumeric: true },
    { key: 'version', header: t('admin.patchNotes.version'), cell: (row) => row.version },
    { key: 'title', header: t('admin.patchNotes.title'), cell: (row) => row.title, isWrapping: true },
    {
      key: 'release',
      header: t('admin.patchNotes.releaseDate'),
      cell: (row) => formatLongDate(row.releaseDate),
    },
    {
      key: 'status',
      header: t('admin.content.status'),
      cell: (row) => <ContentStatusBadge status={row.status} />,
    },
    { key: 'updated', header: t('admin.content.updated'), cell: (row) => formatDateTime(row.updatedAt) },
    {
      key: 'actions',
      header: t('admin.table.actions'),
      cell: (row) => (
        <div className={styles.rowActions}>
          <Button
            className={styles.smallButton}
            aria-label={t('admin.patchNotes.editLabel', { version: row.version })}
            onClick={() => onOpen(row.id)}
          >
            {t('admin.content.edit')}
          </Button>
          <Button
            variant="danger"
            className={styles.smallButton}
            aria-label={t('admin.patchNotes.deleteLabel', { version: row.version })}
            onClick={() => setDeleting(row)}
          >
            {t('admin.content.delete')}
          </Button>
        </div>
      ),
    },
  ];

  const data = query.data;
  return (
    <>
      <div className={styles.toolbar}>
        <Button variant="primary" onClick={() => onOpen('new')}>
          <Plus className={buttonIconClass} aria-hidden="true" />
          {t('admin.patchNotes.new')}
        </Button>
      </div>
      {query.isError && (
        <StatusMessage kind="error">
          {errorMessage(query.error, t('admin.patchNotes.fetchFailed'))}
        </StatusMessage>
      )}
      {query.isPending ? (
        <p className={styles.muted} role="status">
          {t('admin.table.loading')}
        </p>
      ) : (
        <DataTable
          caption={t('admin.patchNotes.caption')}
          columns={columns}
          rows={data?.patchNotes ?? []}
          rowKey={(row) => row.id}
          empty={t('admin.patchNotes.empty')}
          isBusy={query.isPlaceholderData}
        />
      )}
      {data && (
        <Pagination
          page={page}
          pageCount={pageCountOf(data.total, String(CONTENT_PAGE_SIZE))}
          total={data.total}
          onPage={onPage}
        />
      )}
      <ConfirmDialog
        open={deleting !== null}
        title={t('admin.patchNotes.deleteTitle')}
        confirmLabel={t('admin.content.delete')}
        busyLabel={t('admin.content.deleting')}
        isBusy={remove.isPending}
        onConfirm={onDelete}
        onCancel={() => setDeleting(null)}
      >
        {deleting && (
          <p>
            {t('admin.patchNotes.deleteText', {
              version: deleting.version,
              title: deleting.title,
              id: deleting.id,
            })}
          </p>
        )}
      </ConfirmDialog>
    </>
  );
}
