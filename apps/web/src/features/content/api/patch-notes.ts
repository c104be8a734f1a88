import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import type { LanguageCode } from '../../../i18n/languages.ts';
import { api } from '../../../lib/api.ts';
import { PUBLIC_QUERY } from '../../../lib/public-query.ts';
import { currentContentLanguage, useContentLanguage } from './content-language.ts';
import { contentQueryKeys } from './content-query.ts';

/** A patch note summary (SPEC §3); releaseDate is year-month-day, shown as 'N/A' when absent. */
export const PatchNoteItem = z.object({
  id: z.union([z.number(), z.string()]).transform(String),
  version: z.union([z.string(), z.number()]).transform(String),
  title: z.string(),
  releaseDate: z.string().nullish(),
  /** The language it is written in (a story shows in the page's language when it has that version). */
  language: z.string().nullish(),
});
export type PatchNoteItem = z.infer<typeof PatchNoteItem>;

// SPEC §7: the answer is {patchNotes: [...]} or a bare list.
const PatchNotesAnswer = z
  .union([z.object({ patchNotes: z.array(PatchNoteItem) }), z.array(PatchNoteItem)])
  .transform((answer) => (Array.isArray(answer) ? answer : answer.patchNotes));

/**
 * GET /api/content/patchnotes/?lang=…: published patch notes, each story in `language` when it has it. The page asks
 * for 15, but the call never forwarded the limit (SPEC §7, §9), so none is sent and every published note is listed.
 */
export const patchNotesQueryOptions = (language: LanguageCode = currentContentLanguage()) =>
  queryOptions({
    queryKey: contentQueryKeys.patchNotes(language),
    queryFn: ({ signal }) =>
      api.get('/content/patchnotes/', { query: { lang: language }, schema: PatchNotesAnswer, signal }),
    meta: PUBLIC_QUERY,
    // A change of language keeps the list on screen until the new one is here.
    placeholderData: keepPreviousData,
  });

/** The public patch note list, in the page's language. */
export function usePatchNotes() {
  return useQuery(patchNotesQueryOptions(useContentLanguage()));
}
