import { LoaderCircle } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../components/button.tsx';
import { Modal } from '../../components/modal.tsx';
import styles from './shop-overlay.module.css';
import type { CheckoutState } from './use-checkout.ts';

/** The outcome modal of a checkout: 'Success!' while the redirect to Stripe starts, 'Error' with the message. */
export function CheckoutModals({ state, onDismiss }: { state: CheckoutState; onDismiss: () => void }) {
  const { t } = useTranslation();
  const isRedirecting = state.status === 'redirecting';
  const isError = state.status === 'error';
  return (
    <>
      <Modal open={isRedirecting} title={t('shop.outcomeSuccess')} onClose={onDismiss}>
        <p className={styles.redirecting} role="status">
          <LoaderCircle className={styles.spinner} aria-hidden="true" />
          {t('shop.redirecting')}
        </p>
        <Button variant="primary" className={styles.ok} onClick={onDismiss}>
          {t('shop.ok')}
        </Button>
      </Modal>
      <Modal open={isError} title={t('shop.outcomeError')} onClose={onDismiss}>
        <p role="alert">{isError ? state.message : ''}</p>
        <Button variant="primary" className={styles.ok} onClick={onDismiss}>
          {t('shop.ok')}
        </Button>
      </Modal>
    </>
  );
}
