/**
 * The English messages of the game back end (tera-api): server status, the player's characters and game coins, the
 * account hints of the game's rules. Part of the `en` catalog under `game`; the admin's Game sections (`game.admin`)
 * are in en-admin.ts, loaded with the admin panel.
 */
export const enGame = {
  status: {
    label: 'Game servers',
    open: 'Open',
    closed: 'Closed',
    online: '{{players}} online',
    playersOnline_one: '{{players}} player online',
    playersOnline_other: '{{players}} players online',
    unavailable: 'Server status unavailable',
  },
  hints: {
    userName: '3 to 24 letters and digits: this is also your game login.',
    password: '8 to 128 characters.',
  },
  player: {
    coins: 'Game coins',
    coinsUnavailable: 'Unavailable',
    loading: 'Loading your characters...',
    loadFailed: 'Failed to load your characters.',
    unavailable:
      'The game server is not answering right now. Your characters will show here when it is back.',
  },
  characters: {
    caption: 'Characters on {{server}}',
    name: 'Name',
    class: 'Class',
    level: 'Level',
    race: 'Race',
    gender: 'Gender',
    server: 'Server',
  },
} as const;
