import type { ProductInput } from '@agaia/contract';
import { Plus, X } from 'lucide-react';
import { type Control, type FieldErrors, type UseFormRegister, useFieldArray } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Button, buttonIconClass } from '../../../components/button.tsx';
import { TextField } from '../../../components/text-field.tsx';
import formStyles from '../components/admin-forms.module.css';
import type { ProductFormValues } from './product-form-schema.ts';
import styles from './shop.module.css';

type GrantsFieldsProps = {
  control: Control<ProductFormValues, unknown, ProductInput>;
  register: UseFormRegister<ProductFormValues>;
  errors: FieldErrors<ProductFormValues>['grants'];
};

/** What a product grants: coins, club days, and rows of benefits {benefitId, days} and items {itemId, quantity}. */
export function GrantsFields({ control, register, errors }: GrantsFieldsProps) {
  const { t } = useTranslation();
  const benefits = useFieldArray({ control, name: 'grants.benefits' });
  const items = useFieldArray({ control, name: 'grants.items' });

  return (
    <fieldset className={formStyles.fieldset}>
      <legend className={formStyles.legend}>{t('admin.products.grants')}</legend>
      <p className={formStyles.hint}>{t('admin.products.grantsHint')}</p>
      <div className={styles.pair}>
        <TextField
          label={t('admin.products.coins')}
          inputMode="numeric"
          error={errors?.coins?.message}
          {...register('grants.coins')}
        />
        <TextField
          label={t('admin.products.clubDays')}
          inputMode="numeric"
          error={errors?.clubDays?.message}
          {...register('grants.clubDays')}
        />
      </div>

      <div className={styles.rowsGroup}>
        <h4 className={styles.rowsTitle}>{t('admin.products.benefits')}</h4>
        {benefits.fields.length === 0 && <p className={formStyles.hint}>{t('admin.products.noBenefits')}</p>}
        {benefits.fields.map((field, index) => (
          <div key={field.id} className={styles.grantRow}>
            <TextField
              label={t('admin.products.benefitId')}
              inputMode="numeric"
              error={errors?.benefits?.[index]?.benefitId?.message}
              {...register(`grants.benefits.${index}.benefitId`)}
            />
            <TextField
              label={t('admin.products.days')}
              inputMode="numeric"
              error={errors?.benefits?.[index]?.days?.message}
              {...register(`grants.benefits.${index}.days`)}
            />
            <Button
              variant="ghost"
              className={styles.removeRow}
              aria-label={t('admin.products.removeBenefit', { row: index + 1 })}
              onClick={() => benefits.remove(index)}
            >
              <X className={buttonIconClass} aria-hidden="true" />
            </Button>
          </div>
        ))}
        <div>
          <Button onClick={() => benefits.append({ benefitId: '', days: '30' })}>
            <Plus className={buttonIconClass} aria-hidden="true" />
            {t('admin.products.addBenefit')}
          </Button>
        </div>
      </div>

      <div className={styles.rowsGroup}>
        <h4 className={styles.rowsTitle}>{t('admin.products.items')}</h4>
        {items.fields.length === 0 && <p className={formStyles.hint}>{t('admin.products.noItems')}</p>}
        {items.fields.map((field, index) => (
          <div key={field.id} className={styles.grantRow}>
            <TextField
              label={t('admin.products.itemId')}
              inputMode="numeric"
              error={errors?.items?.[index]?.itemId?.message}
              {...register(`grants.items.${index}.itemId`)}
            />
            <TextField
              label={t('admin.products.quantity')}
              inputMode="numeric"
              error={errors?.items?.[index]?.quantity?.message}
              {...register(`grants.items.${index}.quantity`)}
            />
            <Button
              variant="ghost"
              className={styles.removeRow}
              aria-label={t('admin.products.removeItem', { row: index + 1 })}
              onClick={() => items.remove(index)}
            >
              <X className={buttonIconClass} aria-hidden="true" />
            </Button>
          </div>
        ))}
        <div>
          <Button onClick={() => items.append({ itemId: '', quantity: '1' })}>
            <Plus className={buttonIconClass} aria-hidden="true" />
            {t('admin.products.addItem')}
          </Button>
        </div>
      </div>
    </fieldset>
  );
}
