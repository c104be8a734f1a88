import { DELIVERY_KINDS, DELIVERY_STATUSES } from '@agaia/contract';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import tableStyles from '../../../components/admin/admin-table.module.css';
import { DELIVERY_PAGE_SIZES, type DeliveriesParams } from './api/deliveries.ts';
import styles from './game-admin.module.css';

type Filters = Omit<DeliveriesParams, 'page' | 'accountDBID'>;

type DeliveryFiltersProps = {
  filters: Filters;
  /** A new status, kind or page size; the caller goes back to page 1. */
  onChange: (filters: Filters) => void;
  /** The account ID as typed (digits only); the caller debounces what it asks. */
  accountText: string;
  onAccountText: (text: string) => void;
};

/** The outbox's filters: status, kind, account ID, and the page size (10, 50 or 100). */
export function DeliveryFilters({ filters, onChange, accountText, onAccountText }: DeliveryFiltersProps) {
  const { t } = useTranslation();
  const ids = { status: useId(), kind: useId(), account: useId(), size: useId() };
  return (
    <fieldset className={`${tableStyles.toolbar} ${styles.filters}`}>
      <legend className="visually-hidden">{t('game.admin.deliveries.filters')}</legend>
      <div>
        <label className={tableStyles.label} htmlFor={ids.status}>
          {t('game.admin.deliveries.status')}
        </label>
        <select
          id={ids.status}
          className={tableStyles.input}
          value={filters.status}
          onChange={(event) => onChange({ ...filters, status: event.target.value as Filters['status'] })}
        >
          <option value="">{t('game.admin.deliveries.allStatuses')}</option>
          {DELIVERY_STATUSES.map((status) => (
            <option key={status} value={status}>
              {t(`game.admin.deliveries.statuses.${status}`)}
            </option>
          ))}
        </select>
      </div>
      <div>
        <label className={tableStyles.label} htmlFor={ids.kind}>
          {t('game.admin.deliveries.kind')}
        </label>
        <select
          id={ids.kind}
          className={tableStyles.input}
          value={filters.kind}
          onChange={(event) => onChange({ ...filters, kind: event.target.value as Filters['kind'] })}
        >
          <option value="">{t('game.admin.deliveries.allKinds')}</option>
          {DELIVERY_KINDS.map((kind) => (
            <option key={kind} value={kind}>
              {t(`game.admin.deliveries.kinds.${kind}`)}
            </option>
          ))}
        </select>
      </div>
      <div className={tableStyles.toolbarGrow}>
        <label className={tableStyles.label} htmlFor={ids.account}>
          {t('game.admin.deliveries.accountId')}
        </label>
        <input
          id={ids.account}
          type="search"
          className={tableStyles.input}
          inputMode="numeric"
          autoComplete="off"
          value={accountText}
          onChange={(event) => onAccountText(event.target.value.replace(/\D/g, ''))}
        />
      </div>
      <div>
        <label className={tableStyles.label} htmlFor={ids.size}>
          {t('game.admin.deliveries.pageSize')}
        </label>
        <select
          id={ids.size}
          className={tableStyles.input}
          value={filters.pageSize}
          onChange={(event) => onChange({ ...filters, pageSize: event.target.value as Filters['pageSize'] })}
        >
          {DELIVERY_PAGE_SIZES.map((size) => (
            <option key={size} value={size}>
              {size}
            </option>
          ))}
        </select>
      </div>
    </fieldset>
  );
}
