import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import styles from './chart.module.css';
import { ChartLegend } from './chart-legend.tsx';
import { type ChartModel, formatValue, valueAt } from './chart-model.ts';
import { readChartTheme } from './chart-theme.ts';
import { type DrawnChart, drawChart } from './draw-chart.ts';

/**
 * Whether this browser can draw. A canvas needs layout: jsdom (the unit tests) has neither ResizeObserver nor
 * matchMedia (uPlot reads the screen's pixel ratio through it when loaded), so there the figure keeps its legend,
 * table and CSV and draws no picture.
 */
function canDraw(): boolean {
  return typeof ResizeObserver === 'function' && typeof window.matchMedia === 'function';
}

/** What the picture depends on: an equal model passed again (a re-render) does not redraw it. */
const signatureOf = (model: ChartModel) =>
  JSON.stringify([
    model.layout,
    model.keys,
    model.ticks,
    model.series.map((series) => [series.label, series.values, series.kind, series.axis, series.color]),
    model.series.map((series) => [series.isDashed, series.unit]),
  ]);

/**
 * The chart's picture (uPlot on a canvas, loaded with the first chart), sized to its box's width and redrawn when the
 * box resizes, above its legend. The picture is hidden from assistive technology, which is pointed to the table;
 * the line over it reads out the row under the pointer.
 */
export function ChartCanvas({ model, title }: { model: ChartModel; title: string }) {
  const { t } = useTranslation();
  const box = useRef<HTMLDivElement>(null);
  const latest = useRef(model);
  const [hovered, setHovered] = useState<number | null>(null);
  const [hasFailed, setFailed] = useState(false);
  const signature = signatureOf(model);

  useEffect(() => {
    latest.current = model;
  });

  // biome-ignore lint/correctness/useExhaustiveDependencies: redrawn when the figures change (the signature), not for each new but equal model
  useEffect(() => {
    const element = box.current;
    if (!element || !canDraw()) return;
    let chart: DrawnChart | undefined;
    let observer: ResizeObserver | undefined;
    let isGone = false;
    import('./uplot-runtime.ts')
      .then(({ Plot, bars }) => {
        if (isGone) return;
        chart = drawChart({ Plot, bars }, element, latest.current, readChartTheme(element), setHovered);
        let width = element.clientWidth;
        observer = new ResizeObserver(() => {
          if (element.clientWidth === width) return;
          width = element.clientWidth;
          chart?.resize(width);
        });
        observer.observe(element);
      })
      .catch(() => {
        if (!isGone) setFailed(true);
      });
    return () => {
      isGone = true;
      observer?.disconnect();
      chart?.destroy();
    };
  }, [signature]);

  const readout =
    hovered === null
      ? '\u00a0'
      : t('admin.stats.chart.readout', {
          row: model.labels[hovered] ?? '',
          values: model.series
            .map((series) =>
              t('admin.stats.chart.readoutValue', {
                label: series.label,
                value: formatValue(series, valueAt(series, hovered)),
              }),
            )
            .join(t('admin.stats.chart.readoutSeparator')),
        });

  return (
    <div className={styles.chartView}>
      <p className="visually-hidden">{t('admin.stats.chart.readTable')}</p>
      <div className={styles.picture} aria-hidden="true">
        <p className={styles.readout}>{readout}</p>
        <div
          ref={box}
          className={model.layout === 'time' ? `${styles.canvas} ${styles.timeCanvas}` : styles.canvas}
        />
      </div>
      {hasFailed && <p className={styles.muted}>{t('admin.stats.chart.failed')}</p>}
      <ChartLegend model={model} title={title} />
    </div>
  );
}
