import { useTranslation } from 'react-i18next';
import { EditorFrame } from '../../../../components/admin/editor-frame.tsx';
import { errorMessage } from '../../../../lib/api.ts';
import { useContentItem } from '../api/content-item.ts';
import { ContentForm } from './content-form.tsx';
import type { ContentKind, ContentRow, ContentValues } from './content-kind.ts';

type ContentEditorProps<T extends ContentRow, V extends ContentValues, B> = {
  kind: ContentKind<T, V, B>;
  /** The item to edit; absent to write a new one. */
  id?: number;
  onBack: () => void;
  onSaved: (saved: T, message: string) => void;
};

/** The editor view of one item of a kind: loads it (when editing), then shows its form. */
export function ContentEditor<T extends ContentRow, V extends ContentValues, B>(
  props: ContentEditorProps<T, V, B>,
) {
  const { t } = useTranslation();
  const { kind, id, onBack, onSaved } = props;
  if (id === undefined) {
    return (
      <EditorFrame title={t(`admin.${kind.strings}.newTitle`)} onBack={onBack}>
        <ContentForm kind={kind} onSaved={onSaved} />
      </EditorFrame>
    );
  }
  return <ExistingItem {...props} id={id} />;
}

function ExistingItem<T extends ContentRow, V extends ContentValues, B>({
  kind,
  id,
  onBack,
  onSaved,
}: ContentEditorProps<T, V, B> & { id: number }) {
  const { t } = useTranslation();
  const query = useContentItem(kind.endpoint, id);
  return (
    <EditorFrame
      title={t(`admin.${kind.strings}.editTitle`, { id })}
      onBack={onBack}
      isLoading={query.isPending}
      error={query.isError ? errorMessage(query.error, t(`admin.${kind.strings}.fetchFailed`)) : undefined}
    >
      {query.data && <ContentForm kind={kind} item={query.data} onSaved={onSaved} />}
    </EditorFrame>
  );
}
