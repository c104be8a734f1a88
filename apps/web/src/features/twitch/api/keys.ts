import type { TwitchRewardType } from '@agaia/contract';

/** Query keys of the player's Twitch drops: everything lives under ['twitch'], so unlinking invalidates it at once. */
export const twitchKeys = {
  all: ['twitch'] as const,
  time: (kind: TwitchRewardType) => ['twitch', kind, 'time'] as const,
  rewards: (kind: TwitchRewardType) => ['twitch', kind, 'rewards'] as const,
};

/** The player's endpoints of each kind of drop (docs/product.md §9.3). */
export const DROP_PATHS = {
  viewer: {
    time: '/user/twitch/watchtime',
    rewards: '/user/twitch/watchrewards',
    claim: '/user/twitch/getviewerreward',
  },
  streamer: {
    time: '/user/twitch/streamtime',
    rewards: '/user/twitch/streamrewards',
    claim: '/user/twitch/getstreamerreward',
  },
} as const satisfies Record<TwitchRewardType, { time: string; rewards: string; claim: string }>;
