import { useTranslation } from 'react-i18next';
import { usePaymentStats } from '../api/payments.ts';
import styles from '../parts/stats.module.css';
import { periodRefusal, StatsPanel } from '../parts/stats-panel.tsx';
import { PeriodPicker } from '../period/period-picker.tsx';
import { useStatsPeriod } from '../period/use-stats-period.ts';
import { PaymentFigures } from './payment-figures.tsx';

/** Statistics → Payment Stats (prime 19): the period picker, then the shop's figures over it. */
export function PaymentStatsSection() {
  const { t } = useTranslation();
  const [params, setPeriod] = useStatsPeriod();
  const payments = usePaymentStats(params);
  return (
    <div className={styles.section}>
      <div className={styles.header}>
        <h3 className={styles.viewTitle}>{t('admin.views.paymentStats')}</h3>
        <p className={styles.lead}>{t('admin.stats.payments.lead')}</p>
      </div>
      <PeriodPicker
        params={params}
        answered={payments.data?.period}
        refusal={periodRefusal([payments])}
        onChange={setPeriod}
      />
      <StatsPanel title={t('admin.stats.payments.title')} query={payments}>
        {(data) => <PaymentFigures data={data} />}
      </StatsPanel>
    </div>
  );
}
