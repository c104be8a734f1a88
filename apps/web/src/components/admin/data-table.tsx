import { ChevronRight } from 'lucide-react';
import { type ReactNode, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../button.tsx';
import { PageLoading } from '../page-loading.tsx';
import { StatusMessage } from '../status-message.tsx';
import styles from './admin-table.module.css';
import { type Paging, TablePaging } from './table-paging.tsx';

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

/** One button of a row's Actions cell. */
export type RowAction = {
  key: string;
  /** What the button says ('Edit'). */
  label: string;
  /** Its accessible name, naming the row ('Edit Aria'). */
  ariaLabel: string;
  onClick: () => void;
  variant?: 'secondary' | 'danger';
  isDisabled?: boolean;
};

/** Rows that open to show more under them (an order's deliveries): a toggle button in a first column. */
type RowDetails<T> = {
  /** The toggle column's header, for screen readers only. */
  header: string;
  /** The toggle's accessible name ('Show deliveries of order 12'). */
  toggleLabel: (row: T) => string;
  render: (row: T) => ReactNode;
};

export type { Paging };

type DataTableProps<T> = {
  /** The table's accessible name, rendered as a visually hidden caption. */
  caption: string;
  columns: Column<T>[];
  rows: readonly T[];
  rowKey: (row: T) => string | number;
  /** Shown in one full-width row when there are no rows. */
  empty: string;
  /** True until the first answer: 'Loading...' and the outline of a table stand where the table will be. */
  isLoading?: boolean;
  /** Dims the rows while a new page is on its way. */
  isBusy?: boolean;
  /** Why the list could not be read, shown above the table. */
  error?: string;
  /** The buttons of each row; with them the table gets an Actions column. */
  actions?: (row: T) => RowAction[];
  details?: RowDetails<T>;
  /** Pages under the table (with the note when 'All' was capped); absent for a list on one page. */
  paging?: Paging;
  /** A small plain table inside another's details. */
  isNested?: boolean;
};

const cellClass = <T,>(column: Column<T>) =>
  [column.isNumeric ? styles.numeric : '', column.isWrapping ? styles.wrap : ''].filter(Boolean).join(' ') ||
  undefined;

/**
 * The one admin table: sticky header, zebra rows, its own scroll box so the page never scrolls sideways; the list's
 * states (loading, failed, empty), row actions, rows that open, and paging. On a phone (under 640px) each row is a
 * card, every cell under its column's name (its data-label), so no column hides in a sideways scroll.
 */
export function DataTable<T>(props: DataTableProps<T>) {
  const { t } = useTranslation();
  const { error, isLoading, paging, rows } = props;
  return (
    <>
      {error && <StatusMessage kind="error">{error}</StatusMessage>}
      {isLoading ? <PageLoading label={t('admin.table.loading')} shape="table" /> : <Table {...props} />}
      {paging && <TablePaging paging={paging} shown={rows.length} />}
    </>
  );
}

function Table<T>({
  caption,
  columns,
  rows,
  rowKey,
  empty,
  isBusy,
  actions,
  details,
  isNested,
}: DataTableProps<T>) {
  const { t } = useTranslation();
  const baseId = useId();
  const [open, setOpen] = useState<ReadonlySet<string | number>>(new Set());
  const width = columns.length + (actions ? 1 : 0) + (details ? 1 : 0);
  const toggle = (key: string | number) =>
    setOpen((current) => {
      const next = new Set(current);
      if (!next.delete(key)) next.add(key);
      return next;
    });
  const scroller = [isNested ? styles.nestedScroller : styles.scroller, details ? styles.withDetails : '']
    .filter(Boolean)
    .join(' ');

  return (
    <div className={scroller}>
      <table
        className={isNested ? styles.nested : styles.table}
        aria-busy={isBusy || undefined}
        data-busy={isBusy || undefined}
      >
        <caption className={styles.caption}>{caption}</caption>
        <thead>
          <tr>
            {details && (
              <th scope="col">
                <span className={styles.caption}>{details.header}</span>
              </th>
            )}
            {columns.map((column) => (
              <th key={column.key} scope="col" className={cellClass(column)}>
                {column.header}
              </th>
            ))}
            {actions && <th scope="col">{t('admin.table.actions')}</th>}
          </tr>
        </thead>
        <tbody>
          {rows.length === 0 && (
            <tr>
              <td colSpan={width} className={styles.empty}>
                {empty}
              </td>
            </tr>
          )}
          {rows.map((row) => (
            <BodyRow
              key={rowKey(row)}
              row={row}
              rowId={`${baseId}-${rowKey(row)}`}
              columns={columns}
              actions={actions}
              details={details}
              width={width}
              isOpen={open.has(rowKey(row))}
              onToggle={() => toggle(rowKey(row))}
            />
          ))}
        </tbody>
      </table>
    </div>
  );
}

type BodyRowProps<T> = Pick<DataTableProps<T>, 'columns' | 'actions' | 'details'> & {
  row: T;
  /** The id of the row's details, for the toggle's aria-controls. */
  rowId: string;
  /** How many columns the details row spans. */
  width: number;
  isOpen: boolean;
  onToggle: () => void;
};

/** One row: its toggle (rows with details), its cells and actions; then its details while it is open. */
function BodyRow<T>({ row, rowId, columns, actions, details, width, isOpen, onToggle }: BodyRowProps<T>) {
  const { t } = useTranslation();
  const actionsLabel = t('admin.table.actions');
  return (
    <>
      <tr>
        {details && (
          <td data-label={details.header}>
            <button
              type="button"
              className={styles.expand}
              aria-expanded={isOpen}
              aria-controls={isOpen ? rowId : undefined}
              aria-label={details.toggleLabel(row)}
              onClick={onToggle}
            >
              <ChevronRight aria-hidden="true" />
            </button>
          </td>
        )}
        {columns.map((column) => (
          <td key={column.key} className={cellClass(column)} data-label={column.header}>
            {column.cell(row)}
          </td>
        ))}
        {actions && (
          <td data-label={actionsLabel}>
            <RowActions actions={actions(row)} />
          </td>
        )}
      </tr>
      {details && isOpen && (
        <tr id={rowId}>
          <td colSpan={width} className={styles.details}>
            <div className={styles.detailsInner}>{details.render(row)}</div>
          </td>
        </tr>
      )}
    </>
  );
}

function RowActions({ actions }: { actions: RowAction[] }) {
  return (
    <div className={styles.rowActions}>
      {actions.map((action) => (
        <Button
          key={action.key}
          variant={action.variant}
          className={styles.smallButton}
          aria-label={action.ariaLabel}
          disabled={action.isDisabled}
          onClick={action.onClick}
        >
          {action.label}
        </Button>
      ))}
    </div>
  );
}
