import styles from './chart.module.css';
import { type ChartModel, formatValue, valueAt } from './chart-model.ts';

/**
 * The chart's figures as a table: one row per bucket or category (its name a row header), one column per series,
 * the same numbers the chart draws. It scrolls in its own box, which takes the keyboard's focus to scroll.
 */
export function SeriesTable({ model, caption }: { model: ChartModel; caption: string }) {
  return (
    // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling box takes focus so the keyboard can scroll it
    <section className={styles.tableBox} aria-label={caption} tabIndex={0}>
      <table className={styles.table}>
        <caption className="visually-hidden">{caption}</caption>
        <thead>
          <tr>
            <th scope="col">{model.keyHeader}</th>
            {model.series.map((series) => (
              <th key={series.key} scope="col" className={styles.numeric}>
                {series.label}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {model.keys.map((key, row) => (
            <tr key={key}>
              <th scope="row">{model.labels[row]}</th>
              {model.series.map((series) => (
                <td key={series.key} className={styles.numeric}>
                  {formatValue(series, valueAt(series, row))}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}
