import { type AdminPatchNote, PatchNoteInput } from '@agaia/contract';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import styles from '../../../../components/admin/content-editor.module.css';
import { TextField } from '../../../../components/text-field.tsx';
import { formatDateTime, formatLongDate } from '../../../../lib/format.ts';
import { currentContentLanguage } from '../../api/content-language.ts';
import { PATCH_NOTES_ENDPOINT } from '../api/endpoints.ts';
import type { ContentFieldsProps, ContentKind } from '../editor/content-kind.ts';
import { ContentLanguageField } from '../editor/content-language.tsx';
import { ContentStatusField, statusColumn } from '../editor/content-status.tsx';

type PatchNoteValues = z.input<typeof PatchNoteInput>;

/** A patch note's inputs above its body: version, release date, status, language and title. */
function PatchNoteFields({ form }: ContentFieldsProps<PatchNoteValues, PatchNoteInput>) {
  const { t } = useTranslation();
  const {
    register,
    formState: { errors },
  } = form;
  const field = (name: 'version' | 'releaseDate' | 'title') => ({
    error: errors[name]?.message,
    ...register(name),
  });
  return (
    <div className={styles.formRow}>
      <TextField label={t('admin.patchNotes.version')} autoComplete="off" {...field('version')} />
      <TextField label={t('admin.patchNotes.releaseDate')} type="date" {...field('releaseDate')} />
      <ContentStatusField error={errors.status?.message} {...register('status')} />
      <ContentLanguageField error={errors.language?.message} {...register('language')} />
      <TextField
        className={styles.wide}
        label={t('admin.patchNotes.title')}
        autoComplete="off"
        {...field('title')}
      />
    </div>
  );
}

/** Patch notes for the content editor (docs/product.md §7.1: version, title, release date and body required). */
export const patchNotesKind: ContentKind<AdminPatchNote, PatchNoteValues, PatchNoteInput> = {
  strings: 'patchNotes',
  endpoint: PATCH_NOTES_ENDPOINT,
  rowLabels: (t, { id, title, version }) => ({
    edit: t('admin.patchNotes.editLabel', { version }),
    delete: t('admin.patchNotes.deleteLabel', { version }),
    translate: t('admin.patchNotes.translateLabel', { version }),
    deleteText: t('admin.patchNotes.deleteText', { version, title, id }),
  }),
  columns: (t) => [
    { key: 'version', header: t('admin.patchNotes.version'), cell: (row) => row.version },
    { key: 'title', header: t('admin.patchNotes.title'), cell: (row) => row.title, isWrapping: true },
    {
      key: 'release',
      header: t('admin.patchNotes.releaseDate'),
      cell: (row) => formatLongDate(row.releaseDate),
    },
    statusColumn(t),
    { key: 'updated', header: t('admin.content.updated'), cell: (row) => formatDateTime(row.updatedAt) },
  ],
  form: {
    schema: PatchNoteInput,
    values: (note) => ({
      version: note?.version ?? '',
      title: note?.title ?? '',
      releaseDate: note?.releaseDate ?? '',
      status: note?.status ?? 'draft',
      body: note?.body ?? '',
      language: note?.language ?? currentContentLanguage(),
    }),
    fields: ['version', 'title', 'body', 'releaseDate', 'status', 'language'],
    Fields: PatchNoteFields,
  },
};
