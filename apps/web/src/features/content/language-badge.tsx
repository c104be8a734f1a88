import { isLanguage } from '../../i18n/languages.ts';
import { languageName, useContentLanguage } from './api/content-language.ts';
import styles from './content.module.css';

/**
 * The `lang` attributes of an item written in another language than the page's (a story without the page's version):
 * `item` for its element, so screen readers read it with the right voice, and `page` for the page's own words inside
 * it (a date, 'Read More'). Both undefined for an item in the page's language.
 */
export function useItemLang(language: string | null | undefined): { item?: string; page?: string } {
  const page = useContentLanguage();
  return language && isLanguage(language) && language !== page ? { item: language, page } : {};
}

/** A small badge naming, in itself, the language of an item the page shows in another language than its own. */
export function LanguageBadge({ language }: { language: string | null | undefined }) {
  const { item } = useItemLang(language);
  if (!item) return null;
  return (
    <span className={styles.languageBadge} lang={item}>
      {languageName(item)}
    </span>
  );
}
