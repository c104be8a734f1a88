import { SecondFactorCode } from '@agaia/contract';
import { KeyRound } from 'lucide-react';
import { useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { Button, buttonIconClass } from '../../components/button.tsx';
import { FormFields } from '../../components/form-fields.tsx';
import { Page } from '../../components/page.tsx';
import { StatusMessage } from '../../components/status-message.tsx';
import { TextField } from '../../components/text-field.tsx';
import { authMessages } from '../../i18n/auth-messages.ts';
import { useMessages } from '../../i18n/catalogs.ts';
import { loginTwoFactorMessages } from '../../i18n/login-two-factor-messages.ts';
import { passkeysMessages } from '../../i18n/passkeys-messages.ts';
import { ApiError, errorMessage } from '../../lib/api.ts';
import { localizedResolver } from '../../lib/localized-resolver.ts';
import type { Challenge } from './api/login.ts';
import { useLoginTwoFactor } from './api/login-two-factor.ts';
import styles from './auth.module.css';

const CodeForm = z.object({ code: SecondFactorCode });

type TwoFactorStepProps = {
  challenge: Challenge;
  /** Stores the login response and leaves the page, as the password step does; answers a message if it could not. */
  onLoggedIn: (response: unknown) => Promise<string | null>;
  /** The challenge expired or was used up (401): the password step again, with the server's message. */
  onExpired: (message: string) => void;
  onBack: () => void;
};

/**
 * The login's second step, for an account with two-factor authentication on: a code from the authenticator app, or
 * a recovery code, or a passkey when the account has one. Loaded only when a login answers a challenge, so /login starts without it.
 */
export function TwoFactorStep({ challenge, onLoggedIn, onExpired, onBack }: TwoFactorStepProps) {
  // Its messages in the page's language before it renders (i18n/catalogs.ts).
  useMessages(loginTwoFactorMessages);
  useMessages(passkeysMessages);
  useMessages(authMessages);
  const { t } = useTranslation();
  const verify = useLoginTwoFactor();
  const [isRecovery, setRecovery] = useState(false);
  const [isPasskeyPending, setPasskeyPending] = useState(false);
  const {
    register,
    handleSubmit,
    setError,
    clearErrors,
    setFocus,
    formState: { errors, isSubmitting },
  } = useForm({ resolver: localizedResolver(CodeForm), defaultValues: { code: '' } });

  useEffect(() => setFocus('code'), [setFocus]);

  const onSubmit = handleSubmit(async ({ code }) => {
    try {
      const response = await verify.mutateAsync({ challengeToken: challenge.challengeToken, code });
      const failed = await onLoggedIn(response);
      if (failed) setError('root', { type: 'server', message: failed });
    } catch (failure) {
      if (failure instanceof ApiError && failure.status === 401) {
        onExpired(errorMessage(failure, t('auth.twoFactor.expired')));
        return;
      }
      const fieldError = failure instanceof ApiError ? failure.fieldErrors?.code?.[0] : undefined;
      if (fieldError) setError('code', { type: 'server', message: fieldError });
      else setError('root', { type: 'server', message: errorMessage(failure, t('auth.twoFactor.failed')) });
    }
  });

  // A passkey as the second step, when the account has one: its ceremony loads when the button is pressed.
  const onPasskey = async () => {
    clearErrors();
    setPasskeyPending(true);
    const { loginWithPasskey, passkeyLoginError } = await import('./passkey-login.ts');
    try {
      const failed = await onLoggedIn(await loginWithPasskey(challenge.challengeToken));
      if (failed) setError('root', { type: 'server', message: failed });
    } catch (failure) {
      if (failure instanceof ApiError && failure.code === 'LOGIN_EXPIRED') {
        onExpired(errorMessage(failure, t('auth.twoFactor.expired')));
        return;
      }
      setError('root', { type: 'server', message: passkeyLoginError(failure) });
    } finally {
      setPasskeyPending(false);
    }
  };

  const switchMode = () => {
    setRecovery((recovery) => !recovery);
    // A wrong app code says nothing about a recovery code, and the other way round.
    clearErrors();
    setFocus('code');
  };

  return (
    <Page
      title={t('auth.twoFactor.title')}
      documentTitle={t('auth.loginTitle')}
      lead={isRecovery ? t('auth.twoFactor.leadRecovery') : t('auth.twoFactor.lead')}
    >
      <form onSubmit={onSubmit} noValidate>
        <FormFields className={styles.form}>
          <TextField
            label={isRecovery ? t('auth.twoFactor.recoveryCode') : t('auth.twoFactor.code')}
            hint={isRecovery ? t('auth.twoFactor.recoveryHint') : t('auth.twoFactor.codeHint')}
            autoComplete="one-time-code"
            inputMode={isRecovery ? 'text' : 'numeric'}
            autoCapitalize="off"
            spellCheck={false}
            error={errors.code?.message}
            {...register('code')}
          />
          <div className={styles.row}>
            <button type="button" className={styles.linkButton} onClick={switchMode}>
              {isRecovery ? t('auth.twoFactor.useApp') : t('auth.twoFactor.useRecovery')}
            </button>
          </div>
          <StatusMessage kind="error">{errors.root?.message}</StatusMessage>
          <Button type="submit" variant="primary" className={styles.submit} disabled={isSubmitting}>
            {isSubmitting ? t('auth.twoFactor.verifying') : t('auth.twoFactor.verify')}
          </Button>
          {challenge.passkey && (
            <Button className={styles.submit} onClick={onPasskey} disabled={isSubmitting || isPasskeyPending}>
              <KeyRound className={buttonIconClass} aria-hidden="true" />
              {t('passkeys.useInstead')}
            </Button>
          )}
          <Button className={styles.submit} onClick={onBack} disabled={isSubmitting}>
            {t('auth.backToLogin')}
          </Button>
        </FormFields>
      </form>
    </Page>
  );
}
