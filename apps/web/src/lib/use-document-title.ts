import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';

/** Sets document.title to '{page} · Agaia Online', or the site name alone when no page title is given. */
export function useDocumentTitle(page?: string): void {
  const { t } = useTranslation();
  const title = page ? t('app.documentTitle', { page }) : t('app.name');
  useEffect(() => {
    document.title = title;
  }, [title]);
}
