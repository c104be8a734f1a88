import { z } from 'zod';
import { count, int32, nonNegativeInt, rowId } from './bounds.ts';
import { StatsMessages } from './i18n/en/stats.ts';
import { STATS_MAX_DAYS } from './limits.ts';
import { ORDER_STATUSES } from './shop.ts';

export { StatsMessages } from './i18n/en/stats.ts';
export { STATS_MAX_DAYS } from './limits.ts';

/**
 * The admin statistics (issue 19): one endpoint per view under /api/admin/stats/…, each over a period of whole days
 * in the operator's time zone (STATS_TIME_ZONE) and answering series ready to plot.
 */

export const STATS_BUCKETS = ['day', 'week', 'month'] as const;
export type StatsBucket = (typeof STATS_BUCKETS)[number];

/** The default period: the last 30 days, today included. */
export const STATS_DEFAULT_DAYS = 30;

/** A calendar day, YYYY-MM-DD, from 2000 to 2100, that exists (no 2026-02-30). */
const StatsDay = z.string().refine((value) => {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (!match) return false;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  if (year < 2000 || year > 2100) return false;
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}, StatsMessages.badDate);

/** Days from `from` to `to`, both counted (2026-01-01 → 2026-01-01 is 1). */
export function daysBetween(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000) + 1;
}

/** The period of a stats view: each day defaults (the server fills them from today in its time zone). */
export const StatsQuery = z
  .object({
    from: StatsDay.optional(),
    to: StatsDay.optional(),
    bucket: z.enum(STATS_BUCKETS, { error: StatsMessages.badBucket }).default('day'),
  })
  .superRefine((query, ctx) => {
    if (!query.from || !query.to) return;
    const days = daysBetween(query.from, query.to);
    if (days < 1) ctx.addIssue({ code: 'custom', path: ['to'], message: StatsMessages.reversed });
    else if (days > STATS_MAX_DAYS)
      ctx.addIssue({ code: 'custom', path: ['to'], message: StatsMessages.tooLong });
  });
export type StatsQuery = z.infer<typeof StatsQuery>;

/** The period an answer covers, once the defaults are filled in. */
export const StatsPeriod = z.object({
  from: z.string(),
  to: z.string(),
  bucket: z.enum(STATS_BUCKETS),
  /** The IANA time zone the days are counted in. */
  timeZone: z.string(),
  /** The first day of each bucket, in order, every bucket of the period present (a week starts on Monday). */
  buckets: z.array(z.string()),
});
export type StatsPeriod = z.infer<typeof StatsPeriod>;

/** One number per bucket of the period. */
const series = () => z.array(count());

/** GET /api/admin/stats/community (Game Stats): who came and who came back. */
export const CommunityStats = z.object({
  period: StatsPeriod,
  registrations: series(),
  logins: series(),
  totals: z.object({
    accounts: count(),
    confirmed: count(),
    unconfirmed: count(),
    activeBans: count(),
    /** Within the period. */
    registrations: count(),
    logins: count(),
  }),
});
export type CommunityStats = z.infer<typeof CommunityStats>;

/** One video (utm_content) or campaign (utm_campaign): null collects the hits and registrations that named none. */
export const ReferralRow = z.object({
  name: z.string().nullable(),
  hits: count(),
  registrations: count(),
  /** Registrations per hit, 0 to 1 (rounded to 4 places); null without hits. */
  conversion: z.number().min(0).nullable(),
});
export type ReferralRow = z.infer<typeof ReferralRow>;

/** The most rows each referral table holds (most hits first). */
export const REFERRAL_ROWS_MAX = 100;

/** GET /api/admin/stats/referrals (Game Stats): which video brought whom. */
export const ReferralStats = z.object({
  period: StatsPeriod,
  hits: series(),
  registrations: series(),
  videos: z.array(ReferralRow),
  campaigns: z.array(ReferralRow),
  totals: z.object({ hits: count(), registrations: count() }),
});
export type ReferralStats = z.infer<typeof ReferralStats>;

/** GET /api/admin/stats/twitch (Game Stats): links, minutes and claims. */
export const TwitchStats = z.object({
  period: StatsPeriod,
  watchMinutes: series(),
  streamMinutes: series(),
  rewards: z.array(
    z.object({
      rewardId: rowId(),
      title: z.string(),
      type: z.enum(['viewer', 'streamer']),
      season: int32(),
      claims: count(),
    }),
  ),
  totals: z.object({
    linkedAccounts: count(),
    watchMinutes: count(),
    streamMinutes: count(),
    claims: count(),
  }),
});
export type TwitchStats = z.infer<typeof TwitchStats>;

/** GET /api/admin/stats/online (Game Stats): players online per game server, sampled each minute. */
export const OnlineStats = z.object({
  period: StatsPeriod,
  /** Whether a game back end that reports its servers is connected (GAME_BACKEND=tera-api). */
  connected: z.boolean(),
  servers: z.array(
    z.object({
      serverId: int32(),
      name: z.string(),
      /** Players online now; null when the game does not answer or the server is no longer listed. */
      now: nonNegativeInt().nullable(),
      /** Per bucket: the most seen in one sample, and the mean of the samples (rounded); 0 without samples. */
      peak: series(),
      average: series(),
    }),
  ),
});
export type OnlineStats = z.infer<typeof OnlineStats>;

/** GET /api/admin/stats/payments (Payment Stats): in the shop's currency, amounts in its cents. */
export const PaymentStats = z.object({
  period: StatsPeriod,
  currency: z.string(),
  /** Per bucket, by the day each order was paid (refunded and disputed ones included: the money came in). */
  revenueCents: series(),
  paidOrders: series(),
  /** Orders created in the period, by their status now. */
  byStatus: z.record(z.enum(ORDER_STATUSES), count()),
  topProducts: z.array(
    z.object({ productId: rowId(), name: z.string(), orders: count(), revenueCents: count() }),
  ),
  totals: z.object({
    revenueCents: count(),
    paidOrders: count(),
    /** Revenue over paid orders, rounded to a cent; null without one. */
    averageOrderCents: count().nullable(),
    refunds: count(),
    refundedCents: count(),
    disputes: count(),
    disputedCents: count(),
  }),
  /** Now: what is still on its way to the game (pending, sending or unknown). */
  deliveries: z.object({ open: count(), oldestCreatedAt: z.string().nullable() }),
});
export type PaymentStats = z.infer<typeof PaymentStats>;

/** One count per id (a class, a race) or per level band. */
const Counted = z.object({ id: int32(), count: count() });
const LevelBand = z.object({ from: int32(), to: int32(), count: count() });

/** Characters of one selection (all, or one server) by class, race and level band. */
export const CharacterBreakdown = z.object({
  total: count(),
  classes: z.array(Counted),
  races: z.array(Counted),
  levels: z.array(LevelBand),
});

/** GET /api/admin/stats/characters (Character Stats), from tera-api's database, refreshed at most every 5 minutes. */
export const CharacterStats = z.discriminatedUnion('connected', [
  z.object({ connected: z.literal(false) }),
  z.object({
    connected: z.literal(true),
    /** When the counts were read from the game's database. */
    readAt: z.string(),
    all: CharacterBreakdown,
    servers: z.array(CharacterBreakdown.extend({ serverId: int32(), name: z.string() })),
  }),
]);
export type CharacterStats = z.infer<typeof CharacterStats>;
export type CharacterBreakdown = z.infer<typeof CharacterBreakdown>;
