import { ReferralStats } from '@agaia/contract';
import { useQuery } from '@tanstack/react-query';
import type { StatsParams } from './keys.ts';
import { periodQueryOptions } from './stats-query.ts';

/** GET /api/admin/stats/referrals (Game Stats, prime 17): referral hits and registrations, by video and campaign. */
export function useReferralStats(params: StatsParams) {
  return useQuery(periodQueryOptions('referrals', params, ReferralStats));
}
