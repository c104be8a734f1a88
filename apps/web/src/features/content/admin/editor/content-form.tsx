import type { Path } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import formStyles from '../../../../components/admin/admin-forms.module.css';
import { FormFooter } from '../../../../components/admin/form-footer.tsx';
import { MarkdownEditor } from '../../../../components/admin/markdown-editor.tsx';
import { useServerForm } from '../../../../components/admin/use-server-form.ts';
import { useUnsavedChanges } from '../../../../components/admin/use-unsaved-changes.tsx';
import { useSaveContent } from '../api/save-content.ts';
import type { ContentKind, ContentRow, ContentValues } from './content-kind.ts';

type ContentFormProps<T extends ContentRow, V extends ContentValues, B> = {
  kind: ContentKind<T, V, B>;
  /** The item to edit; absent for a new one. */
  item?: T;
  onSaved: (saved: T, message: string) => void;
};

/**
 * A kind's form (SPEC §5: its required fields checked with the contract's messages): its own inputs, then the
 * markdown body with its live preview; server field errors go back onto their fields.
 */
export function ContentForm<T extends ContentRow, V extends ContentValues, B>({
  kind,
  item,
  onSaved,
}: ContentFormProps<T, V, B>) {
  const { t } = useTranslation();
  const save = useSaveContent<T, B>(kind.endpoint);
  const { form, onSubmit, failure } = useServerForm<V, B>({
    schema: kind.form.schema,
    defaultValues: kind.form.values(item),
    fields: kind.form.fields,
    failureText: t('admin.content.saveFailed'),
    onValid: async (body) => {
      const saved = await save.mutateAsync({ id: item?.id, body });
      // Saved: the form is clean again, and the navigation onSaved may make goes through.
      form.reset(form.getValues());
      unsaved.allowLeave();
      onSaved(saved, item ? t(`admin.${kind.strings}.saved`) : t(`admin.${kind.strings}.created`));
    },
  });
  // Leaving with unsaved changes asks first (a link, Back, the browser's back button, closing the tab).
  const unsaved = useUnsavedChanges(form.formState.isDirty);
  // Every kind has a body: the field's name is known, though the form's value type is generic here.
  const body = 'body' as Path<V>;
  const { Fields } = kind.form;

  return (
    <form className={formStyles.form} onSubmit={onSubmit} noValidate>
      <Fields form={form} />
      <MarkdownEditor
        label={t(`admin.${kind.strings}.body`)}
        value={String(form.watch(body) ?? '')}
        error={form.getFieldState(body, form.formState).error?.message}
        {...form.register(body)}
      />
      <FormFooter failure={failure} isSubmitting={form.formState.isSubmitting} />
      {unsaved.dialog}
    </form>
  );
}
