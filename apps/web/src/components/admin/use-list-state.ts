import type { PageSize } from '@agaia/contract';
import { useEffect, useState } from 'react';
import { useDebouncedValue } from './use-debounced-value.ts';

/** What a page of a searchable admin table asks for. */
export type ListParams = { search: string; page: number; pageSize: PageSize };

/** How long a table search waits for typing to stop before it asks the server. */
export const SEARCH_DEBOUNCE_MS = 300;

/** The state of a searchable, paged admin table. */
export type ListState = {
  list: ListParams;
  searchText: string;
  setSearchText: (text: string) => void;
  setPage: (page: number) => void;
  setPageSize: (pageSize: PageSize) => void;
};

/** A table's search text, page and page size; a settled search or a new page size goes back to page 1. */
export function useListState(): ListState {
  const [list, setList] = useState<ListParams>({ search: '', page: 1, pageSize: '10' });
  const [searchText, setSearchText] = useState('');
  const search = useDebouncedValue(searchText, SEARCH_DEBOUNCE_MS);
  useEffect(() => {
    setList((current) => (current.search === search ? current : { ...current, search, page: 1 }));
  }, [search]);
  return {
    list,
    searchText,
    setSearchText,
    setPage: (page) => setList((current) => ({ ...current, page })),
    setPageSize: (pageSize) => setList((current) => ({ ...current, pageSize, page: 1 })),
  };
}
