import { type AdminNews, DEFAULT_NEWS_CATEGORY, NewsInput } from '@agaia/contract';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import tableStyles from '../../../../components/admin/admin-table.module.css';
import styles from '../../../../components/admin/content-editor.module.css';
import { TextAreaField } from '../../../../components/admin/fields.tsx';
import { ImageField } from '../../../../components/admin/image-field.tsx';
import { TextField } from '../../../../components/text-field.tsx';
import { formatDateTime } from '../../../../lib/format.ts';
import { currentContentLanguage } from '../../api/content-language.ts';
import { NEWS_ENDPOINT } from '../api/endpoints.ts';
import type { ContentFieldsProps, ContentKind } from '../editor/content-kind.ts';
import { ContentLanguageField } from '../editor/content-language.tsx';
import { ContentStatusField, statusColumn } from '../editor/content-status.tsx';

type NewsValues = z.input<typeof NewsInput>;

/** An article's inputs above its body: title, category, status, language, snippet and image (uploaded or a URL). */
function NewsFields({ form }: ContentFieldsProps<NewsValues, NewsInput>) {
  const { t } = useTranslation();
  const {
    register,
    setValue,
    watch,
    formState: { errors },
  } = form;
  const field = (name: 'title' | 'category') => ({ error: errors[name]?.message, ...register(name) });
  return (
    <>
      <div className={styles.formRow}>
        <TextField
          className={styles.wide}
          label={t('admin.news.title')}
          autoComplete="off"
          {...field('title')}
        />
        <TextField label={t('admin.news.category')} autoComplete="off" {...field('category')} />
        <ContentStatusField error={errors.status?.message} {...register('status')} />
        <ContentLanguageField error={errors.language?.message} {...register('language')} />
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
    </>
  );
}

/**
 * News articles for the content editor (docs/product.md §7.1: title and body required; a new one is an Updates
 * draft).
 */
export const newsKind: ContentKind<AdminNews, NewsValues, NewsInput> = {
  strings: 'news',
  endpoint: NEWS_ENDPOINT,
  rowLabels: (t, { id, title }) => ({
    edit: t('admin.news.editLabel', { title }),
    delete: t('admin.news.deleteLabel', { title }),
    translate: t('admin.news.translateLabel', { title }),
    deleteText: t('admin.news.deleteText', { title, id }),
  }),
  columns: (t) => [
    { key: 'title', header: t('admin.news.title'), cell: (row) => row.title, isWrapping: true },
    { key: 'category', header: t('admin.news.category'), cell: (row) => row.category },
    statusColumn(t),
    {
      key: 'dates',
      header: t('admin.content.dates'),
      cell: (row) => (
        <dl className={tableStyles.dates}>
          <dt>{t('admin.content.updated')}</dt>
          <dd>{formatDateTime(row.updatedAt)}</dd>
          <dt>{t('admin.news.publishedAt')}</dt>
          <dd>{formatDateTime(row.publishedAt)}</dd>
        </dl>
      ),
    },
  ],
  form: {
    schema: NewsInput,
    values: (article) => ({
      title: article?.title ?? '',
      snippet: article?.snippet ?? '',
      category: article?.category ?? DEFAULT_NEWS_CATEGORY,
      status: article?.status ?? 'draft',
      imageUrl: article?.imageUrl ?? '',
      body: article?.body ?? '',
      language: article?.language ?? currentContentLanguage(),
    }),
    fields: ['title', 'snippet', 'body', 'category', 'status', 'imageUrl', 'language'],
    Fields: NewsFields,
  },
};
