import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../../lib/api.ts';
import type { ContentEndpoint } from './endpoints.ts';

/** The detail query key of one item of a kind. */
export const contentItemKey = (endpoint: ContentEndpoint<unknown>, id: number) =>
  [...endpoint.key, 'detail', id] as const;

/** GET {path}/{id}: one item with its body, draft or published. */
function contentItemQueryOptions<T>(endpoint: ContentEndpoint<T>, id: number) {
  return queryOptions({
    queryKey: contentItemKey(endpoint, id),
    queryFn: ({ signal }) => api.get(`${endpoint.path}/${id}`, { schema: endpoint.item, signal }),
  });
}

/** A content editor's query. */
export function useContentItem<T>(endpoint: ContentEndpoint<T>, id: number) {
  return useQuery(contentItemQueryOptions(endpoint, id));
}
