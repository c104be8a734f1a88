import type { LegalSection, Provider } from './legal-types.ts';
import { privacySections } from './privacy-content.ts';
import { termsSections } from './terms-content.ts';

type LegalDocuments = {
  terms: (provider: Provider) => LegalSection[];
  privacy: (provider: Provider) => LegalSection[];
};

// Long legal texts are kept as one content module per language rather than as hundreds of catalog keys: adding
// Brazilian Portuguese means adding 'pt-BR' here with its own modules, without touching the pages.
const english: LegalDocuments = { terms: termsSections, privacy: privacySections };
const documentsByLanguage: Record<string, LegalDocuments> = { en: english };

/** The terms and privacy texts of the active language, falling back to English. */
export function legalDocuments(language: string | undefined): LegalDocuments {
  const base = language?.split('-')[0];
  return (language && documentsByLanguage[language]) || (base && documentsByLanguage[base]) || english;
}
