import { type TwoFactorSetup, TwoFactorSetupBody } from '@agaia/contract';
import { useEffect } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { showToast } from '../../components/toast-store.ts';
import { ApiError, errorMessage } from '../../lib/api.ts';
import { localizedResolver } from '../../lib/localized-resolver.ts';
import { useRefreshTwoFactor, useTwoFactorEnrolment } from './api/two-factor.ts';
import { ConfirmActions, CurrentPasswordField } from './confirm-parts.tsx';
import styles from './two-factor.module.css';

type PasswordStepProps = {
  /** The server took the password: its new secret, and the password, which turning it on asks again. */
  onStarted: (setup: TwoFactorSetup, password: string) => void;
  onCancel: () => void;
  /** A refusal of the password from a later step (it changed meanwhile), shown under the field. */
  passwordError?: string;
};

const TOAST_ID = 'two-factor';

/**
 * The first step of turning two-factor authentication on: the password (as adding a passkey asks it), so a session
 * alone cannot add a second factor that would lock the owner out. Its refusal goes under the field, anything else in a
 * toast; a 409 (on already, in another tab) refetches the status, which then shows it.
 */
export function TwoFactorPasswordStep({ onStarted, onCancel, passwordError }: PasswordStepProps) {
  const { t } = useTranslation();
  const { setup } = useTwoFactorEnrolment();
  const refresh = useRefreshTwoFactor();
  const {
    register,
    handleSubmit,
    setError,
    setFocus,
    formState: { errors, isSubmitting },
  } = useForm({ resolver: localizedResolver(TwoFactorSetupBody), defaultValues: { password: '' } });

  useEffect(() => {
    setFocus('password');
    if (passwordError) setError('password', { type: 'server', message: passwordError });
  }, [passwordError, setError, setFocus]);

  const onSubmit = handleSubmit(async ({ password }) => {
    try {
      onStarted(await setup.mutateAsync({ password }), password);
    } catch (failure) {
      const refusal = failure instanceof ApiError ? failure.fieldErrors?.password?.[0] : undefined;
      if (refusal) return setError('password', { type: 'server', message: refusal });
      showToast({
        id: TOAST_ID,
        kind: 'error',
        text: errorMessage(failure, t('profile.twoFactor.setupFailed')),
      });
      if (failure instanceof ApiError && failure.status === 409) void refresh();
    }
  });

  return (
    <form className={styles.form} onSubmit={onSubmit} noValidate>
      <p>{t('profile.twoFactor.passwordLead')}</p>
      <CurrentPasswordField error={errors.password?.message} {...register('password')} />
      <ConfirmActions
        className={styles.actions}
        onCancel={onCancel}
        variant="primary"
        isSubmitting={isSubmitting}
        submitLabel={t('profile.twoFactor.continue')}
        sendingLabel={t('profile.twoFactor.starting')}
      />
    </form>
  );
}
