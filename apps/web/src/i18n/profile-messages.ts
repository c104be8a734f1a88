import { registerMessages } from './catalogs.ts';
import { enProfile } from './en/profile.ts';

// Adds the profile's own messages when first imported: the profile page imports this module, so its lazy chunk
// carries them. Deep merge: the rest of `profile` (en/main.ts) stays.
export const profileMessages = registerMessages('profile', enProfile);
