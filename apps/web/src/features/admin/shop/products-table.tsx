import type { AdminProduct } from '@agaia/contract';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/button.tsx';
import { formatDateTime, formatMoney } from '../../../lib/format.ts';
import tableStyles from '../components/admin-table.module.css';
import { type Column, DataTable } from '../components/data-table.tsx';
import { StatusBadge } from '../components/status-badge.tsx';
import styles from './shop.module.css';

/** The shop's currency: product prices are cents of R$. */
export const SHOP_CURRENCY = 'BRL';

type ProductsTableProps = {
  products: AdminProduct[];
  isBusy: boolean;
  /** The product whose activation is being saved. */
  togglingId: number | null;
  onEdit: (product: AdminProduct) => void;
  onToggle: (product: AdminProduct) => void;
};

/** Every product, active or not: name, category, price (and sale price), sale, activation and its toggle. */
export function ProductsTable({ products, isBusy, togglingId, onEdit, onToggle }: ProductsTableProps) {
  const { t } = useTranslation();
  const columns: Column<AdminProduct>[] = [
    { key: 'id', header: t('admin.products.id'), cell: (row) => row.productId, isNumeric: true },
    {
      key: 'name',
      header: t('admin.products.name'),
      isWrapping: true,
      cell: (row) => (
        <span className={styles.nameCell}>
          {row.name}
          {row.newName && <span className={styles.muted}>{row.newName}</span>}
        </span>
      ),
    },
    { key: 'category', header: t('admin.products.category'), cell: (row) => row.category },
    {
      key: 'price',
      header: t('admin.products.price'),
      isNumeric: true,
      cell: (row) =>
        row.newPrice === null ? (
          formatMoney(row.price, SHOP_CURRENCY)
        ) : (
          <span className={`${styles.nameCell} ${styles.priceCell}`}>
            <span className={row.isSale ? styles.strike : undefined}>
              {formatMoney(row.price, SHOP_CURRENCY)}
            </span>
            <span>{formatMoney(row.newPrice, SHOP_CURRENCY)}</span>
          </span>
        ),
    },
    {
      key: 'sale',
      header: t('admin.products.sale'),
      cell: (row) =>
        row.isSale ? (
          <span className={styles.nameCell}>
            <StatusBadge tone="info">{t('admin.products.sale')}</StatusBadge>
            {row.saleEndDate && (
              <span className={styles.muted}>
                {t('admin.products.saleUntil', { date: formatDateTime(row.saleEndDate) })}
              </span>
            )}
          </span>
        ) : (
          <span className={styles.muted}>{t('admin.products.notOnSale')}</span>
        ),
    },
    {
      key: 'active',
      header: t('admin.products.active'),
      cell: (row) =>
        row.active ? (
          <StatusBadge tone="success">{t('admin.products.active')}</StatusBadge>
        ) : (
          <StatusBadge tone="muted">{t('admin.products.inactive')}</StatusBadge>
        ),
    },
    { key: 'sort', header: t('admin.products.sort'), cell: (row) => row.sortOrder, isNumeric: true },
    {
      key: 'actions',
      header: t('admin.table.actions'),
      cell: (row) => (
        <div className={tableStyles.rowActions}>
          <Button
            className={tableStyles.smallButton}
            aria-label={t('admin.products.editLabel', { name: row.name })}
            onClick={() => onEdit(row)}
          >
            {t('admin.products.edit')}
          </Button>
          <Button
            variant={row.active ? 'danger' : 'secondary'}
            className={tableStyles.smallButton}
            disabled={togglingId === row.productId}
            aria-label={t(row.active ? 'admin.products.deactivateLabel' : 'admin.products.activateLabel', {
              name: row.name,
            })}
            onClick={() => onToggle(row)}
          >
            {row.active ? t('admin.products.deactivate') : t('admin.products.activate')}
          </Button>
        </div>
      ),
    },
  ];

  return (
    <DataTable
      caption={t('admin.products.caption')}
      columns={columns}
      rows={products}
      rowKey={(row) => row.productId}
      empty={t('admin.products.empty')}
      isBusy={isBusy}
    />
  );
}
