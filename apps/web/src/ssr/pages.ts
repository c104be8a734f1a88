import type { FetchQueryOptions } from '@tanstack/react-query';
import { articleQueryOptions } from '../features/content/api/article.ts';
import { currentContentLanguage, readLanguage } from '../features/content/api/content-language.ts';
import { newsQueryOptions } from '../features/content/api/news.ts';
import { patchNoteQueryOptions } from '../features/content/api/patch-note.ts';
import { patchNotesQueryOptions } from '../features/content/api/patch-notes.ts';
import { siteQueryOptions } from '../lib/use-site-info.ts';

type Params = Record<string, string | undefined>;
// Each query's own options type differs; what the renderer needs is that it can be fetched.
// biome-ignore lint/suspicious/noExplicitAny: the renderer only fetches these; their data types do not matter here.
type AnyQuery = FetchQueryOptions<any, any, any, any>;

/** A page the server renders: the module of its route (as Vite's manifest names it) and the data it shows. */
export type ServerPage = {
  module: string;
  /** The data the page shows, from its route's parameters and its address's query (`?read=` picks a version). */
  queries: (params: Params, search: URLSearchParams) => AnyQuery[];
};

const ID = /^\d{1,12}$/;
// An id that cannot exist is shown as not found without a call, as the page itself does.
const byId = (id: string | undefined, options: (id: string) => AnyQuery): AnyQuery[] =>
  id !== undefined && ID.test(id) ? [options(id)] : [];
// A detail page's item in the version its address names (`?read=en`), else the page's language, as the page asks it.
const version = (search: URLSearchParams) => readLanguage(search, currentContentLanguage());

const landing: ServerPage = { module: 'src/features/landing/landing-page.tsx', queries: () => [] };
const patchNotes: ServerPage = {
  module: 'src/features/content/patch-notes-page.tsx',
  queries: () => [patchNotesQueryOptions()],
};
const patchNote: ServerPage = {
  module: 'src/features/content/patch-note-page.tsx',
  queries: ({ patchNoteId }, search) => byId(patchNoteId, (id) => patchNoteQueryOptions(id, version(search))),
};

/**
 * The public pages the server renders as HTML, by route id (app/routes.tsx): their content is in the first answer,
 * so the largest paint does not wait for the JavaScript. Every other route (the profile, the admin, the reset and
 * return pages) starts from the empty shell and renders in the browser.
 */
export const serverPages: Record<string, ServerPage> = {
  landing,
  home: landing,
  tos: { module: 'src/features/legal/terms-page.tsx', queries: () => [] },
  legal: { module: 'src/features/legal/privacy-page.tsx', queries: () => [] },
  patchNotes,
  patchNotesLegacy: patchNotes,
  patchNote,
  patchNoteLegacy: patchNote,
  news: { module: 'src/features/content/news-page.tsx', queries: () => [newsQueryOptions()] },
  article: {
    module: 'src/features/content/article-page.tsx',
    queries: ({ articleId }, search) => byId(articleId, (id) => articleQueryOptions(id, version(search))),
  },
  login: { module: 'src/features/auth/login-page.tsx', queries: () => [] },
  register: { module: 'src/features/auth/register-page.tsx', queries: () => [] },
};

/** What every page reads: the site info (the header's links, the server status, the legal provider). */
export const sharedQueries: AnyQuery[] = [siteQueryOptions];
