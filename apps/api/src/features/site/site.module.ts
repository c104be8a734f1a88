import type { FastifyPluginAsync } from 'fastify';
import type { FeatureModule } from '../../platform/module.ts';
import { type SiteRoutesDeps, siteRoutes } from './site.routes.ts';

/** Health and the run-time facts the web app needs (GET /api/health, GET /api/site). */
export function createSiteModule(deps: SiteRoutesDeps) {
  const routes: FastifyPluginAsync = async (app) => {
    await app.register(siteRoutes, deps);
  };
  return { name: 'site', routes, service: {} } satisfies FeatureModule;
}
