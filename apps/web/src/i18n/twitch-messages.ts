import { registerMessages } from './catalogs.ts';
import { enTwitch } from './en/twitch.ts';

// Adds the Twitch Drops panel's words when first imported: each of its components that shows them imports this
// module and asks for them (useMessages), so they come with the panel's chunk.
export const twitchMessages = registerMessages('twitch', enTwitch);
