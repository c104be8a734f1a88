/** Who provides the service, as the legal pages name it (LEGAL_ENTITY, LEGAL_ADDRESS, LEGAL_EMAIL). */
export type Provider = { entity: string; address: string; email: string };

/** One numbered section of a legal document: an anchor id, a heading, paragraphs and optional bullet points. */
export type LegalSection = { id: string; title: string; paragraphs: string[]; points?: string[] };

/** The legal documents, each a content module per language: `terms-content.ts`, `privacy-content.ts`. */
export type LegalDocumentName = 'terms' | 'privacy';

/** A document's text in one language: its sections, naming the provider. */
export type LegalText = (provider: Provider) => LegalSection[];
