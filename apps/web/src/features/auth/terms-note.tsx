import { Trans } from 'react-i18next';
import { Link } from 'react-router';
import styles from './auth.module.css';

/** The terms-acceptance note under the login and register forms, linking /tos and /legal. */
export function TermsNote({ i18nKey }: { i18nKey: 'auth.loginTerms' | 'auth.registerTerms' }) {
  return (
    <p className={styles.terms}>
      <Trans i18nKey={i18nKey} components={{ tos: <Link to="/tos" />, legal: <Link to="/legal" /> }} />
    </p>
  );
}
