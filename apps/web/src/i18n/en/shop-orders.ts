// The shop's orders as their buyer sees them (the checkout return page's summary and retry, the profile's donation
// history), added to the catalog by shop-orders-messages.ts when either loads: a visitor of any other page never
// downloads them.
export const enShopOrders = {
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
    grantCoins: '{{coins}} Agaia Coins',
    grantClub_one: '{{count}} day of Agaia Club',
    grantClub_other: '{{count}} days of Agaia Club',
    grantBenefit_one: 'Benefit {{benefitId}} for {{count}} day',
    grantBenefit_other: 'Benefit {{benefitId}} for {{count}} days',
    grantNamedBenefit_one: '{{name}} for {{count}} day',
    grantNamedBenefit_other: '{{name}} for {{count}} days',
    grantItem: 'Item {{itemId}} × {{quantity}}',
    grantBox: 'Box {{boxId}} × {{quantity}} (item {{itemId}})',
    // An item the product named; for a box, the quantity counts the boxes that arrive.
    grantNamedItem: '{{name}} × {{quantity}}',
    grantNamedBox: '{{name}} × {{quantity}}',
    toSiteAccount: 'On your site account: your profile shows them.',
    toGameAccount: 'On your game account.',
    toMailbox: 'In your in-game mailbox.',
    toItemBox: "In the game's item claim box.",
    history: {
      intro: 'Your donations, newest first: what each one granted and whether it has reached the game.',
      listLabel: 'Your donations',
      loading: 'Loading your donations...',
      loadFailed: 'Your donations could not be loaded.',
      emptyTitle: 'No donations yet',
      emptyText:
        'Donations keep the server running and bring cosmetics only. What you buy shows here with its delivery.',
      placed: 'Order #{{id}} · {{date}}',
      granted: 'What it granted',
      showMore: 'Show more',
      loadingMore: 'Loading...',
      status: {
        pending: 'Awaiting payment',
        paid: 'Paid',
        failed: 'Not paid',
        expired: 'Expired',
        refunded: 'Refunded',
        disputed: 'Disputed',
      },
      delivery: {
        pending: 'Delivery on its way',
        delivered: 'Delivered in game',
        delayed:
          'Delivery held up: if it has not arrived within a day, contact the staff with order #{{id}}.',
        cancelled: 'Delivery cancelled',
      },
    },
  },
} as const;
