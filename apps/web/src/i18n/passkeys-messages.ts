import { enPasskeys } from './en-passkeys.ts';
import { i18n } from './i18n.ts';

// Adds the passkeys' messages when first imported: the profile's Passkeys card and the login's passkey ceremony import
// this module, so their lazy chunks carry them. Deep merge: the rest of `profile` and `auth` stays.
i18n.addResourceBundle('en', 'translation', enPasskeys, true, false);
