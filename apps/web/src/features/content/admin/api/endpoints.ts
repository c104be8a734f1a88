import { AdminNews, AdminNewsList, AdminPatchNote, AdminPatchNoteList } from '@agaia/contract';
import type { z } from 'zod';
import { contentAdminKeys } from './keys.ts';

/** Where one kind of content lives on the admin API, and how its answers read. */
export type ContentEndpoint<T> = {
  /** The collection: GET and POST on it, GET, PUT and DELETE on `{path}/{id}`. */
  path: string;
  /** The prefix of its admin query keys. */
  key: readonly string[];
  /** One item, as GET, POST and PUT answer it. */
  item: z.ZodType<T>;
  /** A page of items with the total, whatever the answer names its list. */
  page: z.ZodType<{ rows: T[]; total: number }>;
};

/** /api/admin/content/news: articles, drafts included. */
export const NEWS_ENDPOINT: ContentEndpoint<AdminNews> = {
  path: '/admin/content/news',
  key: contentAdminKeys.news,
  item: AdminNews,
  page: AdminNewsList.transform(({ news, total }) => ({ rows: news, total })),
};

/** /api/admin/content/patchnotes: patch notes, drafts included. */
export const PATCH_NOTES_ENDPOINT: ContentEndpoint<AdminPatchNote> = {
  path: '/admin/content/patchnotes',
  key: contentAdminKeys.patchNotes,
  item: AdminPatchNote,
  page: AdminPatchNoteList.transform(({ patchNotes, total }) => ({ rows: patchNotes, total })),
};
