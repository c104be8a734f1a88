import { ACCOUNT_ACTIONS } from '@agaia/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { AccountPicker, type PickedAccount } from './account-picker.tsx';
import { ActionCard } from './action-card.tsx';
import styles from './actions.module.css';

/**
 * Account actions (prime 5): the account, found by name, then the four quick grants (docs/product.md §6.4) for it.
 */
export function ActionsSection() {
  const { t } = useTranslation();
  const [account, setAccount] = useState<PickedAccount | null>(null);
  return (
    <>
      <p className={styles.lead}>{t('admin.actions.lead')}</p>
      <AccountPicker account={account} onChange={setAccount} />
      <div className={styles.cards}>
        {ACCOUNT_ACTIONS.map((action) => (
          <ActionCard key={action} action={action} account={account} />
        ))}
      </div>
    </>
  );
}
