import { useSearchParams } from 'react-router';

/** What an editor section shows: the list, a new item's form, or one item's form. */
export type EditorTarget = number | 'new' | null;

/**
 * The item a content section is editing, kept in the URL (?new, ?edit={id}) so a reload or a shared link reopens it.
 * open(null) goes back to the list; `replace` swaps the history entry (after a create, ?new becomes ?edit={id}).
 */
function useEditorParam(): [EditorTarget, (target: EditorTarget, replace?: boolean) => void] {
  const [params, setParams] = useSearchParams();
  const id = Number(params.get('edit'));
  const target: EditorTarget = Number.isInteger(id) && id > 0 ? id : params.has('new') ? 'new' : null;

  const open = (next: EditorTarget, replace = false) =>
    setParams(
      (current) => {
        const updated = new URLSearchParams(current);
        updated.delete('edit');
        updated.delete('new');
        if (next === 'new') updated.set('new', '');
        else if (next !== null) updated.set('edit', String(next));
        return updated;
      },
      { replace },
    );
  return [target, open];
}

/**
 * The state of a section that shows a list or an editor: the target in the URL. `go` opens a target (a history
 * entry); `open` can also replace the entry (after a create). Outcomes of saves and deletes are toasts.
 */
export function useEditorSection() {
  const [target, open] = useEditorParam();
  const go = (next: EditorTarget) => open(next);
  return { target, open, go };
}
