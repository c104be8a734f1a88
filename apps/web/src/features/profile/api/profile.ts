import { ProfileResponse } from '@agaia/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { i18n } from '../../../i18n/i18n.ts';
import { api, isBadResponse } from '../../../lib/api.ts';

/** Query key of GET /api/user/profile; every account mutation invalidates it. */
export const profileQueryKey = ['user', 'profile'] as const;

// Agaia Coins default to 0 when the server leaves them out (docs/product.md §4.1), instead of failing the whole
// profile.
const ProfileAnswer = ProfileResponse.extend({
  agaiaCoins: ProfileResponse.shape.agaiaCoins.nullish().transform((coins) => coins ?? 0),
});

/** GET /api/user/profile: the logged-in user's profile (docs/product.md §4.1). */
const profileQueryOptions = queryOptions({
  queryKey: profileQueryKey,
  queryFn: async ({ signal }) => {
    try {
      return await api.get('/user/profile', { schema: ProfileAnswer, signal });
    } catch (error) {
      // A successful answer without usable profile data: 'Could not load profile data.'
      if (isBadResponse(error)) throw new Error(i18n.t('profile.noData'));
      throw error;
    }
  },
});

/** The profile query. */
export function useProfile() {
  return useQuery(profileQueryOptions);
}
