import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { ButtonLink } from '../../components/button.tsx';
import type { PatchNoteItem } from './api/patch-notes.ts';
import { DateText } from './date-text.tsx';
import { LanguageBadge, useItemLang } from './language-badge.tsx';
import styles from './patch-notes.module.css';

/** One patch note in the list: version, release date, title and a link to the whole note. */
export function PatchNoteCard({ note }: { note: PatchNoteItem }) {
  const { t } = useTranslation();
  const titleId = useId();
  const lang = useItemLang(note.language);
  return (
    <article className={styles.card} aria-labelledby={titleId} lang={lang.item}>
      <div className={styles.cardTop}>
        <span className={styles.version} lang={lang.page}>
          {t('patchNotes.version', { version: note.version })}
        </span>
        <DateText className={styles.date} value={note.releaseDate} lang={lang.page} />
        <LanguageBadge language={note.language} />
      </div>
      <h2 id={titleId} className={styles.cardTitle}>
        {note.title}
      </h2>
      <ButtonLink
        className={styles.details}
        to={`/patch-notes/${encodeURIComponent(note.id)}`}
        aria-describedby={titleId}
        lang={lang.page}
      >
        {t('patchNotes.viewDetails')}
      </ButtonLink>
    </article>
  );
}
