/**
 * The legal feature's public entry: what other features may use. Its pages are mounted by app/routes.tsx, each lazily
 * in its own chunk; the page renderer (entry-server.tsx) awaits `loadLegalTexts(language)` before rendering one.
 */
export { loadLegalTexts } from './legal-documents.ts';
