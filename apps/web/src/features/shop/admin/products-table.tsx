import type { AdminProduct } from '@agaia/contract';
import { useTranslation } from 'react-i18next';
import { type Column, DataTable, type RowAction } from '../../../components/admin/data-table.tsx';
import { StatusBadge } from '../../../components/admin/status-badge.tsx';
import { currencySymbol, formatDateTime, formatMoney } from '../../../lib/format.ts';
import { useSiteInfo } from '../../../lib/use-site-info.ts';
import styles from './shop.module.css';

type ProductsTableProps = {
  products: AdminProduct[];
  isLoading: boolean;
  isBusy: boolean;
  error?: string;
  /** The product whose activation is being saved. */
  togglingId: number | null;
  onEdit: (product: AdminProduct) => void;
  onToggle: (product: AdminProduct) => void;
};

/**
 * Every product, active or not: name, category, price (and sale price) in the shop's currency (from the site info),
 * sale, activation and its toggle.
 */
export function ProductsTable(props: ProductsTableProps) {
  const { products, isLoading, isBusy, error, togglingId, onEdit, onToggle } = props;
  const { t } = useTranslation();
  const site = useSiteInfo();
  const currency = site.data?.currency;
  const money = (cents: number) => (currency ? formatMoney(cents, currency) : t('format.notAvailable'));
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
      header: t('admin.products.price', { currency: currency ? currencySymbol(currency) : '…' }),
      isNumeric: true,
      cell: (row) =>
        row.newPrice === null ? (
          money(row.price)
        ) : (
          <span className={`${styles.nameCell} ${styles.priceCell}`}>
            <span className={row.isSale ? styles.strike : undefined}>{money(row.price)}</span>
            <span>{money(row.newPrice)}</span>
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
  ];

  const actions = (row: AdminProduct): RowAction[] => [
    {
      key: 'edit',
      label: t('admin.products.edit'),
      ariaLabel: t('admin.products.editLabel', { name: row.name }),
      onClick: () => onEdit(row),
    },
    {
      key: 'toggle',
      label: row.active ? t('admin.products.deactivate') : t('admin.products.activate'),
      ariaLabel: t(row.active ? 'admin.products.deactivateLabel' : 'admin.products.activateLabel', {
        name: row.name,
      }),
      variant: row.active ? 'danger' : 'secondary',
      isDisabled: togglingId === row.productId,
      onClick: () => onToggle(row),
    },
  ];

  return (
    <DataTable
      caption={t('admin.products.caption')}
      columns={columns}
      rows={products}
      rowKey={(row) => row.productId}
      empty={t('admin.products.empty')}
      // The prices wait for the currency they are in.
      isLoading={isLoading || site.isPending}
      isBusy={isBusy}
      error={error}
      actions={actions}
    />
  );
}
