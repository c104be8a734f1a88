import type { ComponentType } from 'react';
import { useTranslation } from 'react-i18next';
import styles from './page-loading.module.css';

/**
 * The outline of what is arriving, drawn while it loads: a grid of cards, an article, a list of rows, a table, a form,
 * or the profile (its card beside its tabs).
 */
export type LoadingShape = 'cards' | 'article' | 'list' | 'table' | 'form' | 'profile';

const CARDS = 6;
const ROWS = 4;
const TABLE_ROWS = 5;
const FIELDS = 3;
const FIGURES = 4;
const TABS = 4;
// The widths of an article's lines and a table's columns (classes, not inline styles: the CSP allows no style
// attribute).
const LINES = ['w95', 'w88', 'w92', 'w70', 'w90', 'w60'] as const;
const COLUMNS = ['w70', 'w50', 'w30', 'w40'] as const;

const block = (...names: string[]) => [styles.block, ...names.map((name) => styles[name])].join(' ');
const times = (count: number) => Array.from({ length: count }, (_, index) => index);

function Cards() {
  return (
    <div className={styles.cards}>
      {times(CARDS).map((index) => (
        <div key={index} className={styles.card}>
          <div className={block('media')} />
          <div className={block('line', 'w40')} />
          <div className={block('heading')} />
          <div className={block('line')} />
        </div>
      ))}
    </div>
  );
}

function Rows({ count = ROWS }: { count?: number }) {
  return (
    <div className={styles.rows}>
      {times(count).map((index) => (
        <div key={index} className={styles.row}>
          <div className={block('heading', 'w50')} />
          <div className={block('line')} />
        </div>
      ))}
    </div>
  );
}

function Article() {
  return (
    <div className={styles.article}>
      <div className={block('title')} />
      <div className={block('line', 'w30')} />
      {LINES.map((width) => (
        <div key={width} className={block('line', width)} />
      ))}
    </div>
  );
}

/** A header row and rows of cells, as an admin table draws them. */
function Table() {
  return (
    <div className={styles.table}>
      {times(TABLE_ROWS + 1).map((row) => (
        <div key={row} className={row === 0 ? `${styles.tableRow} ${styles.tableHead}` : styles.tableRow}>
          {COLUMNS.map((width) => (
            <div key={width} className={block('line', width)} />
          ))}
        </div>
      ))}
    </div>
  );
}

/** Labelled fields, a tall one for the text, and the save button. */
function Form() {
  return (
    <div className={styles.form}>
      {times(FIELDS).map((index) => (
        <div key={index} className={styles.field}>
          <div className={block('line', 'w30')} />
          <div className={block('control')} />
        </div>
      ))}
      <div className={styles.field}>
        <div className={block('line', 'w30')} />
        <div className={block('area')} />
      </div>
      <div className={block('control', 'button')} />
    </div>
  );
}

/** The profile's card (avatar, name, address, figures, buttons) beside its tabs and their first rows. */
function Profile() {
  return (
    <div className={styles.profile}>
      <div className={`${styles.panel} ${styles.centred}`}>
        <div className={block('avatar')} />
        <div className={block('heading', 'w50')} />
        <div className={block('line', 'w70')} />
        <div className={styles.figures}>
          {times(FIGURES).map((index) => (
            <div key={index} className={styles.figure}>
              <div className={block('line', 'w40')} />
              <div className={block('line', 'w30')} />
            </div>
          ))}
        </div>
        <div className={block('control')} />
        <div className={block('control')} />
      </div>
      <div className={styles.panel}>
        <div className={styles.tabs}>
          {times(TABS).map((index) => (
            <div key={index} className={block('tab')} />
          ))}
        </div>
        <Rows count={2} />
      </div>
    </div>
  );
}

const OUTLINES: Record<LoadingShape, ComponentType> = {
  cards: Cards,
  article: Article,
  list: Rows,
  table: Table,
  form: Form,
  profile: Profile,
};

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
  const Outline = shape ? OUTLINES[shape] : null;
  return (
    <div className={shape ? styles.withShape : styles.loading} role="status">
      <p>{label ?? t('app.loading')}</p>
      {detail && <p className={styles.detail}>{detail}</p>}
      {Outline && (
        <div aria-hidden="true" className={styles.shape}>
          <Outline />
        </div>
      )}
    </div>
  );
}

/** A figure still arriving, inline in its line: a short shimmering block, read by assistive technology as `label`. */
export function LoadingValue({ label }: { label?: string }) {
  const { t } = useTranslation();
  return (
    <span className={styles.value}>
      <span className="visually-hidden">{label ?? t('app.loading')}</span>
      <span aria-hidden="true" className={block('inline')} />
    </span>
  );
}
