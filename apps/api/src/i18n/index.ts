import { createLocalizer, type LanguageCode, matchLanguage, type Translation } from '@agaia/contract';
import { en as zodEn, ptBR as zodPtBR } from 'zod/locales';
import { enServerText, type ServerText } from './en/index.ts';
import { ptBRServerText } from './pt-BR/index.ts';

/** The server's catalogs by language: a language of `LANGUAGES` is a folder here and a line below. */
export const serverTexts: Readonly<Record<LanguageCode, Translation<ServerText>>> = {
  en: enServerText,
  'pt-BR': ptBRServerText,
};

export const { localize, keyOf } = createLocalizer(serverTexts);

/**
 * The language a request is answered in: the first language of its Accept-Language (by weight) the site speaks,
 * else English. The web sends the page's language with every call; a mail goes out in its account's language.
 */
export function languageOf(acceptLanguage: string | undefined): LanguageCode {
  if (!acceptLanguage) return matchLanguage([]);
  const tags = acceptLanguage
    .split(',')
    .slice(0, 20)
    .map((part, index) => {
      const [tag = '', ...rest] = part.trim().split(';');
      const weight = rest.map((p) => /^\s*q=([\d.]+)\s*$/.exec(p)?.[1]).find((q) => q !== undefined);
      return { tag: tag.trim(), q: weight === undefined ? 1 : Number(weight), index };
    })
    .filter(({ tag, q }) => tag !== '' && tag !== '*' && Number.isFinite(q) && q > 0)
    .sort((a, b) => b.q - a.q || a.index - b.index)
    .map(({ tag }) => tag);
  return matchLanguage(tags);
}

/** zod's own wording of a refusal no catalog holds ("Invalid input: expected string"), by language. */
export const zodLocales: Readonly<Record<LanguageCode, { localeError: ZodLocaleError }>> = {
  en: zodEn(),
  'pt-BR': zodPtBR(),
};
type ZodLocaleError = (issue: never) => string | { message: string } | undefined | null;
