import { useState } from 'react';
import { StatusMessage } from '../../../components/status-message.tsx';
import type { Notice } from '../components/notice.ts';
import { useEditorParam } from '../components/use-editor-param.ts';
import { NewsEditor } from './news-editor.tsx';
import { NewsTable } from './news-table.tsx';

/** News (prime 11): the articles table, or the editor of a new (?new) or existing (?edit={id}) article. */
export function NewsSection() {
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
        <NewsTable page={page} onPage={setPage} onOpen={go} onNotice={setNotice} />
      ) : (
        <NewsEditor
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
