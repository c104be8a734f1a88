import { TwitchRewardList } from '@agaia/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../../lib/api.ts';
import { adminRewardsKey } from './keys.ts';

/** GET /api/admin/twitch/rewards: every Twitch drop reward of every season. */
const adminRewardsQueryOptions = queryOptions({
  queryKey: adminRewardsKey,
  queryFn: async ({ signal }) =>
    (await api.get('/admin/twitch/rewards', { schema: TwitchRewardList, signal })).rewards,
});

/** The admin rewards query. */
export function useAdminRewards() {
  return useQuery(adminRewardsQueryOptions);
}
