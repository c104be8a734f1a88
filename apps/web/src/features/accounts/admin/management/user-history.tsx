import type { AuditEntry, Ban } from '@agaia/contract';
import { useTranslation } from 'react-i18next';
import { type Column, DataTable } from '../../../../components/admin/data-table.tsx';
import { formatDateTime } from '../../../../lib/format.ts';
import { benefitLabel, useBenefitNames } from '../api/benefit-names.ts';
import styles from './management.module.css';
import { useWebMgtText } from './web-mgt-text.ts';

const ISO_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}/;

/** How one field's value reads (webMgt as permission names, a benefit id with its name); raw by default. */
type ShowValue = (field: string, value: unknown) => string | undefined;

function show(field: string, value: unknown, named?: ShowValue): string {
  if (value === null || value === undefined) return '—';
  const shown = named?.(field, value);
  if (shown !== undefined) return shown;
  return typeof value === 'string' ? value : JSON.stringify(value);
}

/** A ban's IP list as stored (a JSON array of addresses) as plain text. */
function ipsOf(stored: string): string {
  try {
    const parsed: unknown = JSON.parse(stored);
    if (Array.isArray(parsed)) return parsed.join(', ');
  } catch {
    // Not JSON: an address written as is.
  }
  return stored;
}

/** One audit change as text: 'field: from → to' for an edit, 'field: value' for anything else. */
function describeChange(field: string, change: unknown, named?: ShowValue): string {
  if (typeof change === 'object' && change !== null && 'from' in change && 'to' in change) {
    return `${field}: ${show(field, change.from, named)} → ${show(field, change.to, named)}`;
  }
  return `${field}: ${show(field, change, named)}`;
}

/** describeChange with the panel's names: webMgt as permissions, benefit ids with names, instants in local time. */
export function useDescribeChange(): (field: string, change: unknown) => string {
  const { t } = useTranslation();
  const webMgtText = useWebMgtText();
  const benefitNames = useBenefitNames();
  // A granted benefit as a pack records it ({ benefitId, until } or { benefitId, days }): its name and how long.
  const grantedBenefit = (item: unknown) => {
    if (
      typeof item !== 'object' ||
      item === null ||
      !('benefitId' in item) ||
      typeof item.benefitId !== 'number'
    )
      return JSON.stringify(item);
    const benefit = benefitLabel(benefitNames, item.benefitId);
    if ('until' in item && typeof item.until === 'string')
      return t('admin.audit.benefitUntil', { benefit, until: formatDateTime(item.until) });
    if ('days' in item && typeof item.days === 'number')
      return t('admin.audit.benefitDays', { benefit, count: item.days });
    return benefit;
  };
  const named: ShowValue = (field, value) => {
    // Times are stored as ISO instants: show them in the admin's local time.
    if (typeof value === 'string' && ISO_TIME.test(value)) return formatDateTime(value);
    if (field === 'benefits' && Array.isArray(value)) return value.map(grantedBenefit).join('; ') || '—';
    if (typeof value !== 'number') return undefined;
    if (field === 'webMgt') return webMgtText(value);
    if (field === 'benefitId') return benefitLabel(benefitNames, value);
    return undefined;
  };
  return (field, change) => describeChange(field, change, named);
}

/** The account's ban history and audit entries, newest first as the server sends them. */
export function UserHistory({ bans, audit }: { bans: Ban[]; audit: AuditEntry[] }) {
  const { t } = useTranslation();
  const yesNo = (value: boolean) => (value ? t('admin.yes') : t('admin.no'));
  const describe = useDescribeChange();

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
            <li key={field}>{describe(field, change)}</li>
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
