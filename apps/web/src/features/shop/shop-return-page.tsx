import { CircleCheck, CircleSlash, ShoppingBag } from 'lucide-react';
import { lazy, Suspense, useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { ButtonLink, buttonClass } from '../../components/button.tsx';
import { Medallion } from '../../components/empty-state.tsx';
import { useMessages } from '../../i18n/catalogs.ts';
import { shopOrdersMessages } from '../../i18n/shop-orders-messages.ts';
import { useDocumentTitle } from '../../lib/use-document-title.ts';
import { useUser } from '../../lib/use-session.ts';
import { orderIdOf } from './api/order.ts';
import { canDrawOnCanvas } from './canvas.ts';
import { ConfettiBurst } from './confetti-burst.tsx';
import { DonateButton } from './donate-button.tsx';
import { OrderSummary } from './order-summary.tsx';
import styles from './shop-return-page.module.css';
import { usePrefersReducedMotion } from './use-prefers-reduced-motion.ts';

// The particle engine is the heaviest part of the page: it arrives after the text, in its own chunk.
const ParticleBackground = lazy(() =>
  import('./particle-background.tsx').then((module) => ({ default: module.ParticleBackground })),
);

/** The local-storage key of the saved cart (docs/product.md §8.6), cleared once a payment succeeds. */
const CART_STORAGE_KEY = 'cart';

const COPY = {
  success: { title: 'shop.successTitle', text: 'shop.successText', icon: CircleCheck, tone: 'success' },
  cancel: { title: 'shop.cancelTitle', text: 'shop.cancelText', icon: CircleSlash, tone: 'muted' },
  neutral: { title: 'shop.neutralTitle', text: 'shop.neutralText', icon: ShoppingBag, tone: 'gold' },
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
 * cart, throws confetti and, for the logged-in buyer, sums up the order its `order` parameter names; cancel offers to
 * try again in the shop. It never grants anything: only Stripe's webhook does.
 */
export function ShopReturnPage() {
  // Its messages in the page's language before it renders (i18n/catalogs.ts).
  useMessages(shopOrdersMessages);
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const payment = params.get('payment');
  const isSuccess = payment === 'success';
  const copy = isSuccess || payment === 'cancel' ? COPY[payment] : COPY.neutral;
  const isReduced = usePrefersReducedMotion();
  const user = useUser();
  const orderId = isSuccess ? orderIdOf(params.get('order')) : null;
  useDocumentTitle(t('shop.documentTitle'));

  useEffect(() => {
    if (isSuccess) clearCart();
  }, [isSuccess]);

  return (
    <div className={styles.page}>
      <section className={styles.panel} aria-labelledby="page-title">
        <Medallion icon={copy.icon} tone={copy.tone} />
        <h1 id="page-title" className={styles.title}>
          {t(copy.title)}
        </h1>
        <p className={styles.lead}>{t(copy.text)}</p>
        {orderId !== null && user && <OrderSummary orderId={orderId} />}
        <div className={styles.actions}>
          {payment === 'cancel' && (
            <DonateButton className={buttonClass({ variant: 'primary' })} label={t('shop.tryAgain')} />
          )}
          <ButtonLink to="/profile" variant={payment === 'cancel' ? 'secondary' : 'primary'}>
            {t('shop.viewProfile')}
          </ButtonLink>
          <ButtonLink to="/">{t('shop.backHome')}</ButtonLink>
        </div>
      </section>
      {!isReduced && canDrawOnCanvas() && (
        <Suspense fallback={null}>
          <ParticleBackground />
        </Suspense>
      )}
      {isSuccess && <ConfettiBurst />}
    </div>
  );
}
