import type { TFunction } from 'i18next';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { Column } from '../../../../components/admin/data-table.tsx';
import { SelectField } from '../../../../components/admin/fields.tsx';
import { LANGUAGE_CODES, LANGUAGES, type LanguageCode } from '../../../../i18n/languages.ts';
import { languageName } from '../../api/content-language.ts';
import type { ContentRow } from './content-kind.ts';
import styles from './content-language.module.css';

/**
 * The first language an original has no version in yet (its own, then its translations'), which a new translation
 * of it is written in; undefined for a translation (it cannot be translated) or an original in every language.
 */
export function missingLanguage(row: ContentRow): LanguageCode | undefined {
  if (row.translationOf !== null) return undefined;
  const taken = new Set([row.language, ...row.translations.map((translation) => translation.language)]);
  return LANGUAGE_CODES.find((code) => !taken.has(code));
}

/** The Language column of a content table: an item's language, and what it translates or its translations. */
export function languageColumn<T extends ContentRow>(t: TFunction): Column<T> {
  return {
    key: 'language',
    header: t('admin.content.language'),
    cell: (row) => (
      <div className={styles.cell}>
        <span lang={row.language}>{languageName(row.language)}</span>
        {row.translationOf !== null && (
          <span className={styles.note}>{t('admin.content.translationOf', { id: row.translationOf })}</span>
        )}
        {row.translations.length > 0 && (
          <span className={styles.note}>
            {t('admin.content.translations')}:{' '}
            {row.translations.map((translation, index) => (
              <span key={translation.id}>
                {index > 0 && ', '}
                <span lang={translation.language}>{languageName(translation.language)}</span> #
                {translation.id}
              </span>
            ))}
          </span>
        )}
      </div>
    ),
  };
}

/** The Language choice of a content form (each language named in itself), registered with react-hook-form. */
export function ContentLanguageField({ error, ...input }: UseFormRegisterReturn & { error?: string }) {
  const { t } = useTranslation();
  return (
    <SelectField label={t('admin.content.language')} error={error} {...input}>
      {LANGUAGES.map((language) => (
        <option key={language.code} value={language.code} lang={language.code}>
          {language.name}
        </option>
      ))}
    </SelectField>
  );
}
