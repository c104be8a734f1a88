import { CheckoutResponse } from '@agaia/contract';
import { useMutation } from '@tanstack/react-query';
import { i18n } from '../../../i18n/i18n.ts';
import { api, isBadResponse } from '../../../lib/api.ts';

/**
 * POST /api/stripe/create-checkout-session: starts a Stripe Checkout for one product and answers the URL to send the
 * browser to. An answer without a url raises 'Could not start checkout.' (docs/product.md §8.3).
 */
async function createCheckoutSession(productId: number): Promise<string> {
  const noUrl = () => new Error(i18n.t('shop.noCheckoutUrl'));
  const answer = await api
    .post('/stripe/create-checkout-session', { body: { productId }, schema: CheckoutResponse })
    .catch((error: unknown) => {
      throw isBadResponse(error) ? noUrl() : error;
    });
  if (answer.url === '') throw noUrl();
  return answer.url;
}

/** The checkout call as a mutation; its variables are the product id. */
export function useCreateCheckoutSession() {
  return useMutation({ mutationFn: createCheckoutSession });
}
