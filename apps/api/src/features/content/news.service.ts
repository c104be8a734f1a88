import type { AdminNews, NewsArticle, NewsInput, NewsSummary } from '@agaia/contract';
import { and, count, desc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { type NewsRow, news } from '../../db/schema/index.ts';
import { type Actor, diff, recordAudit } from '../../platform/audit.ts';
import type { Clock } from '../../platform/clock.ts';
import { notFound } from '../../platform/errors.ts';

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

/** News: the public reading side (published only) and the editor (prime 11). */
export function createNewsService(deps: { db: Db; clock: Clock }) {
  const { db, clock } = deps;
  const published = eq(news.status, 'published');
  const newestFirst = [desc(sql`coalesce(${news.publishedAt}, ${news.createdAt})`), desc(news.id)];

  return {
    async listPublished(limit: number): Promise<{ news: NewsSummary[] }> {
      const rows = await db
        .select()
        .from(news)
        .where(published)
        .orderBy(...newestFirst)
        .limit(limit);
      return { news: rows.map(toSummary) };
    },

    async getPublished(id: number): Promise<NewsArticle> {
      const [row] = await db
        .select()
        .from(news)
        .where(and(eq(news.id, id), published));
      if (!row) return notFound('Article not found.');
      return { ...toSummary(row), body: row.body };
    },

    async listAll(page: number, limit: number) {
      const [rows, [total]] = await Promise.all([
        db
          .select()
          .from(news)
          .orderBy(desc(news.updatedAt), desc(news.id))
          .limit(limit)
          .offset((page - 1) * limit),
        db.select({ value: count() }).from(news),
      ]);
      return { news: rows.map(toAdmin), total: total?.value ?? 0 };
    },

    async get(id: number): Promise<AdminNews> {
      const [row] = await db.select().from(news).where(eq(news.id, id));
      return row ? toAdmin(row) : notFound('Article not found.');
    },

    /** Creates an article; publishing now sets publishedAt. */
    async create(actor: Actor, input: NewsInput): Promise<AdminNews> {
      return db.transaction(async (tx) => {
        const now = clock.now();
        const [row] = await tx
          .insert(news)
          .values({
            ...input,
            imageUrl: input.imageUrl ?? null,
            createdAt: now,
            updatedAt: now,
            publishedAt: input.status === 'published' ? now : null,
          })
          .returning();
        if (!row) throw new Error('insert returned no row');
        await recordAudit(tx, clock, {
          actor,
          action: 'news.create',
          changes: { id: row.id, title: row.title, status: row.status },
        });
        return toAdmin(row);
      });
    },

    /** Saves an article; the first publication sets publishedAt, later ones keep it. */
    async update(actor: Actor, id: number, input: NewsInput): Promise<AdminNews> {
      return db.transaction(async (tx) => {
        const [before] = await tx.select().from(news).where(eq(news.id, id)).for('update');
        if (!before) return notFound('Article not found.');
        const now = clock.now();
        const next = { ...input, imageUrl: input.imageUrl ?? null };
        const publishedAt = before.publishedAt ?? (input.status === 'published' ? now : null);
        const [row] = await tx
          .update(news)
          .set({ ...next, publishedAt, updatedAt: now })
          .where(eq(news.id, id))
          .returning();
        if (!row) return notFound('Article not found.');
        const changes = diff(before as unknown as Record<string, unknown>, { ...next, body: undefined });
        if (before.body !== input.body) changes.body = '(edited)';
        await recordAudit(tx, clock, { actor, action: 'news.update', changes: { id, ...changes } });
        return toAdmin(row);
      });
    },

    async remove(actor: Actor, id: number) {
      return db.transaction(async (tx) => {
        const [row] = await tx
          .delete(news)
          .where(eq(news.id, id))
          .returning({ id: news.id, title: news.title });
        if (!row) return notFound('Article not found.');
        await recordAudit(tx, clock, { actor, action: 'news.delete', changes: { id, title: row.title } });
        return { message: 'Article deleted.' };
      });
    },
  };
}

export type NewsService = ReturnType<typeof createNewsService>;
