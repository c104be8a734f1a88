import { AdminPatchNote } from '@agaia/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';
import { adminKeys } from './keys.ts';

/** The detail query key of one patch note. */
export const patchNoteKey = (id: number) => [...adminKeys.patchNotes, 'detail', id] as const;

/** GET /api/admin/content/patchnotes/{id}: one patch note with its body, draft or published. */
export function patchNoteQueryOptions(id: number) {
  return queryOptions({
    queryKey: patchNoteKey(id),
    queryFn: ({ signal }) => api.get(`/admin/content/patchnotes/${id}`, { schema: AdminPatchNote, signal }),
  });
}

/** The patch note editor's query. */
export function useAdminPatchNote(id: number) {
  return useQuery(patchNoteQueryOptions(id));
}
