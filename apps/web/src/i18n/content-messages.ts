import { registerMessages } from './catalogs.ts';
import { enContent } from './en/content.ts';

// Adds the news and patch notes pages' words when first imported: each of those pages imports this module, so the
// words come with their chunks, not in every page's start.
export const contentMessages = registerMessages('content', enContent);
