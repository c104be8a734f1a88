import type { AdminUserDetail } from '@agaia/contract';
import { useTranslation } from 'react-i18next';
import { TakeBackSummary } from '../../../../components/admin/take-back-summary.tsx';
import styles from './management.module.css';

/**
 * The account's refunded and disputed orders, newest first: what each took back and what it could not (coins in the
 * game wallet, items delivered), for the staff to judge. Nothing when the account has none.
 */
export function UserTakeBacks({ takeBacks }: { takeBacks: NonNullable<AdminUserDetail['takeBacks']> }) {
  const { t } = useTranslation();
  if (takeBacks.length === 0) return null;
  return (
    <section className={styles.block} aria-labelledby="take-backs-title">
      <h3 id="take-backs-title" className={styles.blockTitle}>
        {t('admin.users.takeBacks')}
      </h3>
      {takeBacks.map((takeBack) => (
        <TakeBackSummary
          key={`${takeBack.orderId ?? 'other'}-${takeBack.createdAt}`}
          takeBack={takeBack}
          title={
            takeBack.orderId === null ? undefined : t('admin.users.takeBackOrder', { id: takeBack.orderId })
          }
        />
      ))}
    </section>
  );
}
