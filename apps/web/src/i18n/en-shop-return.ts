// The checkout return page's order summary and retry, added to the catalog by shop-return-messages.ts when that page
// loads: a visitor of any other page never downloads them.
export const enShopReturn = {
  shop: {
    tryAgain: 'Try Again',
    orderTitle: 'Your order',
    orderNumber: 'Order #{{id}}',
    orderLoading: 'Loading your order...',
    orderLoadFailed: 'Your order could not be loaded. Your profile shows what has arrived.',
    orderStatus: {
      pending: 'Waiting for the payment to be confirmed. This page updates by itself.',
      paid: 'Paid. Your rewards are on their way.',
      failed: 'This payment did not go through. Nothing was charged.',
      expired: 'This checkout expired before it was paid. Nothing was charged.',
      refunded: 'This order was refunded.',
      disputed: 'This payment is under dispute.',
    },
    arrivesTitle: 'What arrives where',
    grantCoins: '{{count}} Agaia Coins',
    grantClub_one: '{{count}} day of Agaia Club',
    grantClub_other: '{{count}} days of Agaia Club',
    grantBenefit_one: 'Benefit {{benefitId}} for {{count}} day',
    grantBenefit_other: 'Benefit {{benefitId}} for {{count}} days',
    grantItem: 'Item {{itemId}} × {{quantity}}',
    grantBox: 'Box {{boxId}} × {{quantity}} (item {{itemId}})',
    toSiteAccount: 'On your site account: your profile shows them.',
    toGameAccount: 'On your game account.',
    toMailbox: 'In your in-game mailbox.',
    toItemBox: "In the game's item claim box.",
  },
} as const;
