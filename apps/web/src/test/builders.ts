import type { ProfileResponse } from '@agaia/contract';

/** A profile as GET /api/user/profile answers it, with overridable fields (tests only). */
export function buildProfile(overrides: Partial<ProfileResponse> = {}): ProfileResponse {
  return {
    userName: 'Aria',
    email: 'aria@example.com',
    isEmailConfirmed: true,
    avatarUrl: null,
    accountDBID: 42,
    registerTime: new Date(2025, 5, 24, 15, 5).toISOString(),
    lastLoginTime: null,
    agaiaCoins: 150,
    hasClaimedVeteranPackage: true,
    hasClaimedFounderPackage: false,
    ...overrides,
  };
}
