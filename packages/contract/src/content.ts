import { z } from 'zod';
import { count, idParam, pageParam, rowId } from './bounds.ts';
import { ContentMessages } from './i18n/en/content.ts';
import { LanguageField } from './language-field.ts';
import { DEFAULT_LANGUAGE } from './languages.ts';
import { MEDIA_WIDTHS } from './limits.ts';
import { CommonMessages } from './messages.ts';

export { ContentMessages } from './i18n/en/content.ts';
export { MEDIA_WIDTHS } from './limits.ts';

export type MediaWidth = (typeof MEDIA_WIDTHS)[number];

export const CONTENT_STATUSES = ['draft', 'published'] as const;
export const ContentStatus = z.enum(CONTENT_STATUSES, { error: ContentMessages.badStatus });
export type ContentStatus = z.infer<typeof ContentStatus>;

/** Default news category (docs/product.md §7.1). */
export const DEFAULT_NEWS_CATEGORY = 'Updates';

/**
 * One language version of a story: a story is an original item and its translations (one per other language), each
 * item in its own `language`.
 */
export const ContentVersion = z.object({ id: rowId(), language: LanguageField });
export type ContentVersion = z.infer<typeof ContentVersion>;

/** The public lists and feeds: each story once, in `lang` when it has that version, else in its original's. */
export const ContentLanguageQuery = z.object({ lang: LanguageField.default(DEFAULT_LANGUAGE) });

/** A public item by id (an original's or a translation's): its version in `lang` when there is one, else that item. */
export const ContentDetailQuery = z.object({ lang: LanguageField.optional() });

/**
 * A published news article as the public side sees it; `date` is its story's: the original's publishedAt, else its
 * createdAt (an article's own for an original).
 */
export const NewsSummary = z.object({
  id: rowId(),
  title: z.string(),
  snippet: z.string(),
  category: z.string(),
  imageUrl: z.string().nullable(),
  date: z.string(),
  publishedAt: z.string().nullable(),
  createdAt: z.string(),
  language: LanguageField,
});
export type NewsSummary = z.infer<typeof NewsSummary>;
/** One article; `versions` lists its story's published versions (this one included), the original first. */
export const NewsArticle = NewsSummary.extend({ body: z.string(), versions: z.array(ContentVersion) });
export type NewsArticle = z.infer<typeof NewsArticle>;
export const NewsList = z.object({ news: z.array(NewsSummary) });

export const PublicNewsQuery = z.object({
  limit: z.coerce
    .number()
    .int()
    .min(1, ContentMessages.badLimit)
    .max(100, ContentMessages.badLimit)
    .default(20),
});

/** Patch note summary (docs/product.md §7.2): releaseDate is year-month-day. */
export const PatchNoteSummary = z.object({
  id: rowId(),
  version: z.string(),
  title: z.string(),
  releaseDate: z.string(),
  language: LanguageField,
});
export type PatchNoteSummary = z.infer<typeof PatchNoteSummary>;
/** One patch note; `versions` lists its story's published versions (this one included), the original first. */
export const PatchNote = PatchNoteSummary.extend({ body: z.string(), versions: z.array(ContentVersion) });
export type PatchNote = z.infer<typeof PatchNote>;
export const PatchNoteList = z.object({ patchNotes: z.array(PatchNoteSummary) });

export const ContentIdParams = z.object({ id: idParam('Not found') });

/** Admin lists: page and limit (15 a page by default, docs/product.md §7.1). */
export const AdminContentQuery = z.object({
  page: pageParam(),
  limit: z.coerce.number().int().min(1).max(100).default(15),
});

const adminStamps = {
  status: ContentStatus,
  createdAt: z.string(),
  updatedAt: z.string(),
  publishedAt: z.string().nullable(),
};

/** An editor's item: the original it translates (null for an original) and, on an original, its translations. */
const adminTranslations = {
  translationOf: rowId().nullable(),
  translations: z.array(ContentVersion),
};

export const AdminNews = NewsArticle.omit({
  date: true,
  publishedAt: true,
  createdAt: true,
  versions: true,
}).extend({ ...adminStamps, ...adminTranslations });
export type AdminNews = z.infer<typeof AdminNews>;
export const AdminNewsList = z.object({ news: z.array(AdminNews), total: count() });

export const AdminPatchNote = PatchNote.omit({ versions: true }).extend({
  ...adminStamps,
  ...adminTranslations,
});
export type AdminPatchNote = z.infer<typeof AdminPatchNote>;
export const AdminPatchNoteList = z.object({ patchNotes: z.array(AdminPatchNote), total: count() });

/** An image: an uploaded one (/api/media/…), a path relative to the API, or an http(s) URL. */
const ImageUrl = z
  .string()
  .trim()
  .max(2048)
  .refine(
    (value) => value === '' || (/^(https?:\/\/|\/|[\w-])/.test(value) && !/^javascript:/i.test(value)),
    ContentMessages.badImageUrl,
  )
  .transform((value) => (value === '' ? null : value))
  .nullable()
  .optional();

/**
 * An item's language (English unless told) and, when it is created as a translation, the original it translates: an
 * original in another language, without a translation in this one yet. A save (PUT) keeps the original it had.
 */
const translationInput = {
  language: LanguageField.default(DEFAULT_LANGUAGE),
  translationOf: rowId().nullable().optional(),
};

/** POST and PUT /api/admin/content/news. */
export const NewsInput = z.object({
  title: z.string().trim().min(1, CommonMessages.titleRequired).max(200, ContentMessages.titleTooLong),
  snippet: z.string().trim().max(500, ContentMessages.snippetTooLong).default(''),
  body: z
    .string()
    .refine((value) => value.trim().length > 0, ContentMessages.bodyRequired)
    .pipe(z.string().max(200_000)),
  category: z
    .string()
    .trim()
    .max(64)
    .transform((value) => value || DEFAULT_NEWS_CATEGORY)
    .default(DEFAULT_NEWS_CATEGORY),
  status: ContentStatus.default('draft'),
  imageUrl: ImageUrl,
  ...translationInput,
});
export type NewsInput = z.infer<typeof NewsInput>;

/** POST and PUT /api/admin/content/patchnotes. */
export const PatchNoteInput = z.object({
  version: z.string().trim().min(1, ContentMessages.versionRequired).max(32, ContentMessages.versionTooLong),
  title: z.string().trim().min(1, CommonMessages.titleRequired).max(200, ContentMessages.titleTooLong),
  body: z
    .string()
    .refine((value) => value.trim().length > 0, ContentMessages.bodyRequired)
    .pipe(z.string().max(200_000)),
  releaseDate: z.iso.date({ error: ContentMessages.releaseDateRequired }),
  status: ContentStatus.default('draft'),
  ...translationInput,
});
export type PatchNoteInput = z.infer<typeof PatchNoteInput>;

/** POST /api/admin/media answer: where the uploaded image is served. */
export const MediaUploadResponse = z.object({ url: z.string() });

const widthMessage = ContentMessages.badWidth;

/** GET /api/media/{id}: without w the original; with w a WebP copy at most that wide (never wider than the original). */
export const MediaQuery = z.object({
  w: z
    .string({ error: widthMessage })
    .refine((value) => MEDIA_WIDTHS.some((width) => String(width) === value), widthMessage)
    .transform((value) => Number(value) as MediaWidth)
    .optional(),
});
