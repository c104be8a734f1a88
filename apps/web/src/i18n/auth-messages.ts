import { registerMessages } from './catalogs.ts';
import { enAuth } from './en/auth.ts';

// Adds these words when first imported: each component that shows them imports this module and asks for them
// (useMessages), so they come with its chunk, never in the home page's start.
export const authMessages = registerMessages('auth', enAuth);
