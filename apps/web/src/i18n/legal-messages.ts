import { registerMessages } from './catalogs.ts';
import { enLegal } from './en/legal.ts';

// Adds these words when first imported: each component that shows them imports this module and asks for them
// (useMessages), so they come with its chunk, never in the home page's start.
export const legalMessages = registerMessages('legal', enLegal);
