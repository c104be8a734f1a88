import { enAdmin } from './en-admin.ts';
import { enAdminMails } from './en-admin-mails.ts';
import { enAdminStats } from './en-admin-stats.ts';
import { i18n } from './i18n.ts';

// Adds the admin panel's messages (en-admin.ts, and the sections kept in files of their own) to the catalog when first
// imported: the admin page imports this module, so its chunk carries them and a visitor never downloads them. Deep
// merge: `admin.loadingPanel` and `admin.preparing` (en.ts) stay.
i18n.addResourceBundle('en', 'translation', enAdmin, true, false);
i18n.addResourceBundle('en', 'translation', enAdminMails, true, false);
i18n.addResourceBundle('en', 'translation', enAdminStats, true, false);
