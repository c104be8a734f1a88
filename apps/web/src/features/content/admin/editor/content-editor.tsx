import { useTranslation } from 'react-i18next';
import { EditorFrame } from '../../../../components/admin/editor-frame.tsx';
import { errorMessage } from '../../../../lib/api.ts';
import { useContentItem } from '../api/content-item.ts';
import { ContentForm } from './content-form.tsx';
import type { ContentKind, ContentRow, ContentValues } from './content-kind.ts';
import { missingLanguage } from './content-language.tsx';

type ContentEditorProps<T extends ContentRow, V extends ContentValues, B> = {
  kind: ContentKind<T, V, B>;
  /** The item to edit; absent to write a new one. */
  id?: number;
  /** For a new item: the original it translates, if it is a translation. */
  translationOf?: number;
  onBack: () => void;
  onSaved: (saved: T, message: string) => void;
};

/** The editor view of one item of a kind: loads it (when editing) or its original (when translating), then its form. */
export function ContentEditor<T extends ContentRow, V extends ContentValues, B>(
  props: ContentEditorProps<T, V, B>,
) {
  const { t } = useTranslation();
  const { kind, id, translationOf, onBack, onSaved } = props;
  if (id !== undefined) return <LoadedItem {...props} id={id} />;
  if (translationOf !== undefined) return <LoadedItem {...props} id={translationOf} isTranslating />;
  return (
    <EditorFrame title={t(`admin.${kind.strings}.newTitle`)} onBack={onBack}>
      <ContentForm kind={kind} onSaved={onSaved} />
    </EditorFrame>
  );
}

/**
 * An item loaded first: edited, or (`isTranslating`) the original of a new translation, whose fields start from it
 * in a language it has no version in yet.
 */
function LoadedItem<T extends ContentRow, V extends ContentValues, B>({
  kind,
  id,
  isTranslating = false,
  onBack,
  onSaved,
}: ContentEditorProps<T, V, B> & { id: number; isTranslating?: boolean }) {
  const { t } = useTranslation();
  const query = useContentItem(kind.endpoint, id);
  const item = query.data;
  const title = t(`admin.${kind.strings}.${isTranslating ? 'translateTitle' : 'editTitle'}`, { id });
  return (
    <EditorFrame
      title={title}
      onBack={onBack}
      isLoading={query.isPending}
      error={query.isError ? errorMessage(query.error, t(`admin.${kind.strings}.fetchFailed`)) : undefined}
    >
      {item &&
        (isTranslating ? (
          <ContentForm
            kind={kind}
            translation={{ original: item, language: missingLanguage(item) }}
            onSaved={onSaved}
          />
        ) : (
          <ContentForm kind={kind} item={item} onSaved={onSaved} />
        ))}
    </EditorFrame>
  );
}
