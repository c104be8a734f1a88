import type { AuditEntry, Ban } from '@agaia/contract';
import { useTranslation } from 'react-i18next';
import { type Column, DataTable } from '../../../../components/admin/data-table.tsx';
import { formatDateTime } from '../../../../lib/format.ts';
import styles from './management.module.css';

function show(value: unknown): string {
  if (value === null || value === undefined) return '—';
  return typeof value === 'string' ? value : JSON.stringify(value);
}

/** A ban's IP list as stored (a JSON array of addresses) as plain text. */
export function ipsOf(stored: string): string {
  try {
    const parsed: unknown = JSON.parse(stored);
    if (Array.isArray(parsed)) return parsed.join(', ');
  } catch {
    // Not JSON: an address written as is.
  }
  return stored;
}

/** One audit change as text: 'field: from → to' for an edit, 'field: value' for anything else. */
export function describeChange(field: string, change: unknown): string {
  if (typeof change === 'object' && change !== null && 'from' in change && 'to' in change) {
    return `${field}: ${show(change.from)} → ${show(change.to)}`;
  }
  return `${field}: ${show(change)}`;
}

/** The account's ban history and audit entries, newest first as the server sends them. */
export function UserHistory({ bans, audit }: { bans: Ban[]; audit: AuditEntry[] }) {
  const { t } = useTranslation();
  const yesNo = (value: boolean) => (value ? t('admin.yes') : t('admin.no'));
  const banColumns: Column<Ban>[] = [
    { key: 'start', header: t('admin.users.banStart'), cell: (ban) => formatDateTime(ban.startTime) },
    { key: 'end', header: t('admin.users.banEndShort'), cell: (ban) => formatDateTime(ban.endTime) },
    { key: 'reason', header: t('admin.users.banReason'), cell: (ban) => ban.description },
    { key: 'ip', header: t('admin.users.banIp'), cell: (ban) => ipsOf(ban.ip) },
    { key: 'by', header: t('admin.users.banBy'), cell: (ban) => ban.bannedBy ?? t('format.notAvailable') },
    { key: 'active', header: t('admin.users.banActive'), cell: (ban) => yesNo(ban.active) },
  ];
  const auditColumns: Column<AuditEntry>[] = [
    { key: 'action', header: t('admin.users.auditAction'), cell: (entry) => <code>{entry.action}</code> },
    { key: 'by', header: t('admin.users.auditBy'), cell: (entry) => entry.actorName },
    { key: 'when', header: t('admin.users.auditWhen'), cell: (entry) => formatDateTime(entry.createdAt) },
    {
      key: 'changes',
      header: t('admin.users.auditChanges'),
      cell: (entry) => (
        <ul className={styles.changes}>
          {Object.entries(entry.changes).map(([field, change]) => (
            <li key={field}>{describeChange(field, change)}</li>
          ))}
        </ul>
      ),
    },
  ];
  return (
    <>
      <section className={styles.block} aria-labelledby="ban-history-title">
        <h3 id="ban-history-title" className={styles.blockTitle}>
          {t('admin.users.banHistory')}
        </h3>
        <DataTable
          caption={t('admin.users.banHistory')}
          columns={banColumns}
          rows={bans}
          rowKey={(ban) => ban.id}
          empty={t('admin.users.noBans')}
        />
      </section>
      <section className={styles.block} aria-labelledby="audit-title">
        <h3 id="audit-title" className={styles.blockTitle}>
          {t('admin.users.audit')}
        </h3>
        <DataTable
          caption={t('admin.users.audit')}
          columns={auditColumns}
          rows={audit}
          rowKey={(entry) => entry.id}
          empty={t('admin.users.noAudit')}
        />
      </section>
    </>
  );
}
