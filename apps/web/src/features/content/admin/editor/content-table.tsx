import { Plus } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import styles from '../../../../components/admin/admin-table.module.css';
import { ConfirmDialog } from '../../../../components/admin/confirm-dialog.tsx';
import { DataTable } from '../../../../components/admin/data-table.tsx';
import { useConfirm } from '../../../../components/admin/use-confirm.ts';
import type { EditorTarget } from '../../../../components/admin/use-editor-param.ts';
import { Button, buttonIconClass } from '../../../../components/button.tsx';
import { showToast } from '../../../../components/toast-store.ts';
import { errorMessage, messageOf } from '../../../../lib/api.ts';
import { useContentList } from '../api/content-list.ts';
import { useDeleteContent } from '../api/delete-content.ts';
import { CONTENT_PAGE_SIZE } from '../api/keys.ts';
import type { ContentKind, ContentRow, ContentValues } from './content-kind.ts';
import { missingLanguage, withLanguage } from './content-language.tsx';

type ContentTableProps<T extends ContentRow, V extends ContentValues, B> = {
  kind: ContentKind<T, V, B>;
  page: number;
  onPage: (page: number) => void;
  onOpen: (target: EditorTarget) => void;
  /** Opens the editor of a new translation of an original. */
  onTranslate: (originalId: number) => void;
};

/**
 * A kind's items, drafts included, 15 a page, each with its language and translations, with New, Edit, Add
 * translation (on an original not yet in every language) and Delete (after a confirmation).
 */
export function ContentTable<T extends ContentRow, V extends ContentValues, B>({
  kind,
  page,
  onPage,
  onOpen,
  onTranslate,
}: ContentTableProps<T, V, B>) {
  const { t } = useTranslation();
  const s = kind.strings;
  const query = useContentList(kind.endpoint, page);
  const remove = useDeleteContent(kind.endpoint);
  const confirm = useConfirm(async (row: T) => {
    try {
      const answer = await remove.mutateAsync(row.id);
      showToast({ kind: 'success', text: messageOf(answer, t(`admin.${s}.deleted`)) });
    } catch (failure) {
      showToast({ kind: 'error', text: errorMessage(failure, t(`admin.${s}.deleteFailed`)) });
    }
  });

  const data = query.data;
  return (
    <>
      <div className={styles.toolbar}>
        <Button variant="primary" onClick={() => onOpen('new')}>
          <Plus className={buttonIconClass} aria-hidden="true" />
          {t(`admin.${s}.new`)}
        </Button>
      </div>
      <DataTable
        caption={t(`admin.${s}.caption`)}
        columns={[
          { key: 'id', header: t('admin.content.id'), cell: (row) => row.id, isNumeric: true },
          ...kind.columns(t).map((column) =>
            column.key === 'title'
              ? withLanguage(column, t, (row) =>
                  missingLanguage(row)
                    ? {
                        label: t('admin.content.addTranslation'),
                        ariaLabel: kind.rowLabels(t, row).translate,
                        onClick: () => onTranslate(row.id),
                      }
                    : undefined,
                )
              : column,
          ),
        ]}
        rows={data?.rows ?? []}
        rowKey={(row) => row.id}
        empty={t(`admin.${s}.empty`)}
        isLoading={query.isPending}
        isBusy={query.isPlaceholderData}
        error={query.isError ? errorMessage(query.error, t(`admin.${s}.fetchFailed`)) : undefined}
        actions={(row) => [
          {
            key: 'edit',
            label: t('admin.content.edit'),
            ariaLabel: kind.rowLabels(t, row).edit,
            onClick: () => onOpen(row.id),
          },
          {
            key: 'delete',
            label: t('admin.content.delete'),
            ariaLabel: kind.rowLabels(t, row).delete,
            variant: 'danger',
            onClick: () => confirm.ask(row),
          },
        ]}
        paging={data && { page, pageSize: String(CONTENT_PAGE_SIZE), total: data.total, onPage }}
      />
      <ConfirmDialog
        {...confirm.dialog}
        title={t(`admin.${s}.deleteTitle`)}
        confirmLabel={t('admin.content.delete')}
        busyLabel={t('admin.content.deleting')}
      >
        {confirm.row && <p>{kind.rowLabels(t, confirm.row).deleteText}</p>}
      </ConfirmDialog>
    </>
  );
}
