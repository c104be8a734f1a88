import { useTranslation } from 'react-i18next';
import { formatNumber } from '../../lib/format.ts';
import { Button } from '../button.tsx';
import styles from './admin-table.module.css';

type PaginationProps = {
  page: number;
  pageCount: number;
  total: number;
  onPage: (page: number) => void;
};

/** Previous and Next around 'Page X of Y', with the total row count. */
export function Pagination({ page, pageCount, total, onPage }: PaginationProps) {
  const { t } = useTranslation();
  return (
    <nav className={styles.pagination} aria-label={t('admin.table.pagination')}>
      <span className={styles.muted}>{t('admin.table.total', { total: formatNumber(total) })}</span>
      <div className={styles.pageButtons}>
        <Button onClick={() => onPage(page - 1)} disabled={page <= 1}>
          {t('admin.table.previous')}
        </Button>
        <span aria-live="polite">{t('admin.table.pageOf', { page, pages: pageCount })}</span>
        <Button onClick={() => onPage(page + 1)} disabled={page >= pageCount}>
          {t('admin.table.next')}
        </Button>
      </div>
    </nav>
  );
}

/** The number of pages for a total at a page size ('all' is one page); at least 1. */
export function pageCountOf(total: number, pageSize: string): number {
  const size = Number(pageSize);
  if (!Number.isFinite(size) || size <= 0) return 1;
  return Math.max(1, Math.ceil(total / size));
}
