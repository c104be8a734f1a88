import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { ButtonLink } from '../../components/button.tsx';
import { Page } from '../../components/page.tsx';
import { PageLoading } from '../../components/page-loading.tsx';
import { StatusMessage } from '../../components/status-message.tsx';
import { authMessages } from '../../i18n/auth-messages.ts';
import { useMessages } from '../../i18n/catalogs.ts';
import { ApiError, errorMessage } from '../../lib/api.ts';
import { useResetToken } from './api/validate-reset-token.ts';
import styles from './auth.module.css';
import { ResetPasswordForm } from './reset-password-form.tsx';

/** The password reset page (/reset-password/:token): validating, then invalid (with a new-link button) or the form. */
export function ResetPasswordPage() {
  useMessages(authMessages);
  const { t } = useTranslation();
  const token = useParams().token?.trim() ?? '';
  const check = useResetToken(token);

  if (token !== '' && check.isSuccess) {
    return (
      <div className={styles.narrow}>
        <Page
          title={t('auth.resetTitle')}
          documentTitle={t('auth.resetDocumentTitle')}
          lead={t('auth.resetLead')}
        >
          <ResetPasswordForm token={token} />
        </Page>
      </div>
    );
  }

  // One message in the box: the fixed sentence of docs/product.md §2.4 when the server refused the link (it names no
  // more than that); why the check failed when it could not be made (offline, a server error), since the link may
  // well be fine.
  const isRefused = check.error instanceof ApiError && check.error.status >= 400 && check.error.status < 500;
  const message =
    token === ''
      ? t('auth.noToken')
      : check.isError
        ? isRefused
          ? t('auth.linkInvalidBox')
          : errorMessage(check.error, t('auth.linkInvalidBox'))
        : null;
  return (
    <div className={styles.narrow}>
      <Page title={t('auth.resetDocumentTitle')}>
        {message === null ? (
          <PageLoading label={t('auth.validatingLink')} />
        ) : (
          <>
            <StatusMessage kind="error">
              <p className={styles.boxTitle}>{message}</p>
            </StatusMessage>
            <ButtonLink to="/forgot-password" variant="primary" className={styles.submit}>
              {t('auth.requestNewLink')}
            </ButtonLink>
          </>
        )}
      </Page>
    </div>
  );
}
