import type { TwoFactorSetup } from '@agaia/contract';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../components/button.tsx';
import { showToast } from '../../components/toast-store.ts';
import { useMessages } from '../../i18n/catalogs.ts';
// The profile's messages: this part is also the admin panel's walkthrough, which loads without the profile page.
import { profileMessages } from '../../i18n/profile-messages.ts';
import { messageOf } from '../../lib/api.ts';
import { useMarkTwoFactorOn } from './api/two-factor.ts';
import styles from './two-factor.module.css';
import { TwoFactorPasswordStep } from './two-factor-password-step.tsx';
import { RecoveryCodesPanel } from './two-factor-recovery-codes.tsx';
import { TwoFactorSetupPanel } from './two-factor-setup.tsx';

type Phase =
  | { step: 'off' }
  | { step: 'password'; passwordError?: string }
  | { step: 'setup'; setup: TwoFactorSetup; password: string }
  | { step: 'codes'; codes: string[] };

const TOAST_ID = 'two-factor';

/**
 * Turning two-factor authentication on, one implementation for the profile and the admin panel: the intro (the
 * caller's words) and Turn On, then the password, then the QR code and the first code, then the recovery codes, shown
 * once until Done. The password is kept in this state only until it is on (turning it on asks it again), and dropped
 * at Cancel. The status is refetched at Done, so the codes stay in view even where the status decides what shows.
 */
export function TwoFactorEnrolment({ intro, onDone }: { intro: ReactNode; onDone?: () => void }) {
  // Its messages in the page's language before it renders (i18n/catalogs.ts).
  useMessages(profileMessages);
  const { t } = useTranslation();
  const [phase, setPhase] = useState<Phase>({ step: 'off' });
  const markOn = useMarkTwoFactorOn();

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
        password={phase.password}
        onPasswordRefused={(message) => setPhase({ step: 'password', passwordError: message })}
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
      {phase.step === 'password' ? (
        <TwoFactorPasswordStep
          passwordError={phase.passwordError}
          onStarted={(setup, password) => setPhase({ step: 'setup', setup, password })}
          onCancel={() => setPhase({ step: 'off' })}
        />
      ) : (
        <Button variant="primary" onClick={() => setPhase({ step: 'password' })}>
          {t('profile.twoFactor.turnOn')}
        </Button>
      )}
    </div>
  );
}
