import { Messages } from '@agaia/contract';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { Button, ButtonLink } from '../../components/button.tsx';
import { Page } from '../../components/page.tsx';
import { StatusMessage } from '../../components/status-message.tsx';
import { authMessages } from '../../i18n/auth-messages.ts';
import { useMessages } from '../../i18n/catalogs.ts';
import { localizeText } from '../../i18n/contract-text.ts';
import { emailChangeMessages } from '../../i18n/email-change-messages.ts';
import { ApiError, errorMessage, messageOf } from '../../lib/api.ts';
import { useUser } from '../../lib/use-session.ts';
import { useConfirmEmailChange } from './api/confirm-email-change.ts';
import styles from './auth.module.css';

/**
 * Where the change-email mail's link lands (/confirm-email-change/:token). Opening it changes nothing: a mail
 * scanner that follows links must not finish the change before its reader does. The reader presses the button, the
 * page posts the token, and says what came of it: the new address, or why the link cannot be used.
 */
export function ConfirmEmailChangePage() {
  useMessages(emailChangeMessages);
  useMessages(authMessages);
  const { t } = useTranslation();
  const token = useParams().token?.trim() ?? '';
  const user = useUser();
  const change = useConfirmEmailChange(token);
  const error = change.error;
  // A refused link (expired, used, unknown, the address taken meanwhile) will not work on a second press.
  const isRefused = token === '' || (error instanceof ApiError && error.status >= 400 && error.status < 500);

  const next = user ? (
    <ButtonLink to="/profile" variant="primary" className={styles.submit}>
      {t('auth.toProfile')}
    </ButtonLink>
  ) : (
    <ButtonLink to="/login" variant="primary" className={styles.submit}>
      {t('auth.loginSubmit')}
    </ButtonLink>
  );

  return (
    <div className={styles.narrow}>
      <Page title={t('auth.emailChange.title')}>
        <div className={styles.form}>
          {change.isSuccess ? (
            <>
              <StatusMessage kind="success">
                <p className={styles.boxTitle}>{messageOf(change.data, t('auth.emailChange.nextUser'))}</p>
              </StatusMessage>
              <p className={styles.next}>
                {t(user ? 'auth.emailChange.nextUser' : 'auth.emailChange.nextGuest')}
              </p>
              {next}
            </>
          ) : isRefused ? (
            <>
              <StatusMessage kind="error">
                <p className={styles.boxTitle}>
                  {token === ''
                    ? localizeText(Messages.linkUnknown)
                    : errorMessage(error, Messages.linkUnknown)}
                </p>
              </StatusMessage>
              <p className={styles.next}>{t('auth.emailChange.newLink')}</p>
              {next}
            </>
          ) : (
            <>
              <p>{t('auth.emailChange.lead')}</p>
              {error ? (
                <StatusMessage kind="error">
                  <p>{errorMessage(error, t('auth.emailChange.failed'))}</p>
                </StatusMessage>
              ) : null}
              <Button
                variant="primary"
                className={styles.submit}
                onClick={() => change.mutate()}
                disabled={change.isPending}
              >
                {change.isPending ? t('auth.emailChange.changing') : t('auth.emailChange.submit')}
              </Button>
            </>
          )}
        </div>
      </Page>
    </div>
  );
}
