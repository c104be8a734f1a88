import { StreamTimeResponse, type TwitchRewardType, WatchTimeResponse } from '@agaia/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';
import { DROP_PATHS, twitchKeys } from './keys.ts';

/** The time refreshes every 60 s while Twitch is linked (docs/product.md §9.4). */
export const TIME_REFRESH_MS = 60_000;

/** GET /api/user/twitch/watchtime or /streamtime: the player's total minutes of that kind. */
function twitchTimeQueryOptions(kind: TwitchRewardType) {
  return queryOptions({
    queryKey: twitchKeys.time(kind),
    queryFn: async ({ signal }) =>
      kind === 'viewer'
        ? (await api.get(DROP_PATHS.viewer.time, { schema: WatchTimeResponse, signal })).watchTime
        : (await api.get(DROP_PATHS.streamer.time, { schema: StreamTimeResponse, signal })).streamTime,
  });
}

/** The time query, polled every 60 s while `isLinked`, idle otherwise. */
export function useTwitchTime(kind: TwitchRewardType, isLinked: boolean) {
  return useQuery({
    ...twitchTimeQueryOptions(kind),
    enabled: isLinked,
    refetchInterval: isLinked ? TIME_REFRESH_MS : false,
  });
}
