import {
  CharacterStats,
  CommunityStats,
  OnlineStats,
  PaymentStats,
  Prime,
  ReferralStats,
  StatsQuery,
  TwitchStats,
} from '@agaia/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AuthGuards } from '../../platform/auth.ts';
import { bearer, errorsFor } from '../../platform/route-schemas.ts';
import type { StatsService } from './stats.service.ts';

/** The admin statistics (/api/admin/stats/…): one read per view, each under the prime of its section. */
export const statsRoutes: FastifyPluginAsyncZod<{ stats: StatsService; guards: AuthGuards }> = async (
  app,
  deps,
) => {
  const { stats, guards } = deps;
  const tags = ['admin: statistics'];
  const period =
    'Over `from` to `to` (whole days in STATS_TIME_ZONE; the last 30 days by default; at most 731), per `bucket` (day, week or month).';
  const views = [
    [
      'community',
      Prime.statsGame,
      CommunityStats,
      'Registrations and logins per bucket; accounts, confirmed, unconfirmed and active bans now.',
      stats.community,
    ],
    [
      'referrals',
      Prime.statsGame,
      ReferralStats,
      'Referral hits and referred registrations per bucket; per video (utm_content) and per campaign with the conversion rate.',
      stats.referrals,
    ],
    [
      'twitch',
      Prime.statsGame,
      TwitchStats,
      'Watch and stream minutes per bucket, claims per reward, linked accounts.',
      stats.twitch,
    ],
    [
      'online',
      Prime.statsGame,
      OnlineStats,
      'Players online per game server: the peak and mean of the minute samples per bucket, and now.',
      stats.online,
    ],
    [
      'payments',
      Prime.statsPayment,
      PaymentStats,
      'Revenue and paid orders per bucket, orders by status, top products, refunds, disputes and open deliveries.',
      stats.payments,
    ],
  ] as const;
  for (const [name, prime, response, description, read] of views)
    app.get(
      `/admin/stats/${name}`,
      {
        onRequest: guards.requirePrime(prime),
        schema: {
          tags,
          security: bearer,
          description: `${description} ${period}`,
          querystring: StatsQuery,
          response: { 200: response, ...errorsFor(400, 401, 403) },
        },
      },
      (request) => read(request.query),
    );

  app.get(
    '/admin/stats/characters',
    {
      onRequest: guards.requirePrime(Prime.statsCharacter),
      schema: {
        tags,
        security: bearer,
        description:
          "Characters per class, race and level band, in all and per server, from the game's database (read at most every 5 minutes); connected false without tera-api.",
        response: { 200: CharacterStats, ...errorsFor(401, 403, 503) },
      },
    },
    () => stats.characters(),
  );
};
