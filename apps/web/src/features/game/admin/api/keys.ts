/** Query keys of the game admin: the deliveries outbox, an account's characters, the box templates. */
export const gameAdminKeys = {
  all: ['admin', 'game'] as const,
  deliveries: ['admin', 'game', 'deliveries'] as const,
  characters: (accountDBID: number) => ['admin', 'game', 'characters', accountDBID] as const,
  boxes: ['admin', 'game', 'boxes'] as const,
};
