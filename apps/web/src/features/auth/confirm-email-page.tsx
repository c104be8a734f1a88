import { Messages } from '@agaia/contract';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { Button, ButtonLink } from '../../components/button.tsx';
import { Page } from '../../components/page.tsx';
import { PageLoading } from '../../components/page-loading.tsx';
import { StatusMessage } from '../../components/status-message.tsx';
import { authMessages } from '../../i18n/auth-messages.ts';
import { useMessages } from '../../i18n/catalogs.ts';
import { localizeText } from '../../i18n/contract-text.ts';
import { ApiError, errorMessage, messageOf } from '../../lib/api.ts';
import type { FromState } from '../../lib/navigation.ts';
import { useUser } from '../../lib/use-session.ts';
import { useConfirmEmail } from './api/confirm-email.ts';
import styles from './auth.module.css';

type Outcome =
  | { kind: 'checking' }
  /** The address is confirmed. */
  | { kind: 'confirmed'; message: string }
  /** The server refused the link (expired, already used, invalid): a new one comes from the profile. */
  | { kind: 'refused'; message: string }
  /** The server could not be asked (offline, a server error): the link may be fine, so trying again may work. */
  | { kind: 'failed'; message: string };

/** What the confirmation call came to, in the words to show. */
function useOutcome(token: string): { outcome: Outcome; retry: () => void } {
  useMessages(authMessages);
  const { t } = useTranslation();
  const confirm = useConfirmEmail(token);
  const { mutate } = confirm;
  // The link works once: React's development double effects must not use it twice (the second would say "used").
  const hasStarted = useRef(false);
  useEffect(() => {
    if (token === '' || hasStarted.current) return;
    hasStarted.current = true;
    mutate();
  }, [token, mutate]);

  const retry = () => mutate();
  if (token === '')
    return { outcome: { kind: 'refused', message: localizeText(Messages.linkUnknown) }, retry };
  if (confirm.isSuccess)
    return {
      outcome: { kind: 'confirmed', message: messageOf(confirm.data, Messages.emailConfirmed) },
      retry,
    };
  if (confirm.isError) {
    const error = confirm.error;
    const isRefused = error instanceof ApiError && error.status >= 400 && error.status < 500;
    return isRefused
      ? { outcome: { kind: 'refused', message: errorMessage(error, Messages.linkUnknown) }, retry }
      : { outcome: { kind: 'failed', message: errorMessage(error, t('auth.confirmFailed')) }, retry };
  }
  return { outcome: { kind: 'checking' }, retry };
}

/**
 * Where the confirmation mail's link lands (/confirm-email/:token): it uses the link, then says whether the address
 * is confirmed (or the server's reason why not) and what to do next: log in, or go to the profile, where a new link
 * can be asked for.
 */
export function ConfirmEmailPage() {
  useMessages(authMessages);
  const { t } = useTranslation();
  const token = useParams().token?.trim() ?? '';
  const user = useUser();
  const { outcome, retry } = useOutcome(token);
  // Logged out, the login page leads on to the profile (its Resend Confirmation button).
  const toProfileState: FromState = { from: '/profile' };

  return (
    <div className={styles.narrow}>
      <Page title={t('auth.confirmTitle')}>
        {outcome.kind === 'checking' ? (
          <PageLoading label={t('auth.confirming')} />
        ) : (
          <div className={styles.form}>
            <StatusMessage kind={outcome.kind === 'confirmed' ? 'success' : 'error'}>
              <p className={styles.boxTitle}>{outcome.message}</p>
            </StatusMessage>
            {outcome.kind === 'failed' ? (
              <Button variant="primary" className={styles.submit} onClick={retry}>
                {t('auth.tryAgain')}
              </Button>
            ) : (
              <>
                <p className={styles.next}>
                  {outcome.kind === 'confirmed'
                    ? t(user ? 'auth.confirmedNextUser' : 'auth.confirmedNextGuest')
                    : t(user ? 'auth.newLinkUser' : 'auth.newLinkGuest', {
                        action: t('profile.resendConfirmation'),
                      })}
                </p>
                {user ? (
                  <ButtonLink to="/profile" variant="primary" className={styles.submit}>
                    {t('auth.toProfile')}
                  </ButtonLink>
                ) : (
                  <ButtonLink
                    to="/login"
                    state={outcome.kind === 'confirmed' ? undefined : toProfileState}
                    variant="primary"
                    className={styles.submit}
                  >
                    {t('auth.loginSubmit')}
                  </ButtonLink>
                )}
              </>
            )}
          </div>
        )}
      </Page>
    </div>
  );
}
