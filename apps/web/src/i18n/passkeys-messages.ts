import { registerMessages } from './catalogs.ts';
import { enPasskeys } from './en/passkeys.ts';

// Adds the passkeys' messages when first imported: the profile's Passkeys card and the login's passkey ceremony import
// this module, so their lazy chunks carry them. Deep merge: the rest of `profile` and `auth` stays.
export const passkeysMessages = registerMessages('passkeys', enPasskeys);
