import type { ReferralRow } from '@agaia/contract';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { type Column, DataTable } from '../../../../components/admin/data-table.tsx';
import { formatNumber } from '../../../../lib/format.ts';
import styles from '../parts/stats.module.css';
import { formatPercent } from '../parts/stats-format.ts';

type ReferralTableProps = {
  /** The table's heading and caption: 'By video (utm_content)'. */
  title: string;
  /** The name column's header: 'Video'. */
  nameHeader: string;
  rows: readonly ReferralRow[];
};

/** One referral table: each video or campaign (none named: '(none)') with its hits, registrations and conversion. */
export function ReferralTable({ title, nameHeader, rows }: ReferralTableProps) {
  const { t } = useTranslation();
  const titleId = useId();
  const columns: Column<ReferralRow>[] = [
    {
      key: 'name',
      header: nameHeader,
      isWrapping: true,
      cell: (row) => row.name ?? t('admin.stats.noName'),
    },
    {
      key: 'hits',
      header: t('admin.stats.game.referrals.hits'),
      isNumeric: true,
      cell: (row) => formatNumber(row.hits),
    },
    {
      key: 'registrations',
      header: t('admin.stats.game.referrals.registrations'),
      isNumeric: true,
      cell: (row) => formatNumber(row.registrations),
    },
    {
      key: 'conversion',
      header: t('admin.stats.game.referrals.conversion'),
      isNumeric: true,
      cell: (row) => formatPercent(row.conversion),
    },
  ];
  return (
    <section className={styles.block} aria-labelledby={titleId}>
      <h5 id={titleId} className={styles.subTitle}>
        {title}
      </h5>
      <DataTable
        caption={title}
        columns={columns}
        rows={rows}
        rowKey={(row) => row.name ?? ''}
        empty={t('admin.stats.game.referrals.empty')}
      />
    </section>
  );
}
