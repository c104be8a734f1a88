import { type DehydratedState, dehydrate, QueryClient } from '@tanstack/react-query';
import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { createStaticHandler, createStaticRouter, matchRoutes, StaticRouterProvider } from 'react-router';
import { Providers } from './app/providers.tsx';
import { routes } from './app/routes.tsx';
import { loadLegalTexts } from './features/legal/index.ts';
import { addLoadedFile } from './i18n/catalogs.ts';
import { i18n } from './i18n/i18n.ts';
import { DEFAULT_LANGUAGE, isLanguage, type LanguageCode } from './i18n/languages.ts';
import { setApiFetch } from './lib/api.ts';
import { serverTitle } from './lib/use-document-title.ts';
import { serverPages, sharedQueries } from './ssr/pages.ts';

// Every language's catalog files, in the renderer from the start: a page is rendered in the language it is asked in.
const catalogFiles = import.meta.glob<Record<string, object>>(
  ['./i18n/*/*.ts', '!./i18n/en/*.ts', './i18n/en/contract.ts', '!./**/*.test.ts'],
  {
    eager: true,
  },
);
for (const [file, exports] of Object.entries(catalogFiles)) {
  const [, , language, name = ''] = file.split('/');
  const messages = Object.values(exports)[0];
  if (isLanguage(language) && messages) addLoadedFile(language, name.replace(/\.ts$/, ''), messages);
}

/** A public page rendered on the server: its markup, the data it showed, its title and the module of its route. */
export type RenderedPage = {
  html: string;
  state: DehydratedState;
  /** The page's own title (without the site name), when it set one. */
  title: string | undefined;
  /** The route's module as Vite's manifest names it, so the server can preload its chunk and styles. */
  module: string;
};

/** Answers an API call (/api/...) in process: the server passes its own request injection. */
export type ApiFetch = (url: string, init: RequestInit) => Promise<Response>;

/**
 * The page renderer the API server loads from the build (dist-server/entry-server.js). `render` answers null for a
 * path it does not render (`renders` tells which before rendering) (the browser renders those) or whose data could not be read (the browser then shows the
 * page's own loading, error or not-found state, as without server rendering).
 */
export function createRenderer(apiFetch: ApiFetch) {
  setApiFetch(apiFetch);
  const handler = createStaticHandler(routes);

  const pageAt = (pathname: string) => {
    const match = matchRoutes(routes, pathname)?.at(-1);
    const page = match?.route.id === undefined ? undefined : serverPages[match.route.id];
    return match && page ? { match, page } : undefined;
  };

  /** Whether a path is one of the pages the server renders. */
  const renders = (pathname: string) => pageAt(pathname) !== undefined;

  /** Whether a path is a page of the site at all: only the catch-all route (the not-found page) answers the others. */
  const exists = (pathname: string) => matchRoutes(routes, pathname)?.at(-1)?.route.path !== '*';

  // The language is the renderer's (i18next's) while a page is read and rendered, and the API calls carry it: one
  // page at a time, each in its own language. Rendered pages are kept by the server's cache, so renders are rare.
  let queue: Promise<unknown> = Promise.resolve();
  function render(url: string, language: LanguageCode = DEFAULT_LANGUAGE): Promise<RenderedPage | null> {
    const rendered = queue.then(async () => {
      const asked = isLanguage(language) ? language : DEFAULT_LANGUAGE;
      await i18n.changeLanguage(asked);
      // The legal texts are chunks of their own per language (renderToString cannot wait for one): here first.
      await loadLegalTexts(asked);
      return renderIn(url);
    });
    queue = rendered.catch(() => undefined);
    return rendered;
  }

  async function renderIn(url: string): Promise<RenderedPage | null> {
    const found = pageAt(new URL(url, 'http://localhost').pathname);
    if (!found) return null;
    const { match, page } = found;

    // Nothing is retried here: a failure serves the browser-rendered page at once, which asks again itself.
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    const queries = [
      ...sharedQueries,
      ...page.queries(match.params, new URL(url, 'http://localhost').searchParams),
    ];
    const fetched = await Promise.allSettled(queries.map((query) => client.fetchQuery(query)));
    if (fetched.some((result) => result.status === 'rejected')) return null;

    const context = await handler.query(new Request(new URL(url, 'http://localhost')));
    if (context instanceof Response) return null;
    const router = createStaticRouter(handler.dataRoutes, context);
    serverTitle.page = undefined;
    const html = renderToString(
      <StrictMode>
        <Providers client={client}>
          <StaticRouterProvider router={router} context={context} hydrate={false} />
        </Providers>
      </StrictMode>,
    );
    return { html, state: dehydrate(client), title: serverTitle.page, module: page.module };
  }

  return { render, renders, exists };
}
