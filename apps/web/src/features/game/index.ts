/**
 * The game feature's public entry: the servers' status (header, landing), the player's characters and game wallet
 * (profile). The admin's Game sections and the box picker come from `admin/index.ts`.
 */
export { useUserGame } from './api/user-game.ts';
export { PlayerCharacters } from './player-characters.tsx';
export { ServerStatus } from './server-status.tsx';
