import type { FastifyPluginAsync } from 'fastify';
import type { Config } from '../../config.ts';
import { createIntervalJob, runExclusive } from '../../platform/jobs.ts';
import type { FeatureModule } from '../../platform/module.ts';
import type { Platform } from '../../platform/platform.ts';
import type { GameBackendService } from '../game/game.module.ts';
import { createOnlineSampler, useStatsTimeZone } from './online-sampler.ts';
import { statsRoutes } from './stats.routes.ts';
import { createStatsService } from './stats.service.ts';

// Any constant works; it only has to be the same in every instance of this site (and differ from the others').
const SAMPLER_LOCK_KEY = 7_310_402_029;
const SAMPLE_INTERVAL_MS = 60_000;

/**
 * The admin statistics (Game, Payment and Character Stats): reads over the site's own rows and daily counts kept by
 * triggers, and, with tera-api, players online (sampled each minute by the instance that runs the jobs) and the
 * game's characters. At start the database is told the operator's time zone (STATS_TIME_ZONE).
 */
export function createStatsModule(deps: {
  platform: Pick<Platform, 'db' | 'database' | 'clock' | 'log' | 'guards' | 'jobLeader'>;
  config: Pick<Config, 'STATS_TIME_ZONE' | 'STRIPE_CURRENCY'>;
  game: Pick<GameBackendService, 'kind' | 'servers' | 'characterCounts'>;
}) {
  const { db, database, clock, log, guards, jobLeader } = deps.platform;
  const timeZone = deps.config.STATS_TIME_ZONE;
  const stats = createStatsService({
    db,
    clock,
    log,
    game: deps.game,
    timeZone,
    currency: deps.config.STRIPE_CURRENCY,
  });
  const sampler = createOnlineSampler({ db, clock, game: deps.game });
  const lock = { db, useAdvisoryLock: database.kind === 'postgres', leader: jobLeader };
  const service = {
    ...stats,
    /** One sample of players online, unless another instance runs the jobs (then undefined); the job's tick. */
    sampleOnline: () => runExclusive(lock, SAMPLER_LOCK_KEY, () => sampler.sample()),
  };
  const jobs =
    deps.game.kind === 'tera-api'
      ? [
          createIntervalJob({
            name: 'online sampler',
            intervalMs: SAMPLE_INTERVAL_MS,
            log,
            tick: service.sampleOnline,
          }),
        ]
      : [];
  const routes: FastifyPluginAsync = async (app) => {
    app.addHook('onReady', async () => {
      if (await useStatsTimeZone(db, timeZone))
        log.info({ timeZone }, 'statistics: days counted in a new time zone');
    });
    await app.register(statsRoutes, { stats: service, guards });
  };
  return { name: 'stats', routes, service, jobs } satisfies FeatureModule;
}
