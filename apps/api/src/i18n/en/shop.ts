/** The shop feature's sentences (answers and refusals), in English. */
export const ShopText = {
  paymentsOff: 'Payments are not configured on this server yet. Please try again later.',
  productNotAvailable: 'This product is not available.',
  checkoutFailed: 'The payment provider could not start the checkout. Please try again.',
  productNotFound: 'Product not found.',
  orderNotFound: 'Order not found.',
  missingSignature: 'Missing Stripe signature.',
  invalidSignature: 'Invalid Stripe signature.',
  disputeBan: 'The payment for order #{{orderId}} was disputed with the bank (a chargeback).',
} as const;
