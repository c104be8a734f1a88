import { registerMessages } from './catalogs.ts';
import { enLoginTwoFactor } from './en/login-two-factor.ts';

// Adds the login's second step's messages when first imported: features/auth/two-factor-step.tsx imports this module,
// so its lazy chunk carries them. Deep merge: the rest of `auth` (en/main.ts) stays.
export const loginTwoFactorMessages = registerMessages('login-two-factor', enLoginTwoFactor);
