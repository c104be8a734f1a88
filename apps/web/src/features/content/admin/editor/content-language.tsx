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

/** A row's offer of a translation: the button's words for the eye and for a screen reader, and what it opens. */
export type TranslateOffer = { label: string; ariaLabel: string; onClick: () => void };

/**
 * A content table's title column with each item's language under its title: the language, what it translates or its
 * translations, and the offer of a translation where a language is missing. Under the title rather than in columns
 * of their own, so the table still fits a wide screen with its actions in view.
 */
export function withLanguage<T extends ContentRow>(
  column: Column<T>,
  t: TFunction,
  offer: (row: T) => TranslateOffer | undefined,
): Column<T> {
  return {
    ...column,
    cell: (row) => (
      <div className={styles.cell}>
        <span>{column.cell(row)}</span>
        <span className={styles.note}>
          <span lang={row.language}>{languageName(row.language)}</span>
          {row.translationOf !== null && (
            <>
              {' · '}
              <span>{t('admin.content.translationOf', { id: row.translationOf })}</span>
            </>
          )}
          {row.translations.length > 0 && (
            <>
              {' · '}
              {t('admin.content.translations')}:{' '}
              {row.translations.map((translation, index) => (
                <span key={translation.id}>
                  {index > 0 && ', '}
                  <span lang={translation.language}>{languageName(translation.language)}</span> #
                  {translation.id}
                </span>
              ))}
            </>
          )}
        </span>
        <TranslateButton offer={offer(row)} />
      </div>
    ),
  };
}

function TranslateButton({ offer }: { offer: TranslateOffer | undefined }) {
  if (!offer) return null;
  return (
    <button type="button" className={styles.translate} aria-label={offer.ariaLabel} onClick={offer.onClick}>
      {offer.label}
    </button>
  );
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
