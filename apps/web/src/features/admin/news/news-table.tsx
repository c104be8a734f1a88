import type { AdminNews } from '@agaia/contract';
import { Plus } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, buttonIconClass } from '../../../components/button.tsx';
import { StatusMessage } from '../../../components/status-message.tsx';
import { errorMessage, messageOf } from '../../../lib/api.ts';
import { formatDateTime } from '../../../lib/format.ts';
import { useDeleteNews } from '../api/delete-news.ts';
import { CONTENT_PAGE_SIZE } from '../api/keys.ts';
import { useAdminNewsList } from '../api/news.ts';
import styles from '../components/admin-table.module.css';
import { ConfirmDialog } from '../components/confirm-dialog.tsx';
import { type Column, DataTable } from '../components/data-table.tsx';
import type { Notice } from '../components/notice.ts';
import { Pagination, pageCountOf } from '../components/pagination.tsx';
import { ContentStatusBadge } from '../components/status-badge.tsx';
import type { EditorTarget } from '../components/use-editor-param.ts';

type NewsTableProps = {
  page: number;
  onPage: (page: number) => void;
  onOpen: (target: EditorTarget) => void;
  onNotice: (notice: Notice | null) => void;
};

/** The articles, drafts included, 15 a page, with New, Edit and Delete (after a confirmation). */
export function NewsTable({ page, onPage, onOpen, onNotice }: NewsTableProps) {
  const { t } = useTranslation();
  const query = useAdminNewsList(page);
  const remove = useDeleteNews();
  const [deleting, setDeleting] = useState<AdminNews | null>(null);

  const onDelete = async () => {
    if (!deleting) return;
    onNotice(null);
    try {
      const answer = await remove.mutateAsync(deleting.id);
      onNotice({ kind: 'success', text: messageOf(answer, t('admin.news.deleted')) });
    } catch (failure) {
      onNotice({ kind: 'error', text: errorMessage(failure, t('admin.news.deleteFailed')) });
    }
    setDeleting(null);
  };

  const columns: Column<AdminNews>[] = [
    { key: 'id', header: t('admin.content.id'), cell: (row) => row.id, isNumeric: true },
    { key: 'title', header: t('admin.news.title'), cell: (row) => row.title, isWrapping: true },
    { key: 'category', header: t('admin.news.category'), cell: (row) => row.category },
    {
      key: 'status',
      header: t('admin.content.status'),
      cell: (row) => <ContentStatusBadge status={row.status} />,
    },
    {
      key: 'dates',
      header: t('admin.content.dates'),
      cell: (row) => (
        <dl className={styles.dates}>
          <dt>{t('admin.content.updated')}</dt>
          <dd>{formatDateTime(row.updatedAt)}</dd>
          <dt>{t('admin.news.publishedAt')}</dt>
          <dd>{formatDateTime(row.publishedAt)}</dd>
        </dl>
      ),
    },
    {
      key: 'actions',
      header: t('admin.table.actions'),
      cell: (row) => (
        <div className={styles.rowActions}>
          <Button
            className={styles.smallButton}
            aria-label={t('admin.news.editLabel', { title: row.title })}
            onClick={() => onOpen(row.id)}
          >
            {t('admin.content.edit')}
          </Button>
          <Button
            variant="danger"
            className={styles.smallButton}
            aria-label={t('admin.news.deleteLabel', { title: row.title })}
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
          {t('admin.news.new')}
        </Button>
      </div>
      {query.isError && (
        <StatusMessage kind="error">{errorMessage(query.error, t('admin.news.fetchFailed'))}</StatusMessage>
      )}
      {query.isPending ? (
        <p className={styles.muted} role="status">
          {t('admin.table.loading')}
        </p>
      ) : (
        <DataTable
          caption={t('admin.news.caption')}
          columns={columns}
          rows={data?.news ?? []}
          rowKey={(row) => row.id}
          empty={t('admin.news.empty')}
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
        title={t('admin.news.deleteTitle')}
        confirmLabel={t('admin.content.delete')}
        busyLabel={t('admin.content.deleting')}
        isBusy={remove.isPending}
        onConfirm={onDelete}
        onCancel={() => setDeleting(null)}
      >
        {deleting && <p>{t('admin.news.deleteText', { title: deleting.title, id: deleting.id })}</p>}
      </ConfirmDialog>
    </>
  );
}
