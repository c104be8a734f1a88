import { useTranslation } from 'react-i18next';
import styles from './chart.module.css';
import type { ChartModel, ChartSeries } from './chart-model.ts';

/** The swatch's classes: its colour, a bar's square or a line's stroke, dashed for a dashed line. */
function swatchClass(series: ChartSeries, model: ChartModel): string {
  const isBar = model.layout === 'category' || series.kind === 'bar';
  return [
    styles.swatch,
    styles[`color${series.color}`],
    isBar ? styles.barSwatch : styles.lineSwatch,
    series.isDashed ? styles.dashed : '',
  ]
    .filter(Boolean)
    .join(' ');
}

/** The chart's legend: each series' colour (a square for bars, a stroke for lines) and name. */
export function ChartLegend({ model, title }: { model: ChartModel; title: string }) {
  const { t } = useTranslation();
  return (
    <ul className={styles.legend} aria-label={t('admin.stats.chart.legend', { title })}>
      {model.series.map((series) => (
        <li key={series.key} className={styles.legendItem}>
          <span className={swatchClass(series, model)} aria-hidden="true" />
          {series.label}
        </li>
      ))}
    </ul>
  );
}
