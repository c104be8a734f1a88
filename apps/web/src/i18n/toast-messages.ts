import { registerMessages } from './catalogs.ts';
import { enToast } from './en/toast.ts';

// Adds the toast corridor's messages when first imported: components/toast.tsx imports this module, so the chunks of
// the pages that mount the corridor carry them.
export const toastMessages = registerMessages('toast', enToast);
