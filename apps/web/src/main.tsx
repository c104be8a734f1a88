import './styles/fonts.css';
import './styles/tokens.css';
import './styles/global.css';
import { hydrate, type QueryClient } from '@tanstack/react-query';
import { StrictMode, useEffect } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { matchRoutes, RouterProvider } from 'react-router';
import { createQueryClient, Providers } from './app/providers.tsx';
import { createAppRouter } from './app/router.tsx';
import { routes } from './app/routes.tsx';
import { chosenLanguage, initialLanguage, rememberForServer, switchLanguage } from './i18n/catalogs.ts';
import { adoptEarlyLanguage } from './lib/account-language.ts';
import { markRoot } from './lib/browser.ts';
import { session, syncAcrossTabs } from './lib/session.ts';

// The root's mark follows the session, so the guests' links show again after a logout (styles/global.css).
session.subscribe(() => markRoot('session', session.get() !== null));
// The stored session is checked before anything renders (docs/product.md §3.2).
session.restore();
syncAcrossTabs(session);

const container = document.getElementById('root');
if (!container) throw new Error('The #root element is missing from index.html.');

/** Marks the root once the app has rendered or hydrated (lib/browser.ts markRoot). */
function HydrationMark() {
  useEffect(() => markRoot('hydrated', true), []);
  return null;
}

const app = (client: QueryClient) => (
  <StrictMode>
    <Providers client={client}>
      <RouterProvider router={createAppRouter()} />
    </Providers>
    <HydrationMark />
  </StrictMode>
);

// The visit's language before the first render: its messages load first (English is in this bundle). The server
// rendered the page in the language it chose the same way (link, cookie, browser): React takes that markup over when
// the languages agree, and renders afresh when they do not.
const language = initialLanguage();
// A language tapped before this code ran reaches the account, and `?lang=` leaves the address.
adoptEarlyLanguage();
// A choice kept from before the cookie existed reaches the server from now on.
const chosen = chosenLanguage();
if (chosen) rememberForServer(chosen);
const renderedIn = document.documentElement.lang;
// Not a top-level await: the entry would then hand every module the lazy chunks share to small chunks of their own.
void switchLanguage(language).then(start);

/** Renders the app, or takes over the server's markup of a public page rendered in this language. */
function start() {
  // A public page arrives rendered by the server with the data it shows (apps/api's page renderer): React takes over
  // that markup once the route's own code is here. Any other page starts from the empty shell.
  const serverState = document.getElementById('ssr-state');
  const client = createQueryClient();
  // The data the server rendered with is kept either way: the page shows it without asking again.
  if (serverState?.textContent) hydrate(client, JSON.parse(serverState.textContent));
  if (serverState?.textContent && renderedIn === language)
    void loadMatchedRoutes().then(() => hydrateRoot(container as HTMLElement, app(client)));
  else createRoot(container as HTMLElement).render(app(client));
}

/** Loads the lazy code of the routes the URL matches, so the first render is the server's, not a fallback. */
async function loadMatchedRoutes(): Promise<void> {
  const matches = matchRoutes(routes, window.location) ?? [];
  await Promise.all(
    matches.map(async ({ route }) => {
      if (typeof route.lazy !== 'function') return;
      const loaded = await route.lazy();
      Object.assign(route, { ...loaded, lazy: undefined });
    }),
  );
}
