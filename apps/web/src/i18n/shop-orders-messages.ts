import { registerMessages } from './catalogs.ts';
import { enShopOrders } from './en/shop-orders.ts';

// Adds the shop's order messages when first imported: the checkout return page and the donation history import this
// module, so their lazy chunks carry them. Deep merge: the rest of `shop` (en/main.ts) stays.
export const shopOrdersMessages = registerMessages('shop-orders', enShopOrders);
