import { queryOptions, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { i18n } from '../../../i18n/i18n.ts';
import { api } from '../../../lib/api.ts';
import { PUBLIC_QUERY } from '../../../lib/public-query.ts';

/**
 * The public detail call of a kind of content (an article, a patch note): its path, its cache key, the schema of its
 * answer (an item with its markdown body) and the SPEC §5 message for an answer without a usable body.
 */
export function contentDetail<Answer extends z.ZodType<{ body: string }>>(kind: {
  path: string;
  key: (id: string) => readonly unknown[];
  answer: Answer;
  invalidMessageKey: 'news.invalid' | 'patchNotes.invalid';
}) {
  type Detail = z.infer<Answer>;

  /** Reads an answer as the detail; a missing answer or one without a body raises SPEC §5's message. */
  const parse = (data: unknown): Detail => {
    const parsed = kind.answer.safeParse(data);
    if (!parsed.success || parsed.data.body.trim() === '') throw new Error(i18n.t(kind.invalidMessageKey));
    return parsed.data;
  };

  const options = (id: string) =>
    queryOptions({
      queryKey: kind.key(id),
      // An empty answer becomes null: the cache cannot hold undefined, and select reports it as invalid.
      queryFn: async ({ signal }) =>
        (await api.get(`${kind.path}/${encodeURIComponent(id)}`, { signal })) ?? null,
      // Checked in select, not in the fetch: an answer without a body is final, so it is never retried.
      select: parse,
      meta: PUBLIC_QUERY,
    });

  return {
    parse,
    options,
    /** One published item; not fetched while `isEnabled` is false (an id that cannot exist); unknown ids are a 404. */
    useDetail: (id: string, isEnabled = true) => useQuery({ ...options(id), enabled: isEnabled }),
  };
}
