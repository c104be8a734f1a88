import { MessageResponse } from '@agaia/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../../lib/api.ts';
import { contentQueryKeys } from '../../api/content-query.ts';
import type { ContentEndpoint } from './endpoints.ts';

/** DELETE {path}/{id}: removes the item for good, from the admin lists and from the public pages. */
export function useDeleteContent<T>(endpoint: ContentEndpoint<T>) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => api.delete(`${endpoint.path}/${id}`, { schema: MessageResponse }),
    onSuccess: () =>
      Promise.all([
        client.invalidateQueries({ queryKey: endpoint.key }),
        client.invalidateQueries({ queryKey: contentQueryKeys.all }),
      ]),
  });
}
