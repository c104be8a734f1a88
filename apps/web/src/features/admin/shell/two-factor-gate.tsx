import { useQueryClient } from '@tanstack/react-query';
import { type ReactNode, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PageLoading } from '../../../components/page-loading.tsx';
import {
  isTwoFactorRequired,
  TwoFactorEnrolment,
  useRefreshTwoFactor,
  useTwoFactorStatus,
} from '../../profile/index.ts';
import styles from './admin-shell.module.css';

/** Refetches the two-factor status whenever an admin call (a query or a change) was refused for the lack of it. */
function useRefusalWatch(): void {
  const client = useQueryClient();
  const refresh = useRefreshTwoFactor();
  useEffect(() => {
    const onEvent = (event: { type: string; action?: { type: string; error?: unknown } }) => {
      if (
        event.type === 'updated' &&
        event.action?.type === 'error' &&
        isTwoFactorRequired(event.action.error)
      ) {
        void refresh();
      }
    };
    const stopQueries = client.getQueryCache().subscribe(onEvent);
    const stopMutations = client.getMutationCache().subscribe(onEvent);
    return () => {
      stopQueries();
      stopMutations();
    };
  }, [client, refresh]);
}

/**
 * The admin panel's door for an account with admin permissions but two-factor authentication off (the server
 * refuses its admin calls): the profile's walkthrough instead of the sections, and the panel once its codes are
 * seen (Done). A failed status check opens the panel: the server still refuses, and a refusal brings this back.
 */
export function TwoFactorGate({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  const status = useTwoFactorStatus();
  useRefusalWatch();
  const mustEnrol = status.data?.required === true && !status.data.enabled;
  // Held from the first sight of "required" to Done, whatever a refetch says meanwhile: the codes are shown once.
  const [isEnrolling, setEnrolling] = useState(false);
  if (mustEnrol && !isEnrolling) setEnrolling(true);

  if (status.isPending) return <PageLoading label={t('admin.twoFactor.checking')} />;
  if (!isEnrolling && !mustEnrol) return children;
  return (
    <section className={styles.walkthrough} aria-labelledby="admin-two-factor-title">
      <h2 id="admin-two-factor-title" className={styles.sectionTitle}>
        {t('admin.twoFactor.title')}
      </h2>
      <TwoFactorEnrolment
        intro={
          <>
            <p>{t('admin.twoFactor.lead')}</p>
            <p className={styles.muted}>{t('admin.twoFactor.later')}</p>
          </>
        }
        onDone={() => setEnrolling(false)}
      />
    </section>
  );
}
