import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { PageLoading } from '../../components/page-loading.tsx';
import { StatusMessage } from '../../components/status-message.tsx';
import { errorMessage } from '../../lib/api.ts';
import { useTwoFactorStatus } from './api/two-factor.ts';
import styles from './two-factor.module.css';
import { TwoFactorEnrolment } from './two-factor-enrolment.tsx';
import { TwoFactorOn } from './two-factor-on.tsx';

/** The Security tab: two-factor authentication, off (with the way to turn it on) or on (with its changes). */
export function TwoFactorCard() {
  const { t } = useTranslation();
  const status = useTwoFactorStatus();

  let body: ReactNode;
  if (status.isPending) {
    body = <PageLoading label={t('profile.twoFactor.loading')} />;
  } else if (status.isError) {
    body = (
      <StatusMessage kind="error">
        {errorMessage(status.error, t('profile.twoFactor.loadFailed'))}
      </StatusMessage>
    );
  } else if (status.data.enabled) {
    body = <TwoFactorOn status={status.data} />;
  } else {
    body = (
      <TwoFactorEnrolment
        intro={
          <>
            <p>{t('profile.twoFactor.offLead')}</p>
            {status.data.required && (
              <StatusMessage kind="info">{t('profile.twoFactor.requiredNote')}</StatusMessage>
            )}
          </>
        }
      />
    );
  }

  return (
    <section className={styles.card} aria-labelledby="two-factor-title">
      <h2 id="two-factor-title" className={styles.title}>
        {t('profile.twoFactor.title')}
      </h2>
      {body}
    </section>
  );
}
