import { lazy, Suspense, useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { ButtonLink } from '../../components/button.tsx';
import { Page } from '../../components/page.tsx';
import { canDrawOnCanvas } from './canvas.ts';
import { ConfettiBurst } from './confetti-burst.tsx';
import styles from './shop-return-page.module.css';
import { usePrefersReducedMotion } from './use-prefers-reduced-motion.ts';

// The particle engine is the heaviest part of the page: it arrives after the text, in its own chunk.
const ParticleBackground = lazy(() =>
  import('./particle-background.tsx').then((module) => ({ default: module.ParticleBackground })),
);

/** The local-storage key of the saved cart (SPEC §3), cleared once a payment succeeds. */
export const CART_STORAGE_KEY = 'cart';

const COPY = {
  success: { title: 'shop.successTitle', text: 'shop.successText' },
  cancel: { title: 'shop.cancelTitle', text: 'shop.cancelText' },
  neutral: { title: 'shop.neutralTitle', text: 'shop.neutralText' },
} as const;

function clearCart(): void {
  try {
    window.localStorage.removeItem(CART_STORAGE_KEY);
  } catch {
    // Storage can be unavailable (private mode); there is then no saved cart either.
  }
}

/**
 * The checkout return page (/shop?payment=success|cancel); anything else is the neutral page. Success clears the saved
 * cart and throws confetti. It never grants anything: only Stripe's webhook does.
 */
export function ShopReturnPage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const payment = params.get('payment');
  const isSuccess = payment === 'success';
  const copy = isSuccess || payment === 'cancel' ? COPY[payment] : COPY.neutral;
  const isReduced = usePrefersReducedMotion();

  useEffect(() => {
    if (isSuccess) clearCart();
  }, [isSuccess]);

  return (
    <Page title={t(copy.title)} documentTitle={t('shop.documentTitle')} lead={t(copy.text)}>
      <div className={styles.actions}>
        <ButtonLink to="/profile" variant="primary">
          {t('shop.viewProfile')}
        </ButtonLink>
        <ButtonLink to="/">{t('shop.backHome')}</ButtonLink>
      </div>
      {!isReduced && canDrawOnCanvas() && (
        <Suspense fallback={null}>
          <ParticleBackground />
        </Suspense>
      )}
      {isSuccess && <ConfettiBurst />}
    </Page>
  );
}
