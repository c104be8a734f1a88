import type { ContentStatus, LanguageCode } from '@agaia/contract';
import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  bigint,
  check,
  customType,
  date,
  index,
  integer,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';

/**
 * The language of an item (a code of the contract's LANGUAGES) and the item it translates, if it is a translation: a
 * story is an original and its translations, one per other language (deleted with it). That a translation is not
 * itself translated and differs in language from its original, the service checks.
 */
const languageColumns = (original: () => AnyPgColumn) => ({
  language: varchar('language', { length: 8 }).$type<LanguageCode>().notNull().default('en'),
  translationOf: integer('translation_of').references(original, { onDelete: 'cascade' }),
});

/** News articles (docs/product.md §7.1): drafts stay in the panel; publishing sets publishedAt the first time. */
export const news = pgTable(
  'news',
  {
    id: serial('id').primaryKey(),
    title: varchar('title', { length: 200 }).notNull(),
    snippet: text('snippet').notNull().default(''),
    body: text('body').notNull(),
    category: varchar('category', { length: 64 }).notNull().default('Updates'),
    status: varchar('status', { length: 16 }).$type<ContentStatus>().notNull().default('draft'),
    imageUrl: text('image_url'),
    ...languageColumns((): AnyPgColumn => news.id),
    publishedAt: timestamp('published_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    index('news_status_published_idx').on(t.status, t.publishedAt),
    // One translation per language; its first column also serves the foreign key (deleting an original).
    uniqueIndex('news_translation_language_key').on(t.translationOf, t.language),
    check('news_translation_not_itself', sql`${t.translationOf} <> ${t.id}`),
  ],
);

/** Patch notes (docs/product.md §7.1): version, title, release date and a markdown body. */
export const patchNotes = pgTable(
  'patch_notes',
  {
    id: serial('id').primaryKey(),
    version: varchar('version', { length: 32 }).notNull(),
    title: varchar('title', { length: 200 }).notNull(),
    body: text('body').notNull(),
    releaseDate: date('release_date', { mode: 'string' }).notNull(),
    status: varchar('status', { length: 16 }).$type<ContentStatus>().notNull().default('draft'),
    ...languageColumns((): AnyPgColumn => patchNotes.id),
    publishedAt: timestamp('published_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    index('patch_notes_status_release_idx').on(t.status, t.releaseDate),
    uniqueIndex('patch_notes_translation_language_key').on(t.translationOf, t.language),
    check('patch_notes_translation_not_itself', sql`${t.translationOf} <> ${t.id}`),
  ],
);

const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => 'bytea',
  fromDriver: (value) => Buffer.from(value),
});

/** Uploaded images, kept in the database so every instance serves them; named by a random id. */
export const media = pgTable('media', {
  id: varchar('id', { length: 40 }).primaryKey(),
  contentType: varchar('content_type', { length: 64 }).notNull(),
  size: integer('size').notNull(),
  bytes: bytea('bytes').notNull(),
  uploadedBy: bigint('uploaded_by', { mode: 'number' }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
});

/**
 * Smaller copies of an uploaded image (WebP), made on first request and kept: one per listed width, deleted with
 * the image. `etag` names the bytes, so a copy made again by another encoder version is a new entity.
 */
export const mediaVariants = pgTable(
  'media_variants',
  {
    mediaId: varchar('media_id', { length: 40 })
      .notNull()
      .references(() => media.id, { onDelete: 'cascade' }),
    width: integer('width').notNull(),
    contentType: varchar('content_type', { length: 64 }).notNull(),
    size: integer('size').notNull(),
    bytes: bytea('bytes').notNull(),
    etag: varchar('etag', { length: 80 }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  // The key's first column serves the foreign key's lookups (deleting an image deletes its copies).
  (t) => [primaryKey({ columns: [t.mediaId, t.width] })],
);

export type NewsRow = typeof news.$inferSelect;
export type PatchNoteRow = typeof patchNotes.$inferSelect;
