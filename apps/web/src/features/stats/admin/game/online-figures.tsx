import type { OnlineStats } from '@agaia/contract';
import { useTranslation } from 'react-i18next';
import { formatNumber } from '../../../../lib/format.ts';
import { CHART_COLORS, type ChartSeries, timeModel } from '../chart/chart-model.ts';
import { periodFileName } from '../chart/csv.ts';
import { StatsFigure } from '../chart/stats-figure.tsx';
import { NotConnected } from '../parts/not-connected.tsx';
import { StatTiles } from '../parts/stat-tiles.tsx';
import styles from '../parts/stats.module.css';

/**
 * Game Stats → Players online: how to connect the game when none is; else each server's players now and, per bucket,
 * its peak (a line in its colour) and average (the same colour, dashed).
 */
export function OnlineFigures({ data }: { data: OnlineStats }) {
  const { t } = useTranslation();
  if (!data.connected) return <NotConnected />;
  if (data.servers.length === 0)
    return <p className={styles.muted}>{t('admin.stats.game.online.noServers')}</p>;
  const { period } = data;
  const series: ChartSeries[] = data.servers.flatMap((server, index) => [
    {
      key: `${server.serverId}-peak`,
      label: t('admin.stats.game.online.peak', { server: server.name }),
      values: server.peak,
      color: index % CHART_COLORS,
    },
    {
      key: `${server.serverId}-average`,
      label: t('admin.stats.game.online.average', { server: server.name }),
      values: server.average,
      color: index % CHART_COLORS,
      isDashed: true,
    },
  ]);
  return (
    <>
      <StatTiles
        tiles={data.servers.map((server) => ({
          key: String(server.serverId),
          label: server.name,
          value: server.now === null ? t('admin.stats.noValue') : formatNumber(server.now),
          detail:
            server.now === null
              ? t('admin.stats.game.online.notAnswering')
              : t('admin.stats.game.online.now'),
        }))}
      />
      <StatsFigure
        title={t('admin.stats.game.online.chart')}
        model={timeModel(period, t(`admin.stats.chart.keys.${period.bucket}`), series)}
        fileName={periodFileName('players-online', period)}
      />
    </>
  );
}
