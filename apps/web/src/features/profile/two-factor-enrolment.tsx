import type { TwoFactorSetup } from '@agaia/contract';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../components/button.tsx';
import { showToast } from '../../components/toast-store.ts';
import { useMessages } from '../../i18n/catalogs.ts';
// The profile's messages: this part is also the admin panel's walkthrough, which loads without the profile page.
import { profileMessages } from '../../i18n/profile-messages.ts';
import { ApiError, errorMessage, messageOf } from '../../lib/api.ts';
import { useMarkTwoFactorOn, useRefreshTwoFactor, useTwoFactorEnrolment } from './api/two-factor.ts';
import styles from './two-factor.module.css';
import { RecoveryCodesPanel } from './two-factor-recovery-codes.tsx';
import { TwoFactorSetupPanel } from './two-factor-setup.tsx';

type Phase = { step: 'off' } | { step: 'setup'; setup: TwoFactorSetup } | { step: 'codes'; codes: string[] };

const TOAST_ID = 'two-factor';

/**
 * Turning two-factor authentication on, one implementation for the profile and the admin panel: the intro (the
 * caller's words) and Turn On, then the QR code and the first code, then the recovery codes, shown once until Done.
 * The status is refetched at Done, so the codes stay in view even where the status decides what shows.
 */
export function TwoFactorEnrolment({ intro, onDone }: { intro: ReactNode; onDone?: () => void }) {
  // Its messages in the page's language before it renders (i18n/catalogs.ts).
  useMessages(profileMessages);
  const { t } = useTranslation();
  const [phase, setPhase] = useState<Phase>({ step: 'off' });
  const { setup } = useTwoFactorEnrolment();
  const refresh = useRefreshTwoFactor();
  const markOn = useMarkTwoFactorOn();

  const start = () =>
    setup.mutate(undefined, {
      onSuccess: (answer) => setPhase({ step: 'setup', setup: answer }),
      onError: (error) => {
        showToast({
          id: TOAST_ID,
          kind: 'error',
          text: errorMessage(error, t('profile.twoFactor.setupFailed')),
        });
        // 409: it is on already (another tab); the status shows it.
        if (error instanceof ApiError && error.status === 409) void refresh();
      },
    });

  if (phase.step === 'codes') {
    return (
      <RecoveryCodesPanel
        codes={phase.codes}
        onDone={() => {
          markOn(phase.codes.length);
          onDone?.();
        }}
      />
    );
  }
  if (phase.step === 'setup') {
    return (
      <TwoFactorSetupPanel
        setup={phase.setup}
        onEnabled={(answer) => {
          showToast({
            id: TOAST_ID,
            kind: 'success',
            text: messageOf(answer, t('profile.twoFactor.enabled')),
          });
          setPhase({ step: 'codes', codes: answer.recoveryCodes });
        }}
        onExpired={(message) => {
          showToast({ id: TOAST_ID, kind: 'error', text: message });
          setPhase({ step: 'off' });
        }}
        onCancel={() => setPhase({ step: 'off' })}
      />
    );
  }
  return (
    <div className={styles.intro}>
      {intro}
      <Button variant="primary" onClick={start} disabled={setup.isPending}>
        {setup.isPending ? t('profile.twoFactor.starting') : t('profile.twoFactor.turnOn')}
      </Button>
    </div>
  );
}
