import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';
import { adminKeys } from './keys.ts';

/** DELETE /api/admin/content/patchnotes/{id}: removes the patch note for good. */
export function useDeletePatchNote() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => api.delete<unknown>(`/admin/content/patchnotes/${id}`),
    onSuccess: () => client.invalidateQueries({ queryKey: adminKeys.patchNotes }),
  });
}
