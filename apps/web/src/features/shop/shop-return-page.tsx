import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { ButtonLink } from '../../components/button.tsx';
import { Page } from '../../components/page.tsx';
import styles from './shop-return-page.module.css';

const COPY = {
  success: { title: 'shop.successTitle', text: 'shop.successText' },
  cancel: { title: 'shop.cancelTitle', text: 'shop.cancelText' },
  neutral: { title: 'shop.neutralTitle', text: 'shop.neutralText' },
} as const;

/** The checkout return page (/shop?payment=success|cancel); anything else is the neutral page. */
export function ShopReturnPage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const payment = params.get('payment');
  const copy = payment === 'success' || payment === 'cancel' ? COPY[payment] : COPY.neutral;
  return (
    <Page title={t(copy.title)} documentTitle={t('shop.documentTitle')} lead={t(copy.text)}>
      <div className={styles.actions}>
        <ButtonLink to="/profile" variant="primary">
          {t('shop.viewProfile')}
        </ButtonLink>
        <ButtonLink to="/">{t('shop.backHome')}</ButtonLink>
      </div>
    </Page>
  );
}
