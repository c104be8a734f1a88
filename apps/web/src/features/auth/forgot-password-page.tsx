import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Page } from '../../components/page.tsx';
import { authMessages } from '../../i18n/auth-messages.ts';
import { useMessages } from '../../i18n/catalogs.ts';
import styles from './auth.module.css';
import { ForgotPasswordForm } from './forgot-password-form.tsx';

/** The forgot-password page (/forgot-password), where the reset page's 'Request New Link' leads. */
export function ForgotPasswordPage() {
  useMessages(authMessages);
  const { t } = useTranslation();
  return (
    <div className={styles.narrow}>
      <Page title={t('auth.forgotTitle')} lead={t('auth.forgotLead')}>
        <ForgotPasswordForm />
        <p className={styles.switch}>
          <Link to="/login">{t('auth.backToLogin')}</Link>
        </p>
      </Page>
    </div>
  );
}
