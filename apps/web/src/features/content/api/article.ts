import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { i18n } from '../../../i18n/i18n.ts';
import { api } from '../../../lib/api.ts';
import { contentQueryKeys } from './content-query.ts';
import { NewsItem } from './news.ts';

const ArticleAnswer = NewsItem.extend({ body: z.string() });
export type Article = z.infer<typeof ArticleAnswer>;

/** Reads an answer as an article; one without a usable body raises SPEC §5's message. */
export function toArticle(data: unknown): Article {
  const parsed = ArticleAnswer.safeParse(data);
  if (!parsed.success || parsed.data.body.trim() === '') throw new Error(i18n.t('news.invalid'));
  return parsed.data;
}

/** GET /api/content/news/{id}: one published article with its markdown body; a draft or unknown id is a 404. */
export const articleQueryOptions = (id: string) =>
  queryOptions({
    queryKey: contentQueryKeys.article(id),
    // An empty answer becomes null: the cache cannot hold undefined, and select reports it as invalid.
    queryFn: async ({ signal }) =>
      (await api.get(`/content/news/${encodeURIComponent(id)}`, { signal })) ?? null,
    // Checked in select, not in the fetch: an answer without a body is final, so it is never retried.
    select: toArticle,
  });

/** One public article; not fetched while `isEnabled` is false (an id that cannot exist). */
export function useArticle(id: string, isEnabled = true) {
  return useQuery({ ...articleQueryOptions(id), enabled: isEnabled });
}
