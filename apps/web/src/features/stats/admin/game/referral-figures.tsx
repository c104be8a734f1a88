import type { ReferralStats } from '@agaia/contract';
import { useTranslation } from 'react-i18next';
import { timeModel } from '../chart/chart-model.ts';
import { periodFileName } from '../chart/csv.ts';
import { StatsFigure } from '../chart/stats-figure.tsx';
import { ReferralTable } from './referral-table.tsx';

/** Game Stats → Referrals: hits and registrations per bucket, then by video (utm_content) and by campaign. */
export function ReferralFigures({ data }: { data: ReferralStats }) {
  const { t } = useTranslation();
  const { period } = data;
  const model = timeModel(period, t(`admin.stats.chart.keys.${period.bucket}`), [
    { key: 'hits', label: t('admin.stats.game.referrals.hits'), values: data.hits, color: 1 },
    {
      key: 'registrations',
      label: t('admin.stats.game.referrals.registrations'),
      values: data.registrations,
      color: 0,
    },
  ]);
  return (
    <>
      <StatsFigure
        title={t('admin.stats.game.referrals.chart')}
        model={model}
        fileName={periodFileName('referrals', period)}
      />
      <ReferralTable
        title={t('admin.stats.game.referrals.byVideo')}
        nameHeader={t('admin.stats.game.referrals.video')}
        rows={data.videos}
      />
      <ReferralTable
        title={t('admin.stats.game.referrals.byCampaign')}
        nameHeader={t('admin.stats.game.referrals.campaign')}
        rows={data.campaigns}
      />
    </>
  );
}
