import { TwitchStats } from '@agaia/contract';
import { useQuery } from '@tanstack/react-query';
import type { StatsParams } from './keys.ts';
import { periodQueryOptions } from './stats-query.ts';

/** GET /api/admin/stats/twitch (Game Stats, prime 17): linked accounts, watch and stream minutes, claims. */
export function useTwitchStats(params: StatsParams) {
  return useQuery(periodQueryOptions('twitch', params, TwitchStats));
}
