/**
 * The game feature's admin entry: the panel's shell loads the Game sections from here, as one chunk; the shop and
 * Twitch editors take the box picker from here too.
 */
export { CharactersSection } from './characters-section.tsx';
export { DeliveriesSection } from './deliveries-section.tsx';
export { deliveryThing } from './delivery-text.ts';
export { GameBoxField } from './game-box-field.tsx';
