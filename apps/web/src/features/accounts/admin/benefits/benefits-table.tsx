import type { Benefit } from '@agaia/contract';
import { useTranslation } from 'react-i18next';
import { type Column, DataTable, type RowAction } from '../../../../components/admin/data-table.tsx';
import { detailOf } from '../../../../components/admin/form-values.ts';
import { listPaging } from '../../../../components/admin/table-controls.tsx';
import type { ListState } from '../../../../components/admin/use-list-state.ts';
import { formatDateTime } from '../../../../lib/format.ts';
import { benefitLabel, useBenefitNames } from '../api/benefit-names.ts';
import { useAdminBenefits } from '../api/benefits.ts';

type BenefitsTableProps = {
  state: ListState;
  onEdit: (benefit: Benefit) => void;
  onRemove: (benefit: Benefit) => void;
};

/** The benefits matching the search (account ID or benefit ID), a page at a time, with Edit and Remove. */
export function BenefitsTable({ state, onEdit, onRemove }: BenefitsTableProps) {
  const { t } = useTranslation();
  const query = useAdminBenefits(state.list);
  const names = useBenefitNames();
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
    {
      key: 'benefit',
      header: t('admin.benefits.benefit'),
      cell: (row) => benefitLabel(names, row.benefitId),
      isWrapping: true,
    },
    {
      key: 'until',
      header: t('admin.benefits.availableUntil'),
      cell: (row) => formatDateTime(row.availableUntil),
    },
  ];
  const actions = (row: Benefit): RowAction[] => {
    const ids = { benefitId: row.benefitId, accountDBID: row.accountDBID };
    return [
      {
        key: 'edit',
        label: t('admin.benefits.edit'),
        ariaLabel: t('admin.benefits.editLabel', ids),
        onClick: () => onEdit(row),
      },
      {
        key: 'remove',
        label: t('admin.benefits.remove'),
        ariaLabel: t('admin.benefits.removeLabel', ids),
        variant: 'danger',
        onClick: () => onRemove(row),
      },
    ];
  };

  const data = query.data;
  return (
    <DataTable
      caption={t('admin.benefits.caption')}
      columns={columns}
      rows={data?.benefits ?? []}
      rowKey={(row) => `${row.accountDBID}-${row.benefitId}`}
      empty={t('admin.table.empty')}
      isLoading={query.isPending}
      isBusy={query.isPlaceholderData}
      error={
        query.isError ? t('admin.benefits.fetchFailed', { detail: detailOf(query.error) }).trim() : undefined
      }
      actions={actions}
      paging={data && listPaging(state, data.total)}
    />
  );
}
