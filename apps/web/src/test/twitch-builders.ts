import type { TwitchReward } from '@agaia/contract';

/** A player-side Twitch reward with overridable fields. */
export function buildTwitchReward(overrides: Partial<TwitchReward> = {}): TwitchReward {
  return {
    rewardId: 1,
    season: 1,
    type: 'viewer',
    title: 'Frost Mount',
    description: 'A frosty steed.',
    requiredMinutes: 60,
    itemId: 1001,
    itemQuantity: 1,
    boxId: null,
    imageUrl: null,
    isClaimed: false,
    ...overrides,
  };
}
