import type { ContentStatus } from '@agaia/contract';
import {
  bigint,
  customType,
  date,
  index,
  integer,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  varchar,
} from 'drizzle-orm/pg-core';

/** News articles (SPEC §3): drafts stay in the panel; publishing sets publishedAt the first time. */
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
    publishedAt: timestamp('published_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('news_status_published_idx').on(t.status, t.publishedAt)],
);

/** Patch notes (SPEC §3): version, title, release date and a markdown body. */
export const patchNotes = pgTable(
  'patch_notes',
  {
    id: serial('id').primaryKey(),
    version: varchar('version', { length: 32 }).notNull(),
    title: varchar('title', { length: 200 }).notNull(),
    body: text('body').notNull(),
    releaseDate: date('release_date', { mode: 'string' }).notNull(),
    status: varchar('status', { length: 16 }).$type<ContentStatus>().notNull().default('draft'),
    publishedAt: timestamp('published_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('patch_notes_status_release_idx').on(t.status, t.releaseDate)],
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
