import { OnlineStats } from '@agaia/contract';
import { useQuery } from '@tanstack/react-query';
import type { StatsParams } from './keys.ts';
import { periodQueryOptions } from './stats-query.ts';

/** GET /api/admin/stats/online (Game Stats, prime 17): players online per game server, when a game is connected. */
export function useOnlineStats(params: StatsParams) {
  return useQuery(periodQueryOptions('online', params, OnlineStats));
}
