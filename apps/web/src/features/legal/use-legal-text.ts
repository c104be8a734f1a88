import { useTranslation } from 'react-i18next';
import { readLegalText } from './legal-documents.ts';
import type { LegalDocumentName, LegalText } from './legal-types.ts';

/**
 * A legal page's text in the current i18n language. While that language's text loads, the page suspends (as
 * `useMessages` does): it shows in its language at once, never first in English. Already here, it does not suspend.
 */
export function useLegalText(document: LegalDocumentName): LegalText {
  const { i18n } = useTranslation();
  return readLegalText(i18n.language, document);
}
