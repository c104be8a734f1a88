import type { FastifyPluginAsync } from 'fastify';
import type { FeatureModule } from '../../platform/module.ts';
import type { Platform } from '../../platform/platform.ts';
import { trackingRoutes } from './tracking.routes.ts';
import { createTrackingService } from './tracking.service.ts';

/**
 * Referral tracking: where visitors came from (docs/product.md §2.6), with the address kept only as a salted hash.
 */
export function createTrackingModule(deps: { platform: Pick<Platform, 'db' | 'clock'> }) {
  const tracking = createTrackingService(deps.platform);
  const routes: FastifyPluginAsync = async (app) => {
    await app.register(trackingRoutes, { tracking });
  };
  return { name: 'tracking', routes, service: {} } satisfies FeatureModule;
}
