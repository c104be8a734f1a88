import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../../lib/api.ts';
import type { ContentEndpoint } from './endpoints.ts';
import { CONTENT_PAGE_SIZE } from './keys.ts';

/** GET {path}?page&limit=15: one page of a kind's items, drafts included, newest first. */
export function contentListQueryOptions<T>(endpoint: ContentEndpoint<T>, page: number) {
  return queryOptions({
    queryKey: [...endpoint.key, 'list', page] as const,
    queryFn: ({ signal }) =>
      api.get(endpoint.path, { query: { page, limit: CONTENT_PAGE_SIZE }, schema: endpoint.page, signal }),
    placeholderData: keepPreviousData,
  });
}

/** A content table's query. */
export function useContentList<T>(endpoint: ContentEndpoint<T>, page: number) {
  return useQuery(contentListQueryOptions(endpoint, page));
}
