import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../lib/api.ts';
import { browser } from '../../lib/browser.ts';
import { navigateTo, pathOf } from '../../lib/navigation.ts';
import { session } from '../../lib/session.ts';
import { useCreateCheckoutSession } from './api/create-checkout-session.ts';

/**
 * The checkout state (docs/product.md §8.3): idle, processing one product, redirecting to Stripe, or failed with a
 * message.
 */
export type CheckoutState =
  | { status: 'idle' }
  | { status: 'processing'; productId: number }
  | { status: 'redirecting'; productId: number }
  | { status: 'error'; message: string };

const IDLE: CheckoutState = { status: 'idle' };

/**
 * Runs a checkout: asks the API for a Stripe Checkout URL and sends the browser there. A failure becomes
 * 'Payment failed: ' plus the server message, else the error's, else 'Checkout failed'; `reset` returns to idle.
 * A logged-out user is sent to /login instead.
 */
export function useCheckout(onLeave?: () => void) {
  const { t } = useTranslation();
  const { mutate } = useCreateCheckoutSession();
  const [state, setState] = useState<CheckoutState>(IDLE);

  const pay = useCallback(
    (productId: number) => {
      if (!session.get()) {
        onLeave?.();
        navigateTo('/login', { state: { from: pathOf(window.location) } });
        return;
      }
      setState({ status: 'processing', productId });
      mutate(productId, {
        onSuccess: (url) => {
          setState({ status: 'redirecting', productId });
          browser.assign(url);
        },
        onError: (error) => {
          const message = errorMessage(error, t('shop.checkoutFailed'));
          setState({ status: 'error', message: t('shop.paymentFailed', { message }) });
        },
      });
    },
    [mutate, onLeave, t],
  );

  const reset = useCallback(() => setState(IDLE), []);

  // Coming back from Stripe with the Back button may restore this page from the back-forward cache: start afresh.
  useEffect(() => {
    const onPageShow = (event: PageTransitionEvent) => {
      if (event.persisted) setState(IDLE);
    };
    window.addEventListener('pageshow', onPageShow);
    return () => window.removeEventListener('pageshow', onPageShow);
  }, []);

  return { state, pay, reset };
}
