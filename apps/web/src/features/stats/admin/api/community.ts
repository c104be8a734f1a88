import { CommunityStats } from '@agaia/contract';
import { useQuery } from '@tanstack/react-query';
import type { StatsParams } from './keys.ts';
import { periodQueryOptions } from './stats-query.ts';

/** GET /api/admin/stats/community (Game Stats, prime 17): registrations and logins per bucket, the account totals. */
export function useCommunityStats(params: StatsParams) {
  return useQuery(periodQueryOptions('community', params, CommunityStats));
}
