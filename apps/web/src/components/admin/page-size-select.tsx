import { PAGE_SIZES, type PageSize } from '@agaia/contract';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import styles from './admin-table.module.css';

/** The page-size choice of an admin table: 10, 50, 100 or All (docs/product.md §6.1). */
export function PageSizeSelect({ value, onChange }: { value: PageSize; onChange: (size: PageSize) => void }) {
  const { t } = useTranslation();
  const id = useId();
  return (
    <div>
      <label className={styles.label} htmlFor={id}>
        {t('admin.table.pageSize')}
      </label>
      <select
        id={id}
        className={styles.input}
        value={value}
        onChange={(event) => onChange(event.target.value as PageSize)}
      >
        {PAGE_SIZES.map((size) => (
          <option key={size} value={size}>
            {size === 'all' ? t('admin.table.all') : size}
          </option>
        ))}
      </select>
    </div>
  );
}
