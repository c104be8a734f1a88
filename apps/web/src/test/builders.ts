import type {
  AdminUser,
  AdminUserDetail,
  AdminUserList,
  Benefit,
  BenefitList,
  ProfileResponse,
} from '@agaia/contract';

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

/** A row of the admin users table, with overridable fields (tests only). */
export function buildAdminUser(overrides: Partial<AdminUser> = {}): AdminUser {
  return {
    accountDBID: 42,
    userName: 'Aria',
    email: 'aria@example.com',
    permission: 0,
    privilege: 0,
    webMgt: 0,
    registerTime: new Date(2025, 5, 24, 15, 5).toISOString(),
    lastLoginTime: new Date(2025, 6, 1, 9, 30).toISOString(),
    lastLoginIP: '203.0.113.7',
    banned: false,
    agaiaCoins: 150,
    astrumCoins: 20,
    agaiaClubExpiry: null,
    hasClaimedFounderPackage: false,
    hasClaimedVeteranPackage: true,
    isEmailConfirmed: true,
    twoFactorEnabled: false,
    ...overrides,
  };
}

/** GET /api/admin/users/{id} as the API answers it: the row plus its bans and audit entries (tests only). */
export function buildAdminUserDetail(overrides: Partial<AdminUserDetail> = {}): AdminUserDetail {
  return { ...buildAdminUser(), bans: [], audit: [], ...overrides };
}

/** One page of the users table (tests only). */
export function buildUserList(users: AdminUser[], overrides: Partial<AdminUserList> = {}): AdminUserList {
  return { users, total: users.length, page: 1, pageSize: '10', ...overrides };
}

/** One account benefit row (tests only). */
export function buildBenefit(overrides: Partial<Benefit> = {}): Benefit {
  return {
    accountDBID: 42,
    userName: 'Aria',
    benefitId: 434,
    availableUntil: new Date(2030, 0, 2, 3, 4).toISOString(),
    ...overrides,
  };
}

/** One page of the benefits table (tests only). */
export function buildBenefitList(benefits: Benefit[], overrides: Partial<BenefitList> = {}): BenefitList {
  return { benefits, total: benefits.length, page: 1, pageSize: '10', ...overrides };
}
