import {
  type AdminNews,
  CONTENT_STATUSES,
  DEFAULT_NEWS_CATEGORY,
  type NewsInput as NewsBody,
  NewsInput,
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
import { useSaveNews } from '../api/save-news.ts';
import formStyles from '../components/admin-forms.module.css';
import styles from '../components/content-editor.module.css';
import { SelectField, TextAreaField } from '../components/fields.tsx';
import { ImageField } from '../components/image-field.tsx';
import { MarkdownEditor } from '../components/markdown-editor.tsx';
import { serverFieldErrors } from '../components/server-errors.ts';

type NewsValues = z.input<typeof NewsInput>;
const FIELDS = ['title', 'snippet', 'body', 'category', 'status', 'imageUrl'] as const;

function valuesOf(article?: AdminNews): NewsValues {
  return {
    title: article?.title ?? '',
    snippet: article?.snippet ?? '',
    category: article?.category ?? DEFAULT_NEWS_CATEGORY,
    status: article?.status ?? 'draft',
    imageUrl: article?.imageUrl ?? '',
    body: article?.body ?? '',
  };
}

type NewsFormProps = {
  /** The article to edit; absent for a new one (category 'Updates', status draft). */
  article?: AdminNews;
  onSaved: (saved: AdminNews, message: string) => void;
};

/** The article form of SPEC §5: title and body required; server field errors go back onto their fields. */
export function NewsForm({ article, onSaved }: NewsFormProps) {
  const { t } = useTranslation();
  const save = useSaveNews();
  const [failure, setFailure] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    setError,
    setValue,
    watch,
    formState: { errors, isSubmitting },
  } = useForm<NewsValues, unknown, NewsBody>({
    resolver: zodResolver(NewsInput),
    defaultValues: valuesOf(article),
  });

  const onSubmit = handleSubmit(async (body) => {
    setFailure(null);
    try {
      const saved = await save.mutateAsync({ id: article?.id, body });
      onSaved(saved, article ? t('admin.news.saved') : t('admin.news.created'));
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
          className={styles.wide}
          label={t('admin.news.title')}
          autoComplete="off"
          error={errors.title?.message}
          {...register('title')}
        />
        <TextField
          label={t('admin.news.category')}
          autoComplete="off"
          error={errors.category?.message}
          {...register('category')}
        />
        <SelectField label={t('admin.content.status')} error={errors.status?.message} {...register('status')}>
          {CONTENT_STATUSES.map((status) => (
            <option key={status} value={status}>
              {t(`admin.content.${status}`)}
            </option>
          ))}
        </SelectField>
      </div>
      <TextAreaField
        label={t('admin.news.snippet')}
        hint={t('admin.news.snippetHint')}
        rows={2}
        error={errors.snippet?.message}
        {...register('snippet')}
      />
      <ImageField
        label={t('admin.news.image')}
        value={watch('imageUrl') ?? ''}
        input={register('imageUrl')}
        error={errors.imageUrl?.message}
        canUpload
        onChange={(url) => setValue('imageUrl', url, { shouldDirty: true, shouldValidate: false })}
      />
      <MarkdownEditor
        label={t('admin.news.body')}
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
