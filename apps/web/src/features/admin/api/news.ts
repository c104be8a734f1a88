import { AdminNewsList } from '@agaia/contract';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';
import { adminKeys, CONTENT_PAGE_SIZE } from './keys.ts';

/** GET /api/admin/content/news: one page (15) of articles, drafts included, newest first. */
export function newsListQueryOptions(page: number) {
  return queryOptions({
    queryKey: [...adminKeys.news, 'list', page] as const,
    queryFn: ({ signal }) =>
      api.get('/admin/content/news', {
        query: { page, limit: CONTENT_PAGE_SIZE },
        schema: AdminNewsList,
        signal,
      }),
    placeholderData: keepPreviousData,
  });
}

/** The news table query. */
export function useAdminNewsList(page: number) {
  return useQuery(newsListQueryOptions(page));
}
