import { enShopOrders } from './en-shop-orders.ts';
import { i18n } from './i18n.ts';

// Adds the shop's order messages when first imported: the checkout return page and the donation history import this
// module, so their lazy chunks carry them. Deep merge: the rest of `shop` (en.ts) stays.
i18n.addResourceBundle('en', 'translation', enShopOrders, true, false);
