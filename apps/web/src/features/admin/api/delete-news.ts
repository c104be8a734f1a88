import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';
import { adminKeys } from './keys.ts';

/** DELETE /api/admin/content/news/{id}: removes the article for good. */
export function useDeleteNews() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => api.delete<unknown>(`/admin/content/news/${id}`),
    onSuccess: () => client.invalidateQueries({ queryKey: adminKeys.news }),
  });
}
