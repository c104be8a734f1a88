import type { ProductInput } from '@agaia/contract';
import { Plus, X } from 'lucide-react';
import { Fragment } from 'react';
import {
  type Control,
  type FieldErrors,
  type Path,
  type UseFormRegister,
  useFieldArray,
  useWatch,
} from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import formStyles from '../../../components/admin/admin-forms.module.css';
import { Button, buttonIconClass } from '../../../components/button.tsx';
import { TextField } from '../../../components/text-field.tsx';
import { GameBoxField } from '../../game/admin/index.ts';
import type { ProductFormValues } from './product-form-schema.ts';
import styles from './shop.module.css';

type GrantsFieldsProps = {
  control: Control<ProductFormValues, unknown, ProductInput>;
  register: UseFormRegister<ProductFormValues>;
  errors: FieldErrors<ProductFormValues>['grants'];
  /** Under tera-api each item travels in a game box: a box picker per item row, the quantity counts boxes. */
  hasGameBoxes?: boolean;
};

/** The two lists of rows a product grants: their strings, their two columns, and a new row's values. */
const ROW_LISTS = {
  benefits: {
    title: 'admin.products.benefits',
    none: 'admin.products.noBenefits',
    add: 'admin.products.addBenefit',
    remove: 'admin.products.removeBenefit',
    columns: [
      { key: 'benefitId', label: 'admin.products.benefitId' },
      { key: 'days', label: 'admin.products.days' },
    ],
    blank: { benefitId: '', days: '30' },
  },
  items: {
    title: 'admin.products.items',
    none: 'admin.products.noItems',
    add: 'admin.products.addItem',
    remove: 'admin.products.removeItem',
    columns: [
      { key: 'itemId', label: 'admin.products.itemId' },
      { key: 'quantity', label: 'admin.products.quantity' },
    ],
    blank: { itemId: '', quantity: '1', boxId: '', name: '' },
  },
} as const;

/**
 * What a product grants: coins, club days, and rows of benefits {benefitId, days} and items {itemId, quantity}, each
 * item with its game box under tera-api and the name players are shown for it.
 */
export function GrantsFields({ control, register, errors, hasGameBoxes }: GrantsFieldsProps) {
  const { t } = useTranslation();
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
      <GrantRows list="benefits" control={control} register={register} errors={errors} />
      <GrantRows
        list="items"
        control={control}
        register={register}
        errors={errors}
        hasGameBoxes={hasGameBoxes}
      />
    </fieldset>
  );
}

/** One list of grant rows (benefits or items): a row per entry with its remove button, and an add button. */
function GrantRows({
  list,
  control,
  register,
  errors,
  hasGameBoxes,
}: GrantsFieldsProps & { list: keyof typeof ROW_LISTS }) {
  const { t } = useTranslation();
  const { title, none, add, remove, columns, blank } = ROW_LISTS[list];
  const withBoxes = list === 'items' && Boolean(hasGameBoxes);
  const rows = useFieldArray({ control, name: `grants.${list}` });
  const errorOf = (index: number, key: string) =>
    (errors?.[list]?.[index] as Record<string, { message?: string } | undefined> | undefined)?.[key]?.message;

  return (
    <div className={styles.rowsGroup}>
      <h4 className={styles.rowsTitle}>{t(title)}</h4>
      {rows.fields.length === 0 && <p className={formStyles.hint}>{t(none)}</p>}
      {rows.fields.map((field, index) => (
        <div
          key={field.id}
          className={[styles.grantRow, list === 'items' && styles.itemRow, withBoxes && styles.boxRow]
            .filter(Boolean)
            .join(' ')}
        >
          {columns.map((column, position) => (
            <Fragment key={column.key}>
              {withBoxes && position === 1 && (
                <ItemBoxField
                  control={control}
                  register={register}
                  index={index}
                  error={errorOf(index, 'boxId')}
                />
              )}
              <TextField
                label={
                  withBoxes && column.key === 'quantity' ? t('game.admin.boxes.quantity') : t(column.label)
                }
                inputMode="numeric"
                error={errorOf(index, column.key)}
                // The path is grants.{list}.{index}.{column}; TypeScript cannot pair the list with its columns here.
                {...register(`grants.${list}.${index}.${column.key}` as Path<ProductFormValues>)}
              />
            </Fragment>
          ))}
          {list === 'items' && (
            <TextField
              className={styles.itemName}
              label={t('admin.products.itemName')}
              hint={t('admin.products.itemNameHint')}
              autoComplete="off"
              error={errorOf(index, 'name')}
              {...register(`grants.items.${index}.name`)}
            />
          )}
          <Button
            variant="ghost"
            className={styles.removeRow}
            aria-label={t(remove, { row: index + 1 })}
            onClick={() => rows.remove(index)}
          >
            <X className={buttonIconClass} aria-hidden="true" />
          </Button>
        </div>
      ))}
      <div>
        <Button onClick={() => rows.append(blank)}>
          <Plus className={buttonIconClass} aria-hidden="true" />
          {t(add)}
        </Button>
      </div>
    </div>
  );
}

type ItemBoxFieldProps = Pick<GrantsFieldsProps, 'control' | 'register'> & { index: number; error?: string };

/** The game box of one item row, chosen from the game's box templates. */
function ItemBoxField({ control, register, index, error }: ItemBoxFieldProps) {
  const value = useWatch({ control, name: `grants.items.${index}.boxId` });
  return <GameBoxField value={value ?? ''} error={error} {...register(`grants.items.${index}.boxId`)} />;
}
