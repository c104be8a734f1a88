import { useTranslation } from 'react-i18next';
import styles from './page-loading.module.css';

/** The outline of what is arriving, drawn while it loads: a grid of cards, an article, or a list of rows. */
export type LoadingShape = 'cards' | 'article' | 'list';

const CARDS = 6;
const ROWS = 4;
// The widths of an article's lines (classes, not inline styles: the CSP allows no style attribute).
const LINES = ['w95', 'w88', 'w92', 'w70', 'w90', 'w60'] as const;

function Outline({ shape }: { shape: LoadingShape }) {
  if (shape === 'cards') {
    return (
      <div className={styles.cards}>
        {Array.from({ length: CARDS }, (_, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: fixed placeholders, never reordered.
          <div key={index} className={styles.card}>
            <div className={`${styles.block} ${styles.media}`} />
            <div className={`${styles.block} ${styles.line} ${styles.w40}`} />
            <div className={`${styles.block} ${styles.heading}`} />
            <div className={`${styles.block} ${styles.line}`} />
          </div>
        ))}
      </div>
    );
  }
  if (shape === 'list') {
    return (
      <div className={styles.rows}>
        {Array.from({ length: ROWS }, (_, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: fixed placeholders, never reordered.
          <div key={index} className={styles.row}>
            <div className={`${styles.block} ${styles.heading} ${styles.w50}`} />
            <div className={`${styles.block} ${styles.line}`} />
          </div>
        ))}
      </div>
    );
  }
  return (
    <div className={styles.article}>
      <div className={`${styles.block} ${styles.title}`} />
      <div className={`${styles.block} ${styles.line} ${styles.w30}`} />
      {LINES.map((width) => (
        <div key={width} className={`${styles.block} ${styles.line} ${styles[width]}`} />
      ))}
    </div>
  );
}

/**
 * A quiet loading line for a page or section that is still arriving, with an optional second, muted line; with a
 * `shape`, the outline of what is coming is drawn beneath it (decoration: the line is what assistive technology reads).
 */
export function PageLoading({
  label,
  detail,
  shape,
}: {
  label?: string;
  detail?: string;
  shape?: LoadingShape;
}) {
  const { t } = useTranslation();
  return (
    <div className={shape ? styles.withShape : styles.loading} role="status">
      <p>{label ?? t('app.loading')}</p>
      {detail && <p className={styles.detail}>{detail}</p>}
      {shape && (
        <div aria-hidden="true" className={styles.shape}>
          <Outline shape={shape} />
        </div>
      )}
    </div>
  );
}
