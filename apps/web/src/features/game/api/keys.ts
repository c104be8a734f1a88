/** Query keys of the game's public side: the servers' status and the player's own game (characters, coins). */
export const gameKeys = {
  status: ['game', 'status'] as const,
  user: ['user', 'game'] as const,
};
