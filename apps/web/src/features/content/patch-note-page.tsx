import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { Markdown } from '../../components/markdown.tsx';
import { PageLoading } from '../../components/page-loading.tsx';
import { StatusMessage } from '../../components/status-message.tsx';
import { useMessages } from '../../i18n/catalogs.ts';
import { contentMessages } from '../../i18n/content-messages.ts';
import { errorMessage } from '../../lib/api.ts';
import { useDocumentTitle } from '../../lib/use-document-title.ts';
import { useReadLanguage } from './api/content-language.ts';
import { isNotFound } from './api/content-query.ts';
import { usePatchNote } from './api/patch-note.ts';
import { BackLink } from './back-link.tsx';
import { ContentVersions } from './content-versions.tsx';
import { DateText } from './date-text.tsx';
import styles from './detail.module.css';
import { useItemLang } from './language-badge.tsx';

const ID = /^\d{1,12}$/;

/**
 * One patch note (/patch-notes/:patchNoteId): loading, then not found, an error or the note (docs/product.md §7.3).
 * The note is its story's version in the page's language when there is one (or the one `?read=` names), with links to
 * the others.
 */
export function PatchNotePage() {
  useMessages(contentMessages);
  const { t } = useTranslation();
  const { patchNoteId = '' } = useParams();
  // An id that cannot exist is not found without asking the server.
  const isPossibleId = ID.test(patchNoteId);
  const note = usePatchNote(patchNoteId, useReadLanguage(), isPossibleId);
  const lang = useItemLang(note.data?.language);
  const heading = note.data ? t('patchNotes.heading', note.data) : undefined;
  useDocumentTitle(heading ?? t('patchNotes.detailTitle'));

  const isShown = isPossibleId && note.isSuccess;
  let content: ReactNode;
  if (!isPossibleId || isNotFound(note.error)) {
    content = <p className={styles.panel}>{t('patchNotes.notFound')}</p>;
  } else if (note.isPending) {
    content = <PageLoading label={t('patchNotes.loadingNote')} shape="article" />;
  } else if (note.isError) {
    content = (
      <StatusMessage kind="error">{errorMessage(note.error, t('patchNotes.detailFailed'))}</StatusMessage>
    );
  } else {
    content = (
      <article className={styles.panel} aria-labelledby="patch-note-title" lang={lang.item}>
        <div className={styles.header}>
          <h1 id="patch-note-title" className={styles.title}>
            {heading}
          </h1>
          <dl className={styles.facts}>
            <div lang={lang.page}>
              <dt>{t('patchNotes.versionLabel')}</dt>
              <dd>{note.data.version}</dd>
            </div>
            <div lang={lang.page}>
              <dt>{t('patchNotes.releaseDate')}</dt>
              <dd>
                <DateText value={note.data.releaseDate} />
              </dd>
            </div>
            <ContentVersions
              versions={note.data.versions}
              shown={note.data.language}
              base="/patch-notes"
              label={t('patchNotes.otherLanguages')}
            />
          </dl>
        </div>
        <Markdown>{note.data.body}</Markdown>
      </article>
    );
  }

  return (
    <div className={styles.page}>
      <BackLink to="/patch-notes" label={t('patchNotes.back')} />
      {/* Until the item itself is shown, the page still has its h1 for screen readers. */}
      {!isShown && <h1 className="visually-hidden">{t('patchNotes.detailTitle')}</h1>}
      {content}
    </div>
  );
}
