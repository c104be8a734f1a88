import { z } from 'zod';

// The schemas of the news and patch notes answers, in a module of their own: the list pages name them by loader (their
// queries load this module with the first answer the browser fetches), so the pages start without zod. The server
// renders them with their data, and hydrating that needs no schema.

/**
 * A news summary as the page reads it. Lenient on purpose: the page shows what it can (the date falls back from date
 * to publishedAt to createdAt, docs/product.md §7.4) instead of failing the whole list over one odd field.
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

// The answer is {news: [...]} or a plain list (docs/product.md §7.2).
export const NewsAnswer = z
  .union([z.object({ news: z.array(NewsItem) }), z.array(NewsItem)])
  .transform((answer) => (Array.isArray(answer) ? answer : answer.news));

/** A patch note summary (docs/product.md §7.2); releaseDate is year-month-day, shown as 'N/A' when absent. */
export const PatchNoteItem = z.object({
  id: z.union([z.number(), z.string()]).transform(String),
  version: z.union([z.string(), z.number()]).transform(String),
  title: z.string(),
  releaseDate: z.string().nullish(),
  /** The language it is written in (a story shows in the page's language when it has that version). */
  language: z.string().nullish(),
});
export type PatchNoteItem = z.infer<typeof PatchNoteItem>;

// The answer is {patchNotes: [...]} or a bare list (docs/product.md §7.2).
export const PatchNotesAnswer = z
  .union([z.object({ patchNotes: z.array(PatchNoteItem) }), z.array(PatchNoteItem)])
  .transform((answer) => (Array.isArray(answer) ? answer : answer.patchNotes));
