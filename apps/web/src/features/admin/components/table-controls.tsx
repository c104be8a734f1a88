import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { formatNumber } from '../../../lib/format.ts';
import styles from './admin-table.module.css';
import { PageSizeSelect } from './page-size-select.tsx';
import { Pagination, pageCountOf } from './pagination.tsx';
import { SearchBox } from './search-box.tsx';
import type { ListState } from './use-list-state.ts';

type ToolbarProps = {
  state: ListState;
  searchLabel: string;
  searchPlaceholder: string;
  /** Only digits are kept (searches by ID). */
  isNumeric?: boolean;
  children?: ReactNode;
};

/** The search box and page-size choice above an admin table, plus any extra buttons. */
export function TableToolbar({ state, searchLabel, searchPlaceholder, isNumeric, children }: ToolbarProps) {
  return (
    <div className={styles.toolbar}>
      <SearchBox
        label={searchLabel}
        placeholder={searchPlaceholder}
        inputMode={isNumeric ? 'numeric' : 'text'}
        value={state.searchText}
        onChange={(text) => state.setSearchText(isNumeric ? text.replace(/\D/g, '') : text)}
      />
      <PageSizeSelect value={state.list.pageSize} onChange={state.setPageSize} />
      {children}
    </div>
  );
}

/** Under an admin table: the 'All' ceiling note when rows were left out, and the pagination. */
export function TableFooter({ state, total, shown }: { state: ListState; total: number; shown: number }) {
  const { t } = useTranslation();
  return (
    <>
      {state.list.pageSize === 'all' && total > shown && (
        <p className={styles.muted}>
          {t('admin.table.capped', { shown: formatNumber(shown), total: formatNumber(total) })}
        </p>
      )}
      <Pagination
        page={state.list.page}
        pageCount={pageCountOf(total, state.list.pageSize)}
        total={total}
        onPage={state.setPage}
      />
    </>
  );
}
