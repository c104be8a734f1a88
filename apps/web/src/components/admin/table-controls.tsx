import type { ReactNode } from 'react';
import styles from './admin-table.module.css';
import { PageSizeSelect } from './page-size-select.tsx';
import { SearchBox } from './search-box.tsx';
import type { Paging } from './table-paging.tsx';
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

/** The paging of a table whose list state holds the page and page size, for a total the server counted. */
export function listPaging(state: ListState, total: number): Paging {
  return { page: state.list.page, pageSize: state.list.pageSize, total, onPage: state.setPage };
}
