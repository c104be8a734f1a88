/** Who provides the service, as the legal pages name it (LEGAL_ENTITY, LEGAL_ADDRESS, LEGAL_EMAIL). */
export type Provider = { entity: string; address: string; email: string };

/** One numbered section of a legal document: an anchor id, a heading, paragraphs and optional bullet points. */
export type LegalSection = { id: string; title: string; paragraphs: string[]; points?: string[] };
