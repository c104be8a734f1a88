import {
  type AdminPatchNote,
  CONTENT_STATUSES,
  type PatchNoteInput as PatchNoteBody,
  PatchNoteInput,
} from '@agaia/contract';
import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { Button } from '../../../components/button.tsx';
import { StatusMessage } from '../../../components/status-message.tsx';
import { TextField } from '../../../components/text-field.tsx';
import { errorMessage } from '../../../lib/api.ts';
import { useSavePatchNote } from '../api/save-patch-note.ts';
import formStyles from '../components/admin-forms.module.css';
import styles from '../components/content-editor.module.css';
import { SelectField } from '../components/fields.tsx';
import { MarkdownEditor } from '../components/markdown-editor.tsx';
import { serverFieldErrors } from '../components/server-errors.ts';

type PatchNoteValues = z.input<typeof PatchNoteInput>;
const FIELDS = ['version', 'title', 'body', 'releaseDate', 'status'] as const;

type PatchNoteFormProps = {
  /** The patch note to edit; absent for a new one (status draft). */
  note?: AdminPatchNote;
  onSaved: (saved: AdminPatchNote, message: string) => void;
};

/** The patch note form of SPEC §5: version, title, release date and body required. */
export function PatchNoteForm({ note, onSaved }: PatchNoteFormProps) {
  const { t } = useTranslation();
  const save = useSavePatchNote();
  const [failure, setFailure] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    setError,
    watch,
    formState: { errors, isSubmitting },
  } = useForm<PatchNoteValues, unknown, PatchNoteBody>({
    resolver: zodResolver(PatchNoteInput),
    defaultValues: {
      version: note?.version ?? '',
      title: note?.title ?? '',
      releaseDate: note?.releaseDate ?? '',
      status: note?.status ?? 'draft',
      body: note?.body ?? '',
    },
  });

  const onSubmit = handleSubmit(async (body) => {
    setFailure(null);
    try {
      const saved = await save.mutateAsync({ id: note?.id, body });
      onSaved(saved, note ? t('admin.patchNotes.saved') : t('admin.patchNotes.created'));
    } catch (error) {
      for (const [field, message] of serverFieldErrors(error, FIELDS)) {
        setError(field, { type: 'server', message });
      }
      setFailure(errorMessage(error, t('admin.content.saveFailed')));
    }
  });

  return (
    <form className={formStyles.form} onSubmit={onSubmit} noValidate>
      <div className={styles.formRow}>
        <TextField
          label={t('admin.patchNotes.version')}
          autoComplete="off"
          error={errors.version?.message}
          {...register('version')}
        />
        <TextField
          label={t('admin.patchNotes.releaseDate')}
          type="date"
          error={errors.releaseDate?.message}
          {...register('releaseDate')}
        />
        <SelectField label={t('admin.content.status')} error={errors.status?.message} {...register('status')}>
          {CONTENT_STATUSES.map((status) => (
            <option key={status} value={status}>
              {t(`admin.content.${status}`)}
            </option>
          ))}
        </SelectField>
        <TextField
          className={styles.wide}
          label={t('admin.patchNotes.title')}
          autoComplete="off"
          error={errors.title?.message}
          {...register('title')}
        />
      </div>
      <MarkdownEditor
        label={t('admin.patchNotes.body')}
        value={watch('body')}
        error={errors.body?.message}
        {...register('body')}
      />
      <StatusMessage kind="error">{failure}</StatusMessage>
      <div className={formStyles.actions}>
        <Button type="submit" variant="primary" disabled={isSubmitting}>
          {isSubmitting ? t('admin.content.saving') : t('admin.content.save')}
        </Button>
      </div>
    </form>
  );
}
