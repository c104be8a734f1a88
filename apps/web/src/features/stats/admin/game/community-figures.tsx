import type { CommunityStats } from '@agaia/contract';
import { useTranslation } from 'react-i18next';
import { formatNumber } from '../../../../lib/format.ts';
import { timeModel } from '../chart/chart-model.ts';
import { periodFileName } from '../chart/csv.ts';
import { StatsFigure } from '../chart/stats-figure.tsx';
import { StatTiles } from '../parts/stat-tiles.tsx';

/** Game Stats → Accounts: the totals now and in the period, and registrations and logins per bucket. */
export function CommunityFigures({ data }: { data: CommunityStats }) {
  const { t } = useTranslation();
  const { totals, period } = data;
  const inPeriod = t('admin.stats.game.community.inPeriod');
  const title = t('admin.stats.game.community.chart');
  const model = timeModel(period, t(`admin.stats.chart.keys.${period.bucket}`), [
    {
      key: 'registrations',
      label: t('admin.stats.game.community.registrations'),
      values: data.registrations,
      color: 0,
    },
    { key: 'logins', label: t('admin.stats.game.community.logins'), values: data.logins, color: 1 },
  ]);
  return (
    <>
      <StatTiles
        tiles={[
          {
            key: 'accounts',
            label: t('admin.stats.game.community.accounts'),
            value: formatNumber(totals.accounts),
          },
          {
            key: 'confirmed',
            label: t('admin.stats.game.community.confirmed'),
            value: formatNumber(totals.confirmed),
          },
          {
            key: 'unconfirmed',
            label: t('admin.stats.game.community.unconfirmed'),
            value: formatNumber(totals.unconfirmed),
          },
          {
            key: 'bans',
            label: t('admin.stats.game.community.activeBans'),
            value: formatNumber(totals.activeBans),
          },
          {
            key: 'registrations',
            label: t('admin.stats.game.community.registrations'),
            value: formatNumber(totals.registrations),
            detail: inPeriod,
          },
          {
            key: 'logins',
            label: t('admin.stats.game.community.logins'),
            value: formatNumber(totals.logins),
            detail: inPeriod,
          },
        ]}
      />
      <StatsFigure title={title} model={model} fileName={periodFileName('registrations', period)} />
    </>
  );
}
