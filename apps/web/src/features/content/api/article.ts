import { z } from 'zod';
import { ContentVersions, contentDetail } from './content-detail.ts';
import { contentQueryKeys } from './content-query.ts';
import { NewsItem } from './content-schemas.ts';

/**
 * GET /api/content/news/{id}?lang=…: one published article with its markdown body, in that language when its story has
 * it, with the story's other versions; a draft or unknown id is a 404.
 */
const article = contentDetail({
  path: '/content/news',
  key: contentQueryKeys.article,
  answer: NewsItem.extend({ body: z.string(), versions: ContentVersions }),
  invalidMessageKey: 'news.invalid',
});

export const articleQueryOptions = article.options;
export const useArticle = article.useDetail;
