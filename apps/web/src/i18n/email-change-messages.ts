import { registerMessages } from './catalogs.ts';
import { enEmailChange } from './en/email-change.ts';

// Adds the email-change page's words when first imported: features/auth/confirm-email-change-page.tsx imports this
// module, so its lazy chunk carries them. Deep merge: the rest of `auth` (en/main.ts) stays.
export const emailChangeMessages = registerMessages('email-change', enEmailChange);
