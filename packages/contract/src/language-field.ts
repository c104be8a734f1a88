import { z } from 'zod';
import { LANGUAGE_CODES, type LanguageCode, LanguageMessages } from './languages.ts';

// The schemas of a language, beside the plain list in languages.ts: a page's start code uses the list, and a module
// its start code reaches must not import zod (apps/web's bundle budget test).

/** An account's language as the API takes it: one of the codes of languages.ts. */
export const LanguageField = z.enum(LANGUAGE_CODES as [LanguageCode, ...LanguageCode[]], {
  error: LanguageMessages.unknownLanguage,
});

/** PUT /api/user/language body. */
export const LanguageBody = z.object({ language: LanguageField });
export type LanguageBody = z.infer<typeof LanguageBody>;
