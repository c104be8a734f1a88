import { enToast } from './en-toast.ts';
import { i18n } from './i18n.ts';

// Adds the toast corridor's messages when first imported: components/toast.tsx imports this module, so the chunks of
// the pages that mount the corridor carry them.
i18n.addResourceBundle('en', 'translation', enToast, true, false);
