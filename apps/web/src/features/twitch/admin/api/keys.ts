import { TWITCH_REWARD_TYPES } from '@agaia/contract';
import type { QueryClient } from '@tanstack/react-query';
import { twitchKeys } from '../../api/keys.ts';

/** Query key of the admin rewards list. */
export const adminRewardsKey = ['admin', 'twitch', 'rewards'] as const;

/** After a reward write: the admin list, and the players' reward lists of both kinds (viewer and streamer). */
export function invalidateRewards(client: QueryClient) {
  return Promise.all([
    client.invalidateQueries({ queryKey: adminRewardsKey }),
    ...TWITCH_REWARD_TYPES.map((kind) => client.invalidateQueries({ queryKey: twitchKeys.rewards(kind) })),
  ]);
}
