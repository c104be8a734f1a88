import { allMessages, registerMessages } from './catalogs.ts';
import { enAdmin } from './en/admin.ts';
import { enAdminMails } from './en/admin-mails.ts';
import { enAdminStats } from './en/admin-stats.ts';

// Adds the admin panel's messages (en/admin.ts, and the sections kept in files of their own) to the catalog when first
// imported: the admin page imports this module, so its chunk carries them and a visitor never downloads them. Deep
// merge: `admin.loadingPanel` and `admin.preparing` (en/main.ts) stay.
export const adminMessages = allMessages([
  registerMessages('admin', enAdmin),
  registerMessages('admin-mails', enAdminMails),
  registerMessages('admin-stats', enAdminStats),
]);
