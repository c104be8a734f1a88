import { LoginBody } from '@agaia/contract';
import { KeyRound } from 'lucide-react';
import { lazy, Suspense, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useNavigate } from 'react-router';
import { Button, buttonIconClass } from '../../components/button.tsx';
import { FormFields } from '../../components/form-fields.tsx';
import { Modal } from '../../components/modal.tsx';
import { Page } from '../../components/page.tsx';
import { StatusMessage } from '../../components/status-message.tsx';
import { PasswordField, TextField } from '../../components/text-field.tsx';
import { authMessages } from '../../i18n/auth-messages.ts';
import { useMessages } from '../../i18n/catalogs.ts';
import { errorMessage } from '../../lib/api.ts';
import { localizedResolver } from '../../lib/localized-resolver.ts';
import { redirectTarget } from '../../lib/navigation.ts';
import { useSession } from '../../lib/use-session.ts';
import { useTimeout } from '../../lib/use-timeout.ts';
import { type Challenge, isChallenge, useLogin } from './api/login.ts';
import styles from './auth.module.css';
import { ForgotPasswordForm } from './forgot-password-form.tsx';
import { TermsNote } from './terms-note.tsx';

// The second step is for accounts with two-factor authentication on: its own chunk, loaded when a login asks for it.
const TwoFactorStep = lazy(() => import('./two-factor-step.tsx').then((m) => ({ default: m.TwoFactorStep })));

/** The reset modal closes this long after the instructions were sent (docs/product.md §2.4). */
const RESET_MODAL_CLOSE_MS = 4000;

/**
 * The login page (/login): on success it goes back where the guard sent the user from, else to /. An account with
 * two-factor authentication on answers a challenge first: the second step asks for a code (or a passkey). A passkey
 * logs in with no password at all.
 */
export function LoginPage() {
  useMessages(authMessages);
  const { t } = useTranslation();
  const location = useLocation();
  const navigate = useNavigate();
  const { login } = useSession();
  const loginCall = useLogin();
  const [error, setError] = useState<string | null>(null);
  const [isForgotOpen, setForgotOpen] = useState(false);
  const [challenge, setChallenge] = useState<Challenge | null>(null);
  const closeTimer = useTimeout();
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm({ resolver: localizedResolver(LoginBody), defaultValues: { identifier: '', password: '' } });

  // Either step ends here: the session stores the login response, then back where the guard sent the user from.
  const finishLogin = async (response: unknown): Promise<string | null> => {
    if (!login(response)) return t('auth.loginBadResponse');
    await navigate(redirectTarget(location.state), { replace: true });
    return null;
  };

  const [isPasskeyPending, setPasskeyPending] = useState(false);
  // The ceremony's code (and @simplewebauthn/browser) loads when the button is pressed.
  const onPasskey = async () => {
    setError(null);
    setPasskeyPending(true);
    const { loginWithPasskey, passkeyLoginError } = await import('./passkey-login.ts');
    try {
      setError(await finishLogin(await loginWithPasskey()));
    } catch (failure) {
      setError(passkeyLoginError(failure));
    } finally {
      setPasskeyPending(false);
    }
  };

  const onSubmit = handleSubmit(async (values) => {
    setError(null);
    try {
      const response = await loginCall.mutateAsync(values);
      if (isChallenge(response)) {
        setChallenge(response);
        return;
      }
      setError(await finishLogin(response));
    } catch (failure) {
      setError(errorMessage(failure, t('auth.loginFailed')));
    }
  });

  const closeForgot = () => {
    closeTimer.cancel();
    setForgotOpen(false);
  };

  if (challenge) {
    return (
      <div className={styles.narrow}>
        <Suspense fallback={null}>
          <TwoFactorStep
            challenge={challenge}
            onLoggedIn={finishLogin}
            onExpired={(message) => {
              setChallenge(null);
              setError(message);
            }}
            onBack={() => setChallenge(null)}
          />
        </Suspense>
      </div>
    );
  }

  return (
    <div className={styles.narrow}>
      <Page title={t('auth.loginTitle')} lead={t('auth.loginLead')}>
        <form onSubmit={onSubmit} noValidate>
          <FormFields className={styles.form}>
            <TextField
              label={t('auth.identifier')}
              autoComplete="username"
              error={errors.identifier?.message}
              {...register('identifier')}
            />
            <PasswordField
              label={t('auth.password')}
              autoComplete="current-password"
              toggleLabel={t('auth.showPassword')}
              error={errors.password?.message}
              {...register('password')}
            />
            <div className={styles.row}>
              <button type="button" className={styles.linkButton} onClick={() => setForgotOpen(true)}>
                {t('auth.forgotPassword')}
              </button>
            </div>
            <StatusMessage kind="error">{error}</StatusMessage>
            <Button type="submit" variant="primary" className={styles.submit} disabled={isSubmitting}>
              {isSubmitting ? t('auth.loggingIn') : t('auth.loginSubmit')}
            </Button>
            <Button className={styles.submit} onClick={onPasskey} disabled={isSubmitting || isPasskeyPending}>
              <KeyRound className={buttonIconClass} aria-hidden="true" />
              {t('auth.passkeyLogin')}
            </Button>
          </FormFields>
        </form>
        <p className={styles.switch}>
          {t('auth.noAccount')} <Link to="/register">{t('auth.toRegister')}</Link>
        </p>
        <TermsNote i18nKey="auth.loginTerms" />
      </Page>
      <Modal open={isForgotOpen} title={t('auth.forgotModalTitle')} onClose={closeForgot}>
        <p>{t('auth.forgotLead')}</p>
        <ForgotPasswordForm
          onSent={() => closeTimer.schedule(() => setForgotOpen(false), RESET_MODAL_CLOSE_MS)}
        />
      </Modal>
    </div>
  );
}
