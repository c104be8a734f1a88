import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { LanguageCode } from '../../../i18n/languages.ts';
import { api } from '../../../lib/api.ts';
import { PUBLIC_QUERY } from '../../../lib/public-query.ts';
import { currentContentLanguage, useContentLanguage } from './content-language.ts';
import { contentQueryKeys } from './content-query.ts';
import type { PatchNoteItem } from './content-schemas.ts';

export type { PatchNoteItem };

/** The list's schema, loaded with the first list the browser fetches (content-schemas.ts). */
const patchNotesSchema = () => import('./content-schemas.ts').then((schemas) => schemas.PatchNotesAnswer);

/**
 * GET /api/content/patchnotes/?lang=…: published patch notes, each story in `language` when it has it. The page asks
 * for 15, but the call never forwarded the limit, so none is sent and the server's default applies
 * (docs/product.md §7.2).
 */
export const patchNotesQueryOptions = (language: LanguageCode = currentContentLanguage()) =>
  queryOptions({
    queryKey: contentQueryKeys.patchNotes(language),
    queryFn: ({ signal }) =>
      api.get<PatchNoteItem[]>('/content/patchnotes/', {
        query: { lang: language },
        schema: patchNotesSchema,
        signal,
      }),
    meta: PUBLIC_QUERY,
    // A change of language keeps the list on screen until the new one is here.
    placeholderData: keepPreviousData,
  });

/** The public patch note list, in the page's language. */
export function usePatchNotes() {
  return useQuery(patchNotesQueryOptions(useContentLanguage()));
}
