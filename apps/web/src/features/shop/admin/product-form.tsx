import { type AdminProduct, has, Prime, type ProductInput } from '@agaia/contract';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import formStyles from '../../../components/admin/admin-forms.module.css';
import { TextAreaField } from '../../../components/admin/fields.tsx';
import { FormFooter } from '../../../components/admin/form-footer.tsx';
import { ImageField } from '../../../components/admin/image-field.tsx';
import { MarkdownEditor } from '../../../components/admin/markdown-editor.tsx';
import { useServerForm } from '../../../components/admin/use-server-form.ts';
import { useUnsavedChanges } from '../../../components/admin/use-unsaved-changes.tsx';
import { TextField } from '../../../components/text-field.tsx';
import { currencySymbol } from '../../../lib/format.ts';
import { useUser } from '../../../lib/use-session.ts';
import { useSiteInfo } from '../../../lib/use-site-info.ts';
import { useSaveProduct } from './api/save-product.ts';
import { GrantsFields } from './grants-fields.tsx';
import { type ProductFormValues, productFormSchema, productFormValues } from './product-form-schema.ts';
import styles from './shop.module.css';

const FIELDS = [
  'name',
  'newName',
  'description',
  'price',
  'newPrice',
  'saleEndDate',
  'category',
  'category_desc',
  'isCustomIcon',
  'sortOrder',
] as const;

/** POST /api/admin/media takes the content primes (7, 11, 13) and the shop's (37). */
const UPLOAD_PRIMES = [Prime.news, Prime.patchNotes, Prime.twitchDrops, Prime.shop];

type ProductFormProps = {
  /** The product to edit; absent for a new one. */
  product?: AdminProduct;
  onSaved: (saved: AdminProduct, message: string) => void;
  onCancel: () => void;
};

/**
 * Every field of a shop product (docs/product.md §8.1): prices typed in the shop's currency and sent in cents, the
 * sale, the icon, the grants.
 */
export function ProductForm({ product, onSaved, onCancel }: ProductFormProps) {
  const { t } = useTranslation();
  const webMgt = useUser()?.webMgt ?? 0;
  const canUpload = UPLOAD_PRIMES.some((prime) => has(webMgt, prime));
  const save = useSaveProduct();
  const site = useSiteInfo().data;
  const currency = currencySymbol(site?.currency ?? '');
  const backend = site?.gameBackend ?? 'none';
  const schema = useMemo(() => productFormSchema(t, currency, backend), [t, currency, backend]);
  const { form, onSubmit, failure } = useServerForm<ProductFormValues, ProductInput>({
    schema,
    defaultValues: productFormValues(product),
    fields: FIELDS,
    failureText: t('admin.products.saveFailed'),
    onValid: async (body) => {
      const saved = await save.mutateAsync({ id: product?.productId, body });
      form.reset(form.getValues());
      unsaved.allowLeave();
      onSaved(saved, product ? t('admin.products.saved') : t('admin.products.created'));
    },
  });
  // Leaving with unsaved changes asks first (Cancel, a link, the browser's back button, closing the tab).
  const unsaved = useUnsavedChanges(form.formState.isDirty);
  const {
    register,
    control,
    setValue,
    watch,
    formState: { errors, isSubmitting },
  } = form;

  const field = (name: (typeof FIELDS)[number]) => ({ error: errors[name]?.message, ...register(name) });

  return (
    <form className={formStyles.form} onSubmit={onSubmit} noValidate>
      <div className={formStyles.grid}>
        <TextField label={t('admin.products.name')} autoComplete="off" {...field('name')} />
        <TextField
          label={t('admin.products.newName')}
          title={t('admin.products.newNameHint')}
          autoComplete="off"
          {...field('newName')}
        />
        <TextField
          label={t('admin.products.category')}
          placeholder={t('admin.products.categoryHint')}
          autoComplete="off"
          {...field('category')}
        />
        <TextField label={t('admin.products.sortOrder')} inputMode="numeric" {...field('sortOrder')} />
      </div>
      <div className={formStyles.grid}>
        <div className={styles.stack}>
          <TextField
            label={t('admin.products.price', { currency })}
            inputMode="decimal"
            {...field('price')}
          />
          <p className={formStyles.hint}>{t('admin.products.priceHint', { currency })}</p>
        </div>
        <div className={styles.stack}>
          <TextField
            label={t('admin.products.newPrice', { currency })}
            inputMode="decimal"
            {...field('newPrice')}
          />
          <p className={formStyles.hint}>{t('admin.products.newPriceHint', { currency })}</p>
        </div>
        <div className={styles.stack}>
          <TextField
            label={t('admin.products.saleEndDate')}
            type="datetime-local"
            {...field('saleEndDate')}
          />
          <p className={formStyles.hint}>{t('admin.products.saleEndHint')}</p>
        </div>
      </div>
      <div className={formStyles.checks}>
        <label className={formStyles.check}>
          <input type="checkbox" {...register('isSale')} />
          {t('admin.products.isSale')}
        </label>
        <label className={formStyles.check}>
          <input type="checkbox" {...register('active')} />
          {t('admin.products.active')}
        </label>
      </div>
      <ImageField
        label={t('admin.products.icon')}
        value={watch('isCustomIcon')}
        input={register('isCustomIcon')}
        error={errors.isCustomIcon?.message}
        canUpload={canUpload}
        hint={`${t('admin.products.iconHint')} ${canUpload ? t('admin.content.imageHint') : t('admin.products.iconUploadHint')}`}
        onChange={(url) => setValue('isCustomIcon', url, { shouldDirty: true })}
      />
      <MarkdownEditor
        label={t('admin.products.description')}
        value={watch('description')}
        error={errors.description?.message}
        {...register('description')}
      />
      <TextAreaField
        label={t('admin.products.categoryDesc')}
        hint={t('admin.products.categoryDescHint')}
        rows={3}
        {...field('category_desc')}
      />
      <GrantsFields
        control={control}
        register={register}
        errors={errors.grants}
        hasGameBoxes={backend === 'tera-api'}
      />
      <FormFooter
        failure={failure}
        isSubmitting={isSubmitting}
        onCancel={() => unsaved.confirmLeave(onCancel)}
      />
      {unsaved.dialog}
    </form>
  );
}
