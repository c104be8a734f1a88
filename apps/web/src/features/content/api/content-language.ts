import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { i18n } from '../../../i18n/i18n.ts';
import { DEFAULT_LANGUAGE, isLanguage, LANGUAGES, type LanguageCode } from '../../../i18n/languages.ts';

/**
 * The page address's choice of one version of a story (`/news/12?read=en`): the detail page shows that version
 * whatever the page's own language (`?lang=`, which the whole page follows).
 */
export const READ_PARAM = 'read';

/** The language the public content is asked in outside React (the server's renderer): the page's. */
export function currentContentLanguage(): LanguageCode {
  return isLanguage(i18n.language) ? i18n.language : DEFAULT_LANGUAGE;
}

/** The page's language, for the content calls: a change of language asks for the content in the new one. */
export function useContentLanguage(): LanguageCode {
  const { i18n: current } = useTranslation();
  return isLanguage(current.language) ? current.language : DEFAULT_LANGUAGE;
}

/** The language a detail page asks its item in: the version `?read=` names, else the page's. */
export function readLanguage(params: URLSearchParams, page: LanguageCode): LanguageCode {
  const read = params.get(READ_PARAM);
  return isLanguage(read) ? read : page;
}

/** readLanguage in a page: the version its address names, else the page's language. */
export function useReadLanguage(): LanguageCode {
  const [params] = useSearchParams();
  return readLanguage(params, useContentLanguage());
}

/** A language's name in itself ('English', 'Português (Brasil)'); an unknown code as it is. */
export function languageName(code: string): string {
  return LANGUAGES.find((language) => language.code === code)?.name ?? code;
}
