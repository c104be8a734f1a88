import type { TwitchStats } from '@agaia/contract';
import { useTranslation } from 'react-i18next';
import { formatNumber } from '../../../../lib/format.ts';
import { categoryModel, timeModel } from '../chart/chart-model.ts';
import { periodFileName } from '../chart/csv.ts';
import { StatsFigure } from '../chart/stats-figure.tsx';
import { StatTiles } from '../parts/stat-tiles.tsx';
import styles from '../parts/stats.module.css';

/** Game Stats → Twitch: linked accounts and the period's minutes and claims, minutes per bucket, claims per reward. */
export function TwitchFigures({ data }: { data: TwitchStats }) {
  const { t } = useTranslation();
  const { totals, period } = data;
  const minutes = timeModel(period, t(`admin.stats.chart.keys.${period.bucket}`), [
    {
      key: 'watch',
      label: t('admin.stats.game.twitch.watchMinutes'),
      values: data.watchMinutes,
      color: 1,
    },
    {
      key: 'stream',
      label: t('admin.stats.game.twitch.streamMinutes'),
      values: data.streamMinutes,
      color: 3,
    },
  ]);
  const rewards = data.rewards.map((reward) =>
    t('admin.stats.game.twitch.rewardName', {
      title: reward.title,
      season: reward.season,
      type: t(`admin.stats.game.twitch.types.${reward.type}`),
    }),
  );
  const claims = categoryModel(t('admin.stats.game.twitch.reward'), rewards, {
    key: 'claims',
    label: t('admin.stats.game.twitch.claims'),
    values: data.rewards.map((reward) => reward.claims),
    color: 3,
  });
  return (
    <>
      <StatTiles
        tiles={[
          {
            key: 'linked',
            label: t('admin.stats.game.twitch.linkedAccounts'),
            value: formatNumber(totals.linkedAccounts),
          },
          {
            key: 'watch',
            label: t('admin.stats.game.twitch.watchMinutes'),
            value: formatNumber(totals.watchMinutes),
          },
          {
            key: 'stream',
            label: t('admin.stats.game.twitch.streamMinutes'),
            value: formatNumber(totals.streamMinutes),
          },
          { key: 'claims', label: t('admin.stats.game.twitch.claims'), value: formatNumber(totals.claims) },
        ]}
      />
      <StatsFigure
        title={t('admin.stats.game.twitch.chart')}
        model={minutes}
        fileName={periodFileName('twitch-minutes', period)}
      />
      {data.rewards.length > 0 ? (
        <StatsFigure
          title={t('admin.stats.game.twitch.claimsChart')}
          model={claims}
          fileName={periodFileName('twitch-claims', period)}
        />
      ) : (
        <p className={styles.muted}>{t('admin.stats.game.twitch.noRewards')}</p>
      )}
    </>
  );
}
