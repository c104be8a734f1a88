import { Download } from 'lucide-react';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, buttonIconClass } from '../../../../components/button.tsx';
import styles from './chart.module.css';
import { ChartCanvas } from './chart-canvas.tsx';
import { type ChartModel, modelCsv } from './chart-model.ts';
import { downloadCsv } from './csv.ts';
import { SeriesTable } from './series-table.tsx';

type StatsFigureProps = {
  /** The figure's caption and accessible name: 'Registrations and logins'. */
  title: string;
  model: ChartModel;
  /** The CSV's file name: 'registrations-2026-10-26-to-2026-11-24.csv' (csv.ts's csvFileName). */
  fileName: string;
};

/**
 * One statistic as a figure: its caption, a Chart/Table switch (the table holds the same numbers, for reading and
 * for screen readers), Download CSV, then the chart with its legend or the table.
 */
export function StatsFigure({ title, model, fileName }: StatsFigureProps) {
  const { t } = useTranslation();
  const captionId = useId();
  const [view, setView] = useState<'chart' | 'table'>('chart');
  return (
    <figure className={styles.figure} aria-labelledby={captionId}>
      <figcaption id={captionId} className={styles.caption}>
        {title}
      </figcaption>
      <div className={styles.toolbar}>
        <fieldset className={styles.switch}>
          <legend className="visually-hidden">{t('admin.stats.chart.views', { title })}</legend>
          {(['chart', 'table'] as const).map((option) => (
            <button
              key={option}
              type="button"
              className={styles.switchButton}
              aria-pressed={view === option}
              onClick={() => setView(option)}
            >
              {t(`admin.stats.chart.${option}`)}
            </button>
          ))}
        </fieldset>
        <Button
          className={styles.download}
          aria-label={t('admin.stats.chart.downloadCsvLabel', { title })}
          onClick={() => downloadCsv(modelCsv(model), fileName)}
        >
          <Download className={buttonIconClass} aria-hidden="true" />
          {t('admin.stats.chart.downloadCsv')}
        </Button>
      </div>
      {view === 'chart' ? (
        <ChartCanvas model={model} title={title} />
      ) : (
        <SeriesTable model={model} caption={title} />
      )}
    </figure>
  );
}
