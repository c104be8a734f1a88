import { z } from 'zod';
import { count, idParam, pageParam, rowId } from './bounds.ts';

export const CONTENT_STATUSES = ['draft', 'published'] as const;
export const ContentStatus = z.enum(CONTENT_STATUSES, { error: 'Status must be draft or published.' });
export type ContentStatus = z.infer<typeof ContentStatus>;

/** Default news category (SPEC §9). */
export const DEFAULT_NEWS_CATEGORY = 'Updates';

/** A published news article as the public side sees it; `date` is publishedAt, else createdAt. */
export const NewsSummary = z.object({
  id: rowId(),
  title: z.string(),
  snippet: z.string(),
  category: z.string(),
  imageUrl: z.string().nullable(),
  date: z.string(),
  publishedAt: z.string().nullable(),
  createdAt: z.string(),
});
export type NewsSummary = z.infer<typeof NewsSummary>;
export const NewsArticle = NewsSummary.extend({ body: z.string() });
export type NewsArticle = z.infer<typeof NewsArticle>;
export const NewsList = z.object({ news: z.array(NewsSummary) });

export const PublicNewsQuery = z.object({
  limit: z.coerce
    .number()
    .int()
    .min(1, 'limit must be between 1 and 100.')
    .max(100, 'limit must be between 1 and 100.')
    .default(20),
});

/** Patch note summary (SPEC §3): releaseDate is year-month-day. */
export const PatchNoteSummary = z.object({
  id: rowId(),
  version: z.string(),
  title: z.string(),
  releaseDate: z.string(),
});
export type PatchNoteSummary = z.infer<typeof PatchNoteSummary>;
export const PatchNote = PatchNoteSummary.extend({ body: z.string() });
export type PatchNote = z.infer<typeof PatchNote>;
export const PatchNoteList = z.object({ patchNotes: z.array(PatchNoteSummary) });

export const ContentIdParams = z.object({ id: idParam('Not found') });

/** Admin lists: page and limit (15 a page by default, SPEC §9). */
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

export const AdminNews = NewsArticle.omit({ date: true, publishedAt: true, createdAt: true }).extend(
  adminStamps,
);
export type AdminNews = z.infer<typeof AdminNews>;
export const AdminNewsList = z.object({ news: z.array(AdminNews), total: count() });

export const AdminPatchNote = PatchNote.extend(adminStamps);
export type AdminPatchNote = z.infer<typeof AdminPatchNote>;
export const AdminPatchNoteList = z.object({ patchNotes: z.array(AdminPatchNote), total: count() });

/** An image: an uploaded one (/api/media/…), a path relative to the API, or an http(s) URL. */
const ImageUrl = z
  .string()
  .trim()
  .max(2048)
  .refine(
    (value) => value === '' || (/^(https?:\/\/|\/|[\w-])/.test(value) && !/^javascript:/i.test(value)),
    'Image must be a URL or a path.',
  )
  .transform((value) => (value === '' ? null : value))
  .nullable()
  .optional();

/** POST and PUT /api/admin/content/news. */
export const NewsInput = z.object({
  title: z.string().trim().min(1, 'Title is required.').max(200, 'Title must be at most 200 characters.'),
  snippet: z.string().trim().max(500, 'Snippet must be at most 500 characters.').default(''),
  body: z
    .string()
    .refine((value) => value.trim().length > 0, 'Body is required.')
    .pipe(z.string().max(200_000)),
  category: z
    .string()
    .trim()
    .max(64)
    .transform((value) => value || DEFAULT_NEWS_CATEGORY)
    .default(DEFAULT_NEWS_CATEGORY),
  status: ContentStatus.default('draft'),
  imageUrl: ImageUrl,
});
export type NewsInput = z.infer<typeof NewsInput>;

/** POST and PUT /api/admin/content/patchnotes. */
export const PatchNoteInput = z.object({
  version: z.string().trim().min(1, 'Version is required.').max(32, 'Version must be at most 32 characters.'),
  title: z.string().trim().min(1, 'Title is required.').max(200, 'Title must be at most 200 characters.'),
  body: z
    .string()
    .refine((value) => value.trim().length > 0, 'Body is required.')
    .pipe(z.string().max(200_000)),
  releaseDate: z.iso.date({ error: 'Release date is required.' }),
  status: ContentStatus.default('draft'),
});
export type PatchNoteInput = z.infer<typeof PatchNoteInput>;

/** POST /api/admin/media answer: where the uploaded image is served. */
export const MediaUploadResponse = z.object({ url: z.string() });

/** The widths, in pixels, an uploaded image is served at besides its original (GET /api/media/{id}?w=…). */
export const MEDIA_WIDTHS = [320, 640, 960, 1280, 1920] as const;
export type MediaWidth = (typeof MEDIA_WIDTHS)[number];

const widthMessage = `w must be one of ${MEDIA_WIDTHS.join(', ')}.`;

/** GET /api/media/{id}: without w the original; with w a WebP copy at most that wide (never wider than the original). */
export const MediaQuery = z.object({
  w: z
    .string({ error: widthMessage })
    .refine((value) => MEDIA_WIDTHS.some((width) => String(width) === value), widthMessage)
    .transform((value) => Number(value) as MediaWidth)
    .optional(),
});
