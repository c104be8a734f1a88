import { enAdmin } from './en-admin.ts';
import { i18n } from './i18n.ts';

// Adds the admin panel's messages to the catalog when first imported: the admin page imports this module, so its
// chunk carries them and a visitor never downloads them. Deep merge: `admin.loadingPanel` and `admin.preparing`
// (en.ts) stay.
i18n.addResourceBundle('en', 'translation', enAdmin, true, false);
