import { AdminPatchNote, type PatchNoteInput } from '@agaia/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';
import { adminKeys } from './keys.ts';
import { patchNoteKey } from './patch-note.ts';

/** POST /api/admin/content/patchnotes (201) without an id, PUT …/{id} with one: the saved patch note. */
export function useSavePatchNote() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id?: number; body: PatchNoteInput }) =>
      id === undefined
        ? api.post('/admin/content/patchnotes', { body, schema: AdminPatchNote })
        : api.put(`/admin/content/patchnotes/${id}`, { body, schema: AdminPatchNote }),
    onSuccess: (saved) => {
      client.setQueryData(patchNoteKey(saved.id), saved);
      return client.invalidateQueries({ queryKey: [...adminKeys.patchNotes, 'list'] });
    },
  });
}
