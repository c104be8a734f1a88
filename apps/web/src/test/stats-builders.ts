import type {
  CharacterStats,
  CommunityStats,
  OnlineStats,
  PaymentStats,
  ReferralStats,
  StatsPeriod,
  TwitchStats,
} from '@agaia/contract';

// Builders of the admin statistics' answers (GET /api/admin/stats/…), over three days unless told. Tests only.

/** A period of three days, by day, counted in São Paulo. */
export function buildStatsPeriod(overrides: Partial<StatsPeriod> = {}): StatsPeriod {
  return {
    from: '2026-11-22',
    to: '2026-11-24',
    bucket: 'day',
    timeZone: 'America/Sao_Paulo',
    buckets: ['2026-11-22', '2026-11-23', '2026-11-24'],
    ...overrides,
  };
}

/** GET /api/admin/stats/community. */
export function buildCommunityStats(overrides: Partial<CommunityStats> = {}): CommunityStats {
  return {
    period: buildStatsPeriod(),
    registrations: [3, 0, 5],
    logins: [40, 52, 61],
    totals: {
      accounts: 1234,
      confirmed: 1100,
      unconfirmed: 134,
      activeBans: 7,
      registrations: 8,
      logins: 153,
    },
    ...overrides,
  };
}

/** GET /api/admin/stats/referrals: two videos (one of them none named), one campaign. */
export function buildReferralStats(overrides: Partial<ReferralStats> = {}): ReferralStats {
  return {
    period: buildStatsPeriod(),
    hits: [10, 20, 30],
    registrations: [1, 2, 3],
    videos: [
      { name: 'frost-trailer', hits: 45, registrations: 5, conversion: 0.1111 },
      { name: null, hits: 15, registrations: 1, conversion: 0.0667 },
    ],
    campaigns: [{ name: 'winter', hits: 0, registrations: 0, conversion: null }],
    totals: { hits: 60, registrations: 6 },
    ...overrides,
  };
}

/** GET /api/admin/stats/twitch: one reward claimed. */
export function buildTwitchStats(overrides: Partial<TwitchStats> = {}): TwitchStats {
  return {
    period: buildStatsPeriod(),
    watchMinutes: [120, 0, 300],
    streamMinutes: [60, 0, 90],
    rewards: [{ rewardId: 7, title: 'Frost Mount', type: 'viewer', season: 2, claims: 14 }],
    totals: { linkedAccounts: 42, watchMinutes: 420, streamMinutes: 150, claims: 14 },
    ...overrides,
  };
}

/** GET /api/admin/stats/online with a game connected: Velika answering, Arun not. */
export function buildOnlineStats(overrides: Partial<OnlineStats> = {}): OnlineStats {
  return {
    period: buildStatsPeriod(),
    connected: true,
    servers: [
      { serverId: 2800, name: 'Velika', now: 57, peak: [80, 95, 101], average: [40, 51, 60] },
      { serverId: 2801, name: 'Arun', now: null, peak: [10, 12, 0], average: [5, 6, 0] },
    ],
    ...overrides,
  };
}

/** GET /api/admin/stats/payments, in reais. */
export function buildPaymentStats(overrides: Partial<PaymentStats> = {}): PaymentStats {
  return {
    period: buildStatsPeriod(),
    currency: 'brl',
    revenueCents: [2990, 0, 8970],
    paidOrders: [1, 0, 3],
    byStatus: { pending: 2, paid: 3, failed: 1, expired: 4, refunded: 1, disputed: 0 },
    topProducts: [
      { productId: 5, name: 'Starter Pack', orders: 3, revenueCents: 8970 },
      { productId: 6, name: '=Founder Pack', orders: 1, revenueCents: 2990 },
    ],
    totals: {
      revenueCents: 11960,
      paidOrders: 4,
      averageOrderCents: 2990,
      refunds: 1,
      refundedCents: 2990,
      disputes: 0,
      disputedCents: 0,
    },
    deliveries: { open: 0, oldestCreatedAt: null },
    ...overrides,
  };
}

/** GET /api/admin/stats/characters with a game connected: two servers. */
export function buildCharacterStats(): CharacterStats {
  return {
    connected: true,
    readAt: '2026-11-24T15:05:00.000Z',
    all: {
      total: 30,
      classes: [
        { id: 0, count: 12 },
        { id: 10, count: 18 },
      ],
      races: [
        { id: 3, count: 20 },
        { id: 6, count: 10 },
      ],
      levels: [
        { from: 1, to: 10, count: 5 },
        { from: 61, to: 70, count: 25 },
      ],
    },
    servers: [
      {
        serverId: 2800,
        name: 'Velika',
        total: 21,
        classes: [
          { id: 0, count: 9 },
          { id: 10, count: 12 },
        ],
        races: [{ id: 3, count: 21 }],
        levels: [{ from: 61, to: 70, count: 21 }],
      },
      {
        serverId: 2801,
        name: 'Arun',
        total: 9,
        classes: [
          { id: 0, count: 3 },
          { id: 10, count: 6 },
        ],
        races: [{ id: 6, count: 9 }],
        levels: [{ from: 1, to: 10, count: 5 }],
      },
    ],
  };
}

/** Every statistics endpoint answering its builder's figures, for stubFetch's table. */
export function statsAnswers() {
  return {
    'GET /api/admin/stats/community': { json: buildCommunityStats() },
    'GET /api/admin/stats/referrals': { json: buildReferralStats() },
    'GET /api/admin/stats/twitch': { json: buildTwitchStats() },
    'GET /api/admin/stats/online': { json: buildOnlineStats() },
    'GET /api/admin/stats/payments': { json: buildPaymentStats() },
    'GET /api/admin/stats/characters': { json: buildCharacterStats() },
  };
}
