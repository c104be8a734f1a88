import { TwitchRewardList, type TwitchRewardType } from '@agaia/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';
import { DROP_PATHS, twitchKeys } from './keys.ts';

/** GET /api/user/twitch/watchrewards or /streamrewards: that kind's rewards, with isClaimed for this account. */
function twitchRewardsQueryOptions(kind: TwitchRewardType) {
  return queryOptions({
    queryKey: twitchKeys.rewards(kind),
    queryFn: async ({ signal }) =>
      (await api.get(DROP_PATHS[kind].rewards, { schema: TwitchRewardList, signal })).rewards,
  });
}

/** The rewards query, only while Twitch is linked. */
export function useTwitchRewards(kind: TwitchRewardType, isLinked: boolean) {
  return useQuery({ ...twitchRewardsQueryOptions(kind), enabled: isLinked });
}
