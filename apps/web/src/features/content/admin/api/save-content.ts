import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../../lib/api.ts';
import { contentQueryKeys } from '../../api/content-query.ts';
import { contentItemKey } from './content-item.ts';
import type { ContentEndpoint } from './endpoints.ts';

/**
 * POST {path} (201) without an id, PUT {path}/{id} with one: the saved item. Refreshes the kind's admin lists and
 * every public content query (a publish, an edit or an unpublish shows at once on the site).
 */
export function useSaveContent<T extends { id: number }, B>(endpoint: ContentEndpoint<T>) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id?: number; body: B }) =>
      id === undefined
        ? api.post(endpoint.path, { body, schema: endpoint.item })
        : api.put(`${endpoint.path}/${id}`, { body, schema: endpoint.item }),
    onSuccess: (saved) => {
      client.setQueryData(contentItemKey(endpoint, saved.id), saved);
      return Promise.all([
        client.invalidateQueries({ queryKey: [...endpoint.key, 'list'] }),
        client.invalidateQueries({ queryKey: contentQueryKeys.all }),
      ]);
    },
  });
}
