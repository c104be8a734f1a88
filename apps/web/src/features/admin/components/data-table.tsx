import type { ReactNode } from 'react';
import styles from './admin-table.module.css';

/** One column of a DataTable: its header and how a row fills its cell. */
export type Column<T> = {
  key: string;
  header: string;
  cell: (row: T) => ReactNode;
  /** Right-aligned tabular figures (ids, coins). */
  isNumeric?: boolean;
  /** Long text (titles, names) that wraps instead of widening the table. */
  isWrapping?: boolean;
};

const cellClass = <T,>(column: Column<T>) =>
  [column.isNumeric ? styles.numeric : '', column.isWrapping ? styles.wrap : ''].filter(Boolean).join(' ') ||
  undefined;

type DataTableProps<T> = {
  /** The table's accessible name, rendered as a visually hidden caption. */
  caption: string;
  columns: Column<T>[];
  rows: T[];
  rowKey: (row: T) => string | number;
  /** Shown in one full-width row when there are no rows. */
  empty: string;
  /** Dims the rows while a new page is on its way. */
  isBusy?: boolean;
};

/** A dense admin table: sticky header, zebra rows, its own scroll box so the page never scrolls sideways. */
export function DataTable<T>({ caption, columns, rows, rowKey, empty, isBusy }: DataTableProps<T>) {
  return (
    <div className={styles.scroller}>
      <table className={styles.table} aria-busy={isBusy || undefined} data-busy={isBusy || undefined}>
        <caption className={styles.caption}>{caption}</caption>
        <thead>
          <tr>
            {columns.map((column) => (
              <th key={column.key} scope="col" className={cellClass(column)}>
                {column.header}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.length === 0 ? (
            <tr>
              <td colSpan={columns.length} className={styles.empty}>
                {empty}
              </td>
            </tr>
          ) : (
            rows.map((row) => (
              <tr key={rowKey(row)}>
                {columns.map((column) => (
                  <td key={column.key} className={cellClass(column)}>
                    {column.cell(row)}
                  </td>
                ))}
              </tr>
            ))
          )}
        </tbody>
      </table>
    </div>
  );
}
