import type { AdminPatchNote } from '@agaia/contract';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../../lib/api.ts';
import { useAdminPatchNote } from '../api/patch-note.ts';
import { EditorFrame } from '../components/editor-frame.tsx';
import { PatchNoteForm } from './patch-note-form.tsx';

type PatchNoteEditorProps = {
  /** The patch note to edit; absent to write a new one. */
  id?: number;
  onBack: () => void;
  onSaved: (saved: AdminPatchNote, message: string) => void;
};

/** The editor view of one patch note: loads it (when editing), then shows the form. */
export function PatchNoteEditor({ id, onBack, onSaved }: PatchNoteEditorProps) {
  const { t } = useTranslation();
  if (id === undefined) {
    return (
      <EditorFrame title={t('admin.patchNotes.newTitle')} onBack={onBack}>
        <PatchNoteForm onSaved={onSaved} />
      </EditorFrame>
    );
  }
  return <ExistingPatchNote id={id} onBack={onBack} onSaved={onSaved} />;
}

function ExistingPatchNote({ id, onBack, onSaved }: PatchNoteEditorProps & { id: number }) {
  const { t } = useTranslation();
  const query = useAdminPatchNote(id);
  return (
    <EditorFrame
      title={t('admin.patchNotes.editTitle', { id })}
      onBack={onBack}
      isLoading={query.isPending}
      error={query.isError ? errorMessage(query.error, t('admin.patchNotes.fetchFailed')) : undefined}
    >
      {query.data && <PatchNoteForm note={query.data} onSaved={onSaved} />}
    </EditorFrame>
  );
}
