/** The game feature's sentences (answers and refusals), in English. */
export const GameText = {
  apiNotConfigured: 'The game API is not configured on this server.',
  invalidApiKey: 'Invalid game API key.',
  doNotHandOut: 'This delivery was cancelled: do not hand it out.',
  delivered: 'Delivered.',
  deliveryRequeued: 'Delivery queued again.',
  deliveryCancelled: 'Delivery cancelled.',
  // A retry starts from a failed or cancelled delivery; a cancel from a pending or failed one: one sentence per state.
  retryPending: 'This delivery is pending: only a failed or cancelled delivery can be retried.',
  retrySending: 'This delivery is sending: only a failed or cancelled delivery can be retried.',
  retryUnknown: 'This delivery is unknown: only a failed or cancelled delivery can be retried.',
  retryDelivered: 'This delivery is delivered: only a failed or cancelled delivery can be retried.',
  cancelSending: 'This delivery is sending: only a pending or failed delivery can be cancelled.',
  cancelUnknown: 'This delivery is unknown: only a pending or failed delivery can be cancelled.',
  cancelDelivered: 'This delivery is delivered: only a pending or failed delivery can be cancelled.',
  cancelCancelled: 'This delivery is cancelled: only a pending or failed delivery can be cancelled.',
  boxesUnavailable: 'The game server did not answer: its boxes cannot be listed now.',
  itemWithoutBox: 'This item has no game box: set its box on the product or reward, then retry.',
  fundLedgerOverflow:
    "tera-api cannot record this fund: its ledger joins the wallet's balance and the amount as text, and the result passes the largest number it stores. Every retry fails the same way: send a smaller amount, or fix tera-api's ledger first.",
  gameUnavailable: 'The game server is not answering right now. Please try again in a few minutes.',
  accountRefused: 'The game refused this account. Please check the name, email and password.',
} as const;
