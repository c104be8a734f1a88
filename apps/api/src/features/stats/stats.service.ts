import type { StatsQuery } from '@agaia/contract';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client.ts';
import type { Clock } from '../../platform/clock.ts';
import type { GameBackendService } from '../game/game.module.ts';
import { createActivityStats } from './activity-stats.ts';
import { createCharacterStats } from './character-stats.ts';
import { createCommunityStats } from './community-stats.ts';
import { createPaymentStats } from './payment-stats.ts';
import { resolvePeriod } from './period.ts';

/** Every statistics view, each reading its period (defaults filled in, in STATS_TIME_ZONE) from the query. */
export function createStatsService(deps: {
  db: Db;
  clock: Clock;
  log: FastifyBaseLogger;
  game: Pick<GameBackendService, 'kind' | 'servers' | 'characterCounts'>;
  timeZone: string;
  currency: string;
}) {
  const { db, clock, timeZone } = deps;
  const community = createCommunityStats({ db, clock });
  const activity = createActivityStats({ db, game: deps.game });
  const payments = createPaymentStats({ db, currency: deps.currency });
  const characters = createCharacterStats({ game: deps.game, clock, log: deps.log });
  const period = (query: StatsQuery) => resolvePeriod(query, timeZone, clock.now());
  return {
    community: (query: StatsQuery) => community.community(period(query)),
    referrals: (query: StatsQuery) => community.referrals(period(query)),
    twitch: (query: StatsQuery) => activity.twitch(period(query)),
    online: (query: StatsQuery) => activity.online(period(query)),
    payments: (query: StatsQuery) => payments.payments(period(query)),
    characters: () => characters.characters(),
  };
}

export type StatsService = ReturnType<typeof createStatsService>;
