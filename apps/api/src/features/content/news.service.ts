import type { AdminNews, ContentVersion, NewsInput, NewsSummary } from '@agaia/contract';
import { desc, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { type NewsRow, news } from '../../db/schema/index.ts';
import { ContentText } from '../../i18n/en/content.ts';
import type { Clock } from '../../platform/clock.ts';
import type { PublicCache } from '../../platform/public-cache.ts';
import { createEditorialStore, type EditorialKind } from './editorial-store.ts';

const iso = (date: Date | null) => date?.toISOString() ?? null;

// A translation is dated as its story: by its original, whose place in the list it takes.
const toSummary = (row: NewsRow, original: NewsRow): NewsSummary => ({
  id: row.id,
  title: row.title,
  snippet: row.snippet,
  category: row.category,
  imageUrl: row.imageUrl,
  date: (original.publishedAt ?? original.createdAt).toISOString(),
  publishedAt: iso(row.publishedAt),
  createdAt: row.createdAt.toISOString(),
  language: row.language,
});

const toAdmin = (row: NewsRow, translations: ContentVersion[]): AdminNews => ({
  id: row.id,
  title: row.title,
  snippet: row.snippet,
  body: row.body,
  category: row.category,
  imageUrl: row.imageUrl,
  status: row.status,
  language: row.language,
  translationOf: row.translationOf,
  translations,
  createdAt: row.createdAt.toISOString(),
  updatedAt: row.updatedAt.toISOString(),
  publishedAt: iso(row.publishedAt),
});

const newsKind: EditorialKind<typeof news, NewsInput, NewsSummary, AdminNews, 'news'> = {
  table: news,
  listKey: 'news',
  order: {
    published: [desc(sql`coalesce(${news.publishedAt}, ${news.createdAt})`), desc(news.id)],
    editor: [desc(news.updatedAt), desc(news.id)],
  },
  toSummary,
  toAdmin,
  columns: (input) => ({ ...input, imageUrl: input.imageUrl ?? null }),
  messages: { notFound: ContentText.articleNotFound, deleted: ContentText.articleDeleted },
  auditPrefix: 'news',
  cacheTag: 'news',
  auditLabel: 'title',
};

/** News: the public reading side (published only, newest first, by language) and the editor (prime 11). */
export function createNewsService(deps: {
  db: Db;
  clock: Clock;
  publicCache: Pick<PublicCache, 'invalidate'>;
}) {
  return createEditorialStore(deps, newsKind);
}

export type NewsService = ReturnType<typeof createNewsService>;
