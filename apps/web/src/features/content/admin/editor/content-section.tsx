import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { useEditorSection } from '../../../../components/admin/use-editor-param.ts';
import { showToast } from '../../../../components/toast-store.ts';
import { ContentEditor } from './content-editor.tsx';
import type { ContentKind, ContentRow, ContentValues } from './content-kind.ts';
import { ContentTable } from './content-table.tsx';

// A new item's editor is ?new; ?new={id} writes a new translation of the original {id}.
const NEW = 'new';

/**
 * A content section (News, Patch Notes): the kind's table, or the editor of a new (?new), existing (?edit={id}) or
 * translating (?new={original id}) item.
 */
export function ContentSection<T extends ContentRow, V extends ContentValues, B>({
  kind,
}: {
  kind: ContentKind<T, V, B>;
}) {
  const { target, open, go } = useEditorSection();
  const [params, setParams] = useSearchParams();
  // The page lives here, so coming back from the editor finds the same page.
  const [page, setPage] = useState(1);
  const original = Number(params.get(NEW));
  const translationOf = target === 'new' && Number.isInteger(original) && original > 0 ? original : undefined;
  const translate = (originalId: number) =>
    setParams((current) => {
      const updated = new URLSearchParams(current);
      updated.delete('edit');
      updated.set(NEW, String(originalId));
      return updated;
    });

  return (
    <>
      {target === null ? (
        <ContentTable kind={kind} page={page} onPage={setPage} onOpen={go} onTranslate={translate} />
      ) : (
        <ContentEditor
          key={`${target}-${translationOf ?? ''}`}
          kind={kind}
          id={target === 'new' ? undefined : target}
          translationOf={translationOf}
          onBack={() => go(null)}
          onSaved={(saved, text) => {
            showToast({ kind: 'success', text });
            // A new item's editor becomes its own (?new → ?edit={id}), so a reload finds it.
            if (target === 'new') open(saved.id, true);
          }}
        />
      )}
    </>
  );
}
