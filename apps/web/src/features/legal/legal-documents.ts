import type { LegalDocumentName, LegalText } from './legal-types.ts';
import { privacySections } from './privacy-content.ts';
import { termsSections } from './terms-content.ts';

/**
 * The day each document last changed, the same in every language (docs/product.md §1.4): shown formatted for the
 * reader.
 */
export const LAST_UPDATED: Record<LegalDocumentName, string> = { terms: '2025-06-24', privacy: '2025-06-24' };

// Long legal texts are one content module per language rather than hundreds of catalog keys. English is here, the
// fallback; another language's are `./<language>/terms-content.ts` and `./<language>/privacy-content.ts` (the same
// names, exporting the same function), each its own chunk, loaded when a page first shows it in that language: an
// English page downloads none. Adding a language is adding its folder.
const english: Record<LegalDocumentName, LegalText> = { terms: termsSections, privacy: privacySections };
const files = import.meta.glob<ContentModule>('./*/*-content.ts');

type ContentModule = Record<string, LegalText>;

/** The texts at hand, by file; the loads under way; the loads that failed, until a render reports them. */
const texts = new Map<string, LegalText>();
const loading = new Map<string, Promise<void>>();
const failures = new Map<string, unknown>();

const fileOf = (language: string, document: LegalDocumentName) => `./${language}/${document}-content.ts`;

/** Keeps the text a content module exports (its one function) under the module's file; false if it has none. */
function keep(file: string, module: ContentModule): boolean {
  const text = Object.values(module)[0];
  if (text) texts.set(file, text);
  return text !== undefined;
}

/** Loads a document's text in a language, once; settled at once when it is here or the language has none. */
function loadLegalText(language: string, document: LegalDocumentName): Promise<void> {
  const file = fileOf(language, document);
  const load = files[file];
  if (!load || texts.has(file)) return Promise.resolve();
  let pending = loading.get(file);
  if (!pending) {
    // Never rejects: a failure is kept for the next render to throw (a rejected promise thrown to Suspense is only
    // waited for), and the load forgotten so that a later render fetches again.
    pending = load()
      .then((module) => {
        if (!keep(file, module)) throw new Error(`${file} exports no text.`);
      })
      .catch((error: unknown) => {
        failures.set(file, error);
        loading.delete(file);
      });
    loading.set(file, pending);
  }
  return pending;
}

/**
 * A document's text in a language, for rendering: English at once, as is a language without its own text; another
 * language's once its chunk is here. Until then it suspends as `useMessages` does (throws the load, and React renders
 * again when it settles). A failed load throws its error, for the route's error page, once: the next render fetches
 * again.
 */
export function readLegalText(language: string, document: LegalDocumentName): LegalText {
  const file = fileOf(language, document);
  const text = texts.get(file) ?? (files[file] ? undefined : english[document]);
  if (text) return text;
  if (failures.has(file)) {
    const error = failures.get(file);
    failures.delete(file);
    throw error;
  }
  throw loadLegalText(language, document);
}

/**
 * Loads both documents' texts in a language (settled at once when they are here). The page renderer awaits this before
 * rendering a page in that language: renderToString cannot wait for a chunk, so the page must not suspend there.
 */
export async function loadLegalTexts(language: string): Promise<void> {
  await Promise.all([loadLegalText(language, 'terms'), loadLegalText(language, 'privacy')]);
}
