import { has, Prime } from '@agaia/contract';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { detailOf, toNumber } from '../../../../components/admin/form-values.ts';
import { SearchBox } from '../../../../components/admin/search-box.tsx';
import { useDebouncedValue } from '../../../../components/admin/use-debounced-value.ts';
import { Button } from '../../../../components/button.tsx';
import { StatusMessage } from '../../../../components/status-message.tsx';
import { TextField } from '../../../../components/text-field.tsx';
import { useUser } from '../../../../lib/use-session.ts';
import { usersQueryOptions } from '../api/users.ts';
import styles from './actions.module.css';

/** The account the quick grants act on: its id (NaN while none), and its name when it was found by a search. */
export type PickedAccount = { accountDBID: number; userName: string | null };

type AccountPickerProps = {
  account: PickedAccount | null;
  onChange: (account: PickedAccount | null) => void;
};

/**
 * Chooses the account for the quick grants: found by user name, email or ID through the users search (an admin
 * holding Account Management, 2), else typed as its Account DBID (the search needs prime 2).
 */
export function AccountPicker({ account, onChange }: AccountPickerProps) {
  const { t } = useTranslation();
  const canSearch = has(useUser()?.webMgt, Prime.accountManagement);
  return (
    <section className={styles.picker} aria-labelledby="grant-account-title">
      <h3 id="grant-account-title" className={styles.title}>
        {t('admin.actions.account')}
      </h3>
      {!canSearch ? (
        <TextField
          label={t('admin.actions.accountDBID')}
          inputMode="numeric"
          autoComplete="off"
          onChange={(event) => onChange({ accountDBID: toNumber(event.target.value), userName: null })}
        />
      ) : account ? (
        <div className={styles.picked}>
          <p>{t('admin.actions.picked', { name: account.userName ?? '', id: account.accountDBID })}</p>
          <Button variant="secondary" onClick={() => onChange(null)}>
            {t('admin.actions.change')}
          </Button>
        </div>
      ) : (
        <AccountSearch onPick={onChange} />
      )}
    </section>
  );
}

/** The search box and the first ten matches, each a button that picks its account. */
function AccountSearch({ onPick }: { onPick: (account: PickedAccount) => void }) {
  const { t } = useTranslation();
  const [search, setSearch] = useState('');
  const settled = useDebouncedValue(search.trim(), 300);
  const query = useQuery({
    ...usersQueryOptions({ search: settled, page: 1, pageSize: '10' }),
    enabled: settled !== '',
  });
  const users = settled === '' ? [] : (query.data?.users ?? []);
  return (
    <>
      {/* The box grows along a row in a toolbar; here, in a column, it keeps its own height. */}
      <div>
        <SearchBox
          label={t('admin.actions.find')}
          placeholder={t('admin.users.searchPlaceholder')}
          value={search}
          onChange={setSearch}
        />
      </div>
      {settled !== '' && query.isPending && (
        <p className={styles.muted} role="status">
          {t('admin.table.loading')}
        </p>
      )}
      {query.isError && (
        <StatusMessage kind="error">
          {t('admin.users.fetchFailed', { detail: detailOf(query.error) }).trim()}
        </StatusMessage>
      )}
      {settled !== '' && query.isSuccess && users.length === 0 && (
        <p className={styles.muted}>{t('admin.actions.noMatch')}</p>
      )}
      {users.length > 0 && (
        <ul className={styles.matches} aria-label={t('admin.actions.matches')}>
          {users.map((user) => (
            <li key={user.accountDBID}>
              <button
                type="button"
                className={styles.match}
                aria-label={t('admin.actions.choose', { name: user.userName, id: user.accountDBID })}
                onClick={() => onPick({ accountDBID: user.accountDBID, userName: user.userName })}
              >
                <span className={styles.matchName}>{user.userName}</span>
                <span className={styles.muted}>
                  {t('admin.actions.matchDetail', { id: user.accountDBID, email: user.email })}
                </span>
              </button>
            </li>
          ))}
        </ul>
      )}
    </>
  );
}
