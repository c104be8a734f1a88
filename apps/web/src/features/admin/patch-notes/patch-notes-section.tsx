import { useState } from 'react';
import { StatusMessage } from '../../../components/status-message.tsx';
import type { Notice } from '../components/notice.ts';
import { useEditorParam } from '../components/use-editor-param.ts';
import { PatchNoteEditor } from './patch-note-editor.tsx';
import { PatchNotesTable } from './patch-notes-table.tsx';

/** Patch Notes (prime 7): the patch notes table, or the editor of a new (?new) or existing (?edit={id}) note. */
export function PatchNotesSection() {
  const [target, open] = useEditorParam();
  // The page lives here, so coming back from the editor finds the same page.
  const [page, setPage] = useState(1);
  const [notice, setNotice] = useState<Notice | null>(null);

  const go = (next: typeof target) => {
    setNotice(null);
    open(next);
  };

  return (
    <>
      <StatusMessage kind={notice?.kind}>{notice?.text}</StatusMessage>
      {target === null ? (
        <PatchNotesTable page={page} onPage={setPage} onOpen={go} onNotice={setNotice} />
      ) : (
        <PatchNoteEditor
          key={target}
          id={target === 'new' ? undefined : target}
          onBack={() => go(null)}
          onSaved={(saved, text) => {
            setNotice({ kind: 'success', text });
            if (target === 'new') open(saved.id, true);
          }}
        />
      )}
    </>
  );
}
