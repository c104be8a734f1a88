import { CONTENT_STATUSES, type ContentStatus } from '@agaia/contract';
import type { TFunction } from 'i18next';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { Column } from '../../../../components/admin/data-table.tsx';
import { SelectField } from '../../../../components/admin/fields.tsx';
import { StatusBadge } from '../../../../components/admin/status-badge.tsx';

/** A content item's status: Draft (amber) or Published (green). */
function ContentStatusBadge({ status }: { status: ContentStatus }) {
  const { t } = useTranslation();
  return (
    <StatusBadge tone={status === 'published' ? 'success' : 'warning'}>
      {t(`admin.content.${status}`)}
    </StatusBadge>
  );
}

/** The Status column of a content table. */
export function statusColumn<T extends { status: ContentStatus }>(t: TFunction): Column<T> {
  return {
    key: 'status',
    header: t('admin.content.status'),
    cell: (row) => <ContentStatusBadge status={row.status} />,
  };
}

/** The Status choice of a content form (Draft or Published), registered with react-hook-form. */
export function ContentStatusField({ error, ...input }: UseFormRegisterReturn & { error?: string }) {
  const { t } = useTranslation();
  return (
    <SelectField label={t('admin.content.status')} error={error} {...input}>
      {CONTENT_STATUSES.map((status) => (
        <option key={status} value={status}>
          {t(`admin.content.${status}`)}
        </option>
      ))}
    </SelectField>
  );
}
