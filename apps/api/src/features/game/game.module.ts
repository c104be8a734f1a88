import type { FastifyPluginAsync } from 'fastify';
import type { Config } from '../../config.ts';
import type { FeatureModule } from '../../platform/module.ts';
import type { Platform } from '../../platform/platform.ts';
import { gameRoutes } from './game.routes.ts';

/**
 * The game back end. With GAME_BACKEND=none (today's only one) a custom connector drains the deliveries outbox over
 * the pull API (`Authorization: Bearer GAME_API_KEY`); the tera-api connector will live here too.
 */
export function createGameModule(deps: {
  platform: Pick<Platform, 'deliveries'>;
  config: Pick<Config, 'GAME_API_KEY'>;
}) {
  const routes: FastifyPluginAsync = async (app) => {
    await app.register(gameRoutes, {
      deliveries: deps.platform.deliveries,
      apiKey: deps.config.GAME_API_KEY,
    });
  };
  return { name: 'game', routes, service: {} } satisfies FeatureModule;
}
