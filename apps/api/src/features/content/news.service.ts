import type { AdminNews, NewsInput, NewsSummary } from '@agaia/contract';
import { desc, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { type NewsRow, news } from '../../db/schema/index.ts';
import type { Clock } from '../../platform/clock.ts';
import type { PublicCache } from '../../platform/public-cache.ts';
import { createEditorialStore, type EditorialKind } from './editorial-store.ts';

const iso = (date: Date | null) => date?.toISOString() ?? null;

const toSummary = (row: NewsRow): NewsSummary => ({
  id: row.id,
  title: row.title,
  snippet: row.snippet,
  category: row.category,
  imageUrl: row.imageUrl,
  date: (row.publishedAt ?? row.createdAt).toISOString(),
  publishedAt: iso(row.publishedAt),
  createdAt: row.createdAt.toISOString(),
});

const toAdmin = (row: NewsRow): AdminNews => ({
  id: row.id,
  title: row.title,
  snippet: row.snippet,
  body: row.body,
  category: row.category,
  imageUrl: row.imageUrl,
  status: row.status,
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
  messages: { notFound: 'Article not found.', deleted: 'Article deleted.' },
  auditPrefix: 'news',
  cacheTag: 'news',
  auditLabel: 'title',
};

/** News: the public reading side (published only, newest first) and the editor (prime 11). */
export function createNewsService(deps: {
  db: Db;
  clock: Clock;
  publicCache: Pick<PublicCache, 'invalidate'>;
}) {
  return createEditorialStore(deps, newsKind);
}

export type NewsService = ReturnType<typeof createNewsService>;
