import type { FastifyPluginAsync } from 'fastify';
import type { FeatureModule } from '../../platform/module.ts';
import type { Platform } from '../../platform/platform.ts';
import { twitchAdminRoutes } from './twitch.admin.routes.ts';
import { twitchRoutes } from './twitch.routes.ts';
import { seedTwitchRewards } from './twitch.seed.ts';
import { createTwitchFeature } from './twitch.ts';

/** Twitch drops: linking, the watch- and stream-time accrual job, claims, and the admin rewards editor (prime 13). */
export function createTwitchModule(deps: {
  platform: Pick<
    Platform,
    | 'config'
    | 'database'
    | 'db'
    | 'clock'
    | 'log'
    | 'guards'
    | 'sessions'
    | 'entitlements'
    | 'media'
    | 'jobLeader'
  >;
}) {
  const { platform } = deps;
  const twitch = createTwitchFeature({ ...platform, mediaStore: platform.media });
  const routeDeps = { twitch, guards: platform.guards, sessions: platform.sessions };
  const routes: FastifyPluginAsync = async (app) => {
    await app.register(twitchRoutes, routeDeps);
    await app.register(twitchAdminRoutes, routeDeps);
  };
  const { accrual } = twitch;
  return {
    name: 'twitch',
    routes,
    service: twitch,
    seeds: [() => seedTwitchRewards(platform)],
    jobs: accrual
      ? [{ name: 'twitch-accrual', start: () => accrual.start(), stop: () => accrual.stop() }]
      : [],
  } satisfies FeatureModule;
}
