import { useState } from 'react';
import { useEditorSection } from '../../../../components/admin/use-editor-param.ts';
import { showToast } from '../../../../components/toast-store.ts';
import { ContentEditor } from './content-editor.tsx';
import type { ContentKind, ContentRow, ContentValues } from './content-kind.ts';
import { ContentTable } from './content-table.tsx';

/** A content section (News, Patch Notes): the kind's table, or the editor of a new (?new) or existing (?edit={id}) item. */
export function ContentSection<T extends ContentRow, V extends ContentValues, B>({
  kind,
}: {
  kind: ContentKind<T, V, B>;
}) {
  const { target, open, go } = useEditorSection();
  // The page lives here, so coming back from the editor finds the same page.
  const [page, setPage] = useState(1);

  return (
    <>
      {target === null ? (
        <ContentTable kind={kind} page={page} onPage={setPage} onOpen={go} />
      ) : (
        <ContentEditor
          key={target}
          kind={kind}
          id={target === 'new' ? undefined : target}
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
