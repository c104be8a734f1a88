import type { Path } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import formStyles from '../../../../components/admin/admin-forms.module.css';
import { FormFooter } from '../../../../components/admin/form-footer.tsx';
import { MarkdownEditor } from '../../../../components/admin/markdown-editor.tsx';
import { useServerForm } from '../../../../components/admin/use-server-form.ts';
import { useUnsavedChanges } from '../../../../components/admin/use-unsaved-changes.tsx';
import type { LanguageCode } from '../../../../i18n/languages.ts';
import { useSaveContent } from '../api/save-content.ts';
import type { ContentKind, ContentRow, ContentValues } from './content-kind.ts';
import styles from './content-language.module.css';

type ContentFormProps<T extends ContentRow, V extends ContentValues, B> = {
  kind: ContentKind<T, V, B>;
  /** The item to edit; absent for a new one. */
  item?: T;
  /**
   * For a new translation: its original, whose words it starts from (to write over), and the language it starts in
   * (one the original has no version in yet; the other select choices are refused by the server).
   */
  translation?: { original: T; language: LanguageCode | undefined };
  onSaved: (saved: T, message: string) => void;
};

/** A form's starting values: the item's, a new translation's (its original's words, a draft), or a new item's. */
function startingValues<T extends ContentRow, V extends ContentValues, B>(
  kind: ContentKind<T, V, B>,
  item: T | undefined,
  translation: ContentFormProps<T, V, B>['translation'],
): V {
  if (!translation) return kind.form.values(item);
  const { original, language } = translation;
  return {
    ...kind.form.values(original),
    status: 'draft',
    ...(language ? { language } : {}),
    translationOf: original.id,
  };
}

/**
 * A kind's form (docs/product.md §7.1: its required fields checked with the contract's messages): its own inputs (its
 * language among them), then the markdown body with its live preview; server field errors go back onto their fields.
 */
export function ContentForm<T extends ContentRow, V extends ContentValues, B>({
  kind,
  item,
  translation,
  onSaved,
}: ContentFormProps<T, V, B>) {
  const { t } = useTranslation();
  const save = useSaveContent<T, B>(kind.endpoint);
  const { form, onSubmit, failure } = useServerForm<V, B>({
    schema: kind.form.schema,
    defaultValues: startingValues(kind, item, translation),
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
  const originalId = translation?.original.id ?? item?.translationOf ?? null;

  return (
    <form className={formStyles.form} onSubmit={onSubmit} noValidate>
      {originalId !== null && (
        <p className={styles.formNote}>
          {translation
            ? t('admin.content.translating', { id: originalId })
            : t('admin.content.translationOf', { id: originalId })}
        </p>
      )}
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
