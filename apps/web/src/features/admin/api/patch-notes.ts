import { AdminPatchNoteList } from '@agaia/contract';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';
import { adminKeys, CONTENT_PAGE_SIZE } from './keys.ts';

/** GET /api/admin/content/patchnotes: one page (15) of patch notes, drafts included. */
export function patchNotesListQueryOptions(page: number) {
  return queryOptions({
    queryKey: [...adminKeys.patchNotes, 'list', page] as const,
    queryFn: ({ signal }) =>
      api.get('/admin/content/patchnotes', {
        query: { page, limit: CONTENT_PAGE_SIZE },
        schema: AdminPatchNoteList,
        signal,
      }),
    placeholderData: keepPreviousData,
  });
}

/** The patch notes table query. */
export function useAdminPatchNotes(page: number) {
  return useQuery(patchNotesListQueryOptions(page));
}
