import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { api } from '../../../lib/api.ts';
import { PUBLIC_QUERY } from '../../../lib/public-query.ts';
import { contentQueryKeys } from './content-query.ts';

/** A patch note summary (SPEC §3); releaseDate is year-month-day, shown as 'N/A' when absent. */
export const PatchNoteItem = z.object({
  id: z.union([z.number(), z.string()]).transform(String),
  version: z.union([z.string(), z.number()]).transform(String),
  title: z.string(),
  releaseDate: z.string().nullish(),
});
export type PatchNoteItem = z.infer<typeof PatchNoteItem>;

// SPEC §7: the answer is {patchNotes: [...]} or a bare list.
const PatchNotesAnswer = z
  .union([z.object({ patchNotes: z.array(PatchNoteItem) }), z.array(PatchNoteItem)])
  .transform((answer) => (Array.isArray(answer) ? answer : answer.patchNotes));

/**
 * GET /api/content/patchnotes/: published patch notes. The page asks for 15, but the call never forwarded the limit
 * (SPEC §7, §9), so none is sent and every published note is listed.
 */
export const patchNotesQueryOptions = queryOptions({
  queryKey: contentQueryKeys.patchNotes(),
  queryFn: ({ signal }) => api.get('/content/patchnotes/', { schema: PatchNotesAnswer, signal }),
  meta: PUBLIC_QUERY,
});

/** The public patch note list. */
export function usePatchNotes() {
  return useQuery(patchNotesQueryOptions);
}
