import { ACCOUNT_ACTIONS } from '@agaia/contract';
import { useTranslation } from 'react-i18next';
import { ActionCard } from './action-card.tsx';
import styles from './actions.module.css';

/** Account actions (prime 5): the four quick grants of SPEC §2. */
export function ActionsSection() {
  const { t } = useTranslation();
  return (
    <>
      <p className={styles.lead}>{t('admin.actions.lead')}</p>
      <div className={styles.cards}>
        {ACCOUNT_ACTIONS.map((action) => (
          <ActionCard key={action} action={action} />
        ))}
      </div>
    </>
  );
}
