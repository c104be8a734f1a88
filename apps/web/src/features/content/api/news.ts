import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { LanguageCode } from '../../../i18n/languages.ts';
import { api } from '../../../lib/api.ts';
import { PUBLIC_QUERY } from '../../../lib/public-query.ts';
import { currentContentLanguage, useContentLanguage } from './content-language.ts';
import { contentQueryKeys } from './content-query.ts';
import type { NewsItem } from './content-schemas.ts';

export type { NewsItem };

/** How many articles the news page asks for (docs/product.md §7.2). */
const NEWS_LIMIT = 20;

/** GET /api/content/news?limit=20&lang=…: published stories, newest first, each in `language` when it has it. */
export const newsQueryOptions = (language: LanguageCode = currentContentLanguage()) =>
  queryOptions({
    queryKey: contentQueryKeys.news(NEWS_LIMIT, language),
    queryFn: ({ signal }) =>
      api.get<NewsItem[]>('/content/news', {
        query: { limit: NEWS_LIMIT, lang: language },
        schema: () => import('./content-schemas.ts').then((schemas) => schemas.NewsAnswer),
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

/** The date an article shows: date, else publishedAt, else createdAt (docs/product.md §7.4). */
export function articleDate(item: Pick<NewsItem, 'date' | 'publishedAt' | 'createdAt'>): string | null {
  return item.date || item.publishedAt || item.createdAt || null;
}
