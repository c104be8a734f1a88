import type { AdminNews } from '@agaia/contract';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../../lib/api.ts';
import { useAdminNewsArticle } from '../api/news-article.ts';
import { EditorFrame } from '../components/editor-frame.tsx';
import { NewsForm } from './news-form.tsx';

type NewsEditorProps = {
  /** The article to edit; absent to write a new one. */
  id?: number;
  onBack: () => void;
  onSaved: (saved: AdminNews, message: string) => void;
};

/** The editor view of one article: loads it (when editing), then shows the form. */
export function NewsEditor({ id, onBack, onSaved }: NewsEditorProps) {
  if (id === undefined) return <NewArticle onBack={onBack} onSaved={onSaved} />;
  return <ExistingArticle id={id} onBack={onBack} onSaved={onSaved} />;
}

function NewArticle({ onBack, onSaved }: Omit<NewsEditorProps, 'id'>) {
  const { t } = useTranslation();
  return (
    <EditorFrame title={t('admin.news.newTitle')} onBack={onBack}>
      <NewsForm onSaved={onSaved} />
    </EditorFrame>
  );
}

function ExistingArticle({ id, onBack, onSaved }: NewsEditorProps & { id: number }) {
  const { t } = useTranslation();
  const query = useAdminNewsArticle(id);
  return (
    <EditorFrame
      title={t('admin.news.editTitle', { id })}
      onBack={onBack}
      isLoading={query.isPending}
      error={query.isError ? errorMessage(query.error, t('admin.news.fetchFailed')) : undefined}
    >
      {query.data && <NewsForm article={query.data} onSaved={onSaved} />}
    </EditorFrame>
  );
}
