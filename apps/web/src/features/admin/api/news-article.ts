import { AdminNews } from '@agaia/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';
import { adminKeys } from './keys.ts';

/** The detail query key of one article. */
export const newsArticleKey = (id: number) => [...adminKeys.news, 'detail', id] as const;

/** GET /api/admin/content/news/{id}: one article with its body, draft or published. */
export function newsArticleQueryOptions(id: number) {
  return queryOptions({
    queryKey: newsArticleKey(id),
    queryFn: ({ signal }) => api.get(`/admin/content/news/${id}`, { schema: AdminNews, signal }),
  });
}

/** The news editor's query. */
export function useAdminNewsArticle(id: number) {
  return useQuery(newsArticleQueryOptions(id));
}
