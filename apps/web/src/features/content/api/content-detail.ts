import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { i18n } from '../../../i18n/i18n.ts';
import type { LanguageCode } from '../../../i18n/languages.ts';
import { api } from '../../../lib/api.ts';
import { PUBLIC_QUERY } from '../../../lib/public-query.ts';
import { currentContentLanguage } from './content-language.ts';

/**
 * The published versions of an item's story, the original first: each one's id and language. Lenient, as the rest of
 * the answer: an answer without them shows the item alone.
 */
export const ContentVersions = z
  .array(z.object({ id: z.union([z.number(), z.string()]).transform(String), language: z.string() }))
  .nullish()
  .transform((versions) => versions ?? []);
export type ContentVersion = z.infer<typeof ContentVersions>[number];

/**
 * The public detail call of a kind of content (an article, a patch note): its path, its cache key, the schema of its
 * answer (an item with its markdown body) and the message of docs/product.md §7.3 for an answer without a usable
 * body.
 */
export function contentDetail<Answer extends z.ZodType<{ body: string }>>(kind: {
  path: string;
  key: (id: string, language: LanguageCode) => readonly unknown[];
  answer: Answer;
  invalidMessageKey: 'news.invalid' | 'patchNotes.invalid';
}) {
  type Detail = z.infer<Answer>;

  /**
   * Reads an answer as the detail; a missing answer or one without a body raises the message of docs/product.md §7.3.
   */
  const parse = (data: unknown): Detail => {
    const parsed = kind.answer.safeParse(data);
    if (!parsed.success || parsed.data.body.trim() === '') throw new Error(i18n.t(kind.invalidMessageKey));
    return parsed.data;
  };

  /** One item by its id or another version's: its version in `language` when the story has one. */
  const options = (id: string, language: LanguageCode = currentContentLanguage()) =>
    queryOptions({
      queryKey: kind.key(id, language),
      // An empty answer becomes null: the cache cannot hold undefined, and select reports it as invalid.
      queryFn: async ({ signal }) =>
        (await api.get(`${kind.path}/${encodeURIComponent(id)}`, { query: { lang: language }, signal })) ??
        null,
      // Checked in select, not in the fetch: an answer without a body is final, so it is never retried.
      select: parse,
      meta: PUBLIC_QUERY,
    });

  return {
    parse,
    options,
    /** One published item; not fetched while `isEnabled` is false (an id that cannot exist); unknown ids are a 404. */
    useDetail: (id: string, language: LanguageCode, isEnabled = true) =>
      useQuery({ ...options(id, language), enabled: isEnabled }),
  };
}
