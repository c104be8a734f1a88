import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { i18n } from '../../../i18n/i18n.ts';
import { api } from '../../../lib/api.ts';
import { contentQueryKeys } from './content-query.ts';
import { PatchNoteItem } from './patch-notes.ts';

const PatchNoteAnswer = PatchNoteItem.extend({ body: z.string() });
export type PatchNoteDetail = z.infer<typeof PatchNoteAnswer>;

/** Reads an answer as a patch note; a missing answer or one without a body raises SPEC §5's message. */
export function toPatchNote(data: unknown): PatchNoteDetail {
  const parsed = PatchNoteAnswer.safeParse(data);
  if (!parsed.success || parsed.data.body.trim() === '') throw new Error(i18n.t('patchNotes.invalid'));
  return parsed.data;
}

/** GET /api/content/patchnotes/{id}: one published patch note with its markdown body; unknown ids are a 404. */
export const patchNoteQueryOptions = (id: string) =>
  queryOptions({
    queryKey: contentQueryKeys.patchNote(id),
    // An empty answer becomes null: the cache cannot hold undefined, and select reports it as invalid.
    queryFn: async ({ signal }) =>
      (await api.get(`/content/patchnotes/${encodeURIComponent(id)}`, { signal })) ?? null,
    // Checked in select, not in the fetch: an answer without a body is final, so it is never retried.
    select: toPatchNote,
  });

/** One public patch note; not fetched while `isEnabled` is false (an id that cannot exist). */
export function usePatchNote(id: string, isEnabled = true) {
  return useQuery({ ...patchNoteQueryOptions(id), enabled: isEnabled });
}
