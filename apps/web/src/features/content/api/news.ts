import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import type { LanguageCode } from '../../../i18n/languages.ts';
import { api } from '../../../lib/api.ts';
import { PUBLIC_QUERY } from '../../../lib/public-query.ts';
import { currentContentLanguage, useContentLanguage } from './content-language.ts';
import { contentQueryKeys } from './content-query.ts';

/** How many articles the news page asks for (SPEC §9). */
export const NEWS_LIMIT = 20;

/**
 * A news summary as the page reads it. Lenient on purpose: the page shows what it can (the date falls back from date
 * to publishedAt to createdAt, SPEC §3) instead of failing the whole list over one odd field.
 */
export const NewsItem = z.object({
  id: z.union([z.number(), z.string()]).transform(String),
  title: z.string(),
  snippet: z.string().nullish(),
  category: z.string().nullish(),
  imageUrl: z.string().nullish(),
  date: z.string().nullish(),
  publishedAt: z.string().nullish(),
  createdAt: z.string().nullish(),
  /** The language it is written in (a story shows in the page's language when it has that version). */
  language: z.string().nullish(),
});
export type NewsItem = z.infer<typeof NewsItem>;

// SPEC §7: the answer is {news: [...]} or a plain list.
const NewsAnswer = z
  .union([z.object({ news: z.array(NewsItem) }), z.array(NewsItem)])
  .transform((answer) => (Array.isArray(answer) ? answer : answer.news));

/** GET /api/content/news?limit=20&lang=…: published stories, newest first, each in `language` when it has it. */
export const newsQueryOptions = (language: LanguageCode = currentContentLanguage()) =>
  queryOptions({
    queryKey: contentQueryKeys.news(NEWS_LIMIT, language),
    queryFn: ({ signal }) =>
      api.get('/content/news', {
        query: { limit: NEWS_LIMIT, lang: language },
        schema: NewsAnswer,
        signal,
      }),
    meta: PUBLIC_QUERY,
    // A change of language keeps the list on screen until the new one is here.
    placeholderData: keepPreviousData,
  });

/** The public news list, in the page's language. */
export function useNews() {
  return useQuery(newsQueryOptions(useContentLanguage()));
}

/** The date an article shows: date, else publishedAt, else createdAt (SPEC §3). */
export function articleDate(item: Pick<NewsItem, 'date' | 'publishedAt' | 'createdAt'>): string | null {
  return item.date || item.publishedAt || item.createdAt || null;
}
