import { enLoginTwoFactor } from './en-login-two-factor.ts';
import { i18n } from './i18n.ts';

// Adds the login's second step's messages when first imported: features/auth/two-factor-step.tsx imports this module,
// so its lazy chunk carries them. Deep merge: the rest of `auth` (en.ts) stays.
i18n.addResourceBundle('en', 'translation', enLoginTwoFactor, true, false);
