/** Query keys of the admin statistics: one per view's endpoint, each with the period it was asked for. */
export const statsAdminKeys = {
  all: ['admin', 'stats'] as const,
  view: (view: StatsView, period?: StatsParams) =>
    (period ? ['admin', 'stats', view, period] : ['admin', 'stats', view]) as readonly unknown[],
};

/** The endpoints under /api/admin/stats/. */
export type StatsView = 'community' | 'referrals' | 'twitch' | 'online' | 'payments' | 'characters';

/**
 * The period a Game or Payment view asks for, as the URL holds it: each day absent lets the server fill its default
 * (the last 30 days); the server checks them and answers 400 with its message.
 */
export type StatsParams = { from?: string; to?: string; bucket: string };
