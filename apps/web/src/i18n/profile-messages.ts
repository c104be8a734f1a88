import { enProfile } from './en-profile.ts';
import { i18n } from './i18n.ts';

// Adds the profile's own messages when first imported: the profile page imports this module, so its lazy chunk
// carries them. Deep merge: the rest of `profile` (en.ts) stays.
i18n.addResourceBundle('en', 'translation', enProfile, true, false);
