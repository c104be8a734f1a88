import type { LanguageMessages } from '../../languages.ts';
import { LANGUAGE_CODES } from '../../languages.ts';
import type { Translation } from '../text.ts';

export const ptBRLanguage = {
  unknownLanguage: `O idioma deve ser um destes: ${LANGUAGE_CODES.join(', ')}.`,
} satisfies Translation<typeof LanguageMessages>;
