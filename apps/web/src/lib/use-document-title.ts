import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { isBrowser } from './browser.ts';

/** The page title the server's render of a page asked for (read by src/entry-server.tsx after each render). */
export const serverTitle: { page: string | undefined } = { page: undefined };

/** Sets document.title to '{page} · Agaia Online', or the site name alone when no page title is given. */
export function useDocumentTitle(page?: string): void {
  const { t } = useTranslation();
  const title = page ? t('app.documentTitle', { page }) : t('app.name');
  // Rendering on the server is synchronous and one page at a time: the page's title is kept for its <title>.
  if (!isBrowser) serverTitle.page = page;
  useEffect(() => {
    document.title = title;
  }, [title]);
}
