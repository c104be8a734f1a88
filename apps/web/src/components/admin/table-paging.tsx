import { useTranslation } from 'react-i18next';
import { formatNumber } from '../../lib/format.ts';
import styles from './admin-table.module.css';
import { Pagination, pageCountOf } from './pagination.tsx';

/** Where a paged table is: its page, its page size ('10', '15', 'all'…), the server's total, and how to move. */
export type Paging = { page: number; pageSize: string; total: number; onPage: (page: number) => void };

/** Under an admin table: the 'All' ceiling note when rows were left out, and the pagination. */
export function TablePaging({ paging, shown }: { paging: Paging; shown: number }) {
  const { t } = useTranslation();
  const { page, pageSize, total, onPage } = paging;
  return (
    <>
      {pageSize === 'all' && total > shown && (
        <p className={styles.muted}>
          {t('admin.table.capped', { shown: formatNumber(shown), total: formatNumber(total) })}
        </p>
      )}
      <Pagination page={page} pageCount={pageCountOf(total, pageSize)} total={total} onPage={onPage} />
    </>
  );
}
