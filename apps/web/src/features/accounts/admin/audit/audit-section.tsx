import type { AuditSearchEntry } from '@agaia/contract';
import { Download } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type Column, DataTable } from '../../../../components/admin/data-table.tsx';
import { detailOf } from '../../../../components/admin/form-values.ts';
import { Button, buttonIconClass } from '../../../../components/button.tsx';
import { StatusMessage } from '../../../../components/status-message.tsx';
import { errorMessage } from '../../../../lib/api.ts';
import { formatDateTime } from '../../../../lib/format.ts';
import { type AuditFilters, fetchAuditCsv, useAuditSearch } from '../api/audit-search.ts';
import styles from '../management/management.module.css';
import { useDescribeChange } from '../management/user-history.tsx';
import { AuditFiltersForm } from './audit-filters.tsx';

/** Saves text as a file through a temporary link. */
function download(text: string, fileName: string) {
  const url = URL.createObjectURL(new Blob([text], { type: 'text/csv;charset=utf-8' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.click();
  URL.revokeObjectURL(url);
}

/**
 * The audit log (prime 2): who did what to whom, each change as before → after, in local time; filtered by actor,
 * target, action and days, 50 a page, and the filtered entries as a CSV file.
 */
export function AuditSection() {
  const { t } = useTranslation();
  const [filters, setFilters] = useState<AuditFilters>({});
  const [page, setPage] = useState(1);
  const [exportError, setExportError] = useState<string | null>(null);
  const [isExporting, setIsExporting] = useState(false);
  const query = useAuditSearch(filters, page);
  const describe = useDescribeChange();
  const who = (name: string | null, id: number | null) =>
    id === null ? (name ?? t('admin.audit.system')) : t('admin.audit.account', { name: name ?? '—', id });

  const columns: Column<AuditSearchEntry>[] = [
    { key: 'when', header: t('admin.users.auditWhen'), cell: (entry) => formatDateTime(entry.createdAt) },
    {
      key: 'actor',
      header: t('admin.audit.actor'),
      cell: (entry) => who(entry.actorName, entry.actorAccountDBID),
    },
    { key: 'action', header: t('admin.audit.action'), cell: (entry) => <code>{entry.action}</code> },
    {
      key: 'target',
      header: t('admin.audit.target'),
      cell: (entry) =>
        entry.targetAccountDBID === null ? '—' : who(entry.targetName, entry.targetAccountDBID),
    },
    {
      key: 'changes',
      header: t('admin.users.auditChanges'),
      isWrapping: true,
      cell: (entry) => (
        <ul className={styles.changes}>
          {Object.entries(entry.changes).map(([field, change]) => (
            <li key={field}>{describe(field, change)}</li>
          ))}
        </ul>
      ),
    },
  ];

  const onExport = async () => {
    setExportError(null);
    setIsExporting(true);
    try {
      download(await fetchAuditCsv(filters), 'audit-log.csv');
    } catch (failure) {
      setExportError(errorMessage(failure, t('admin.audit.exportFailed')));
    } finally {
      setIsExporting(false);
    }
  };

  const data = query.data;
  return (
    <>
      <AuditFiltersForm
        onApply={(next) => {
          setFilters(next);
          setPage(1);
        }}
      />
      <div className={styles.exportRow}>
        <p className={styles.hint}>{t('admin.audit.exportHint')}</p>
        <Button onClick={onExport} disabled={isExporting}>
          <Download className={buttonIconClass} aria-hidden="true" />
          {isExporting ? t('admin.audit.exporting') : t('admin.audit.export')}
        </Button>
      </div>
      <StatusMessage kind="error">{exportError}</StatusMessage>
      <DataTable
        caption={t('admin.users.audit')}
        columns={columns}
        rows={data?.entries ?? []}
        rowKey={(entry) => entry.id}
        empty={t('admin.users.noAudit')}
        isLoading={query.isPending}
        isBusy={query.isPlaceholderData}
        error={
          query.isError ? t('admin.audit.fetchFailed', { detail: detailOf(query.error) }).trim() : undefined
        }
        paging={data && { page, pageSize: '50', total: data.total, onPage: setPage }}
      />
    </>
  );
}
