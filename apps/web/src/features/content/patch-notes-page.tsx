import { useTranslation } from 'react-i18next';
import { PageLoading } from '../../components/page-loading.tsx';
import { StatusMessage } from '../../components/status-message.tsx';
import { useMessages } from '../../i18n/catalogs.ts';
import { contentMessages } from '../../i18n/content-messages.ts';
import { errorMessage } from '../../lib/api.ts';
import { useDocumentTitle } from '../../lib/use-document-title.ts';
import { useContentLanguage } from './api/content-language.ts';
import { usePatchNotes } from './api/patch-notes.ts';
import styles from './content.module.css';
import { FeedLink } from './feed-link.tsx';
import { PatchNoteCard } from './patch-note-card.tsx';
import listStyles from './patch-notes.module.css';

/**
 * The patch note list (/patch-notes and /patchNotes): loading, then error, empty or the cards (docs/product.md §7.2).
 */
export function PatchNotesPage() {
  useMessages(contentMessages);
  const { t } = useTranslation();
  useDocumentTitle(t('patchNotes.documentTitle'));
  const notes = usePatchNotes();
  const language = useContentLanguage();

  return (
    <div className={styles.page}>
      <div className={styles.header}>
        <h1 className={styles.title}>{t('patchNotes.title')}</h1>
        <FeedLink
          href={`/api/feeds/patch-notes.xml?lang=${language}`}
          label={t('patchNotes.rssLabel')}
          title={t('patchNotes.feedTitle')}
          text={t('patchNotes.rss')}
        />
      </div>
      {notes.isPending ? (
        <PageLoading label={t('patchNotes.loading')} shape="list" />
      ) : notes.isError ? (
        <StatusMessage kind="error">{errorMessage(notes.error, t('patchNotes.loadFailed'))}</StatusMessage>
      ) : notes.data.length === 0 ? (
        <p className={styles.panel}>{t('patchNotes.empty')}</p>
      ) : (
        <div className={styles.layout}>
          <ol className={listStyles.list}>
            {notes.data.map((note) => (
              <li key={note.id}>
                <PatchNoteCard note={note} />
              </li>
            ))}
          </ol>
          <aside className={styles.panel} aria-labelledby="patch-archive-title">
            <h2 id="patch-archive-title" className={styles.sideTitle}>
              {t('patchNotes.archive')}
            </h2>
            <p className={styles.muted}>{t('patchNotes.archiveSoon')}</p>
          </aside>
        </div>
      )}
    </div>
  );
}
