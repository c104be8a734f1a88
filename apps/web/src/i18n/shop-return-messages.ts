import { enShopReturn } from './en-shop-return.ts';
import { i18n } from './i18n.ts';

// Adds the checkout return page's messages when first imported: the return page imports this module, so its lazy
// chunk carries them. Deep merge: the rest of `shop` (en.ts) stays.
i18n.addResourceBundle('en', 'translation', enShopReturn, true, false);
