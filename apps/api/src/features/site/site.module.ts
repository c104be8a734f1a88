import type { FastifyPluginAsync } from 'fastify';
import type { Config } from '../../config.ts';
import type { Clock } from '../../platform/clock.ts';
import { createLauncherCheck, downloadsDirOf } from '../../platform/downloads.ts';
import type { FeatureModule } from '../../platform/module.ts';
import { type SiteRoutesDeps, siteRoutes } from './site.routes.ts';

/**
 * Health and the run-time facts the web app needs (GET /api/health, GET /api/site). Its service says whether the
 * launcher's file is there, which the rendered pages (their download buttons) depend on too.
 */
export function createSiteModule(
  deps: Omit<SiteRoutesDeps, 'launcher'> & {
    config: Pick<Config, 'LAUNCHER_URL' | 'DATA_DIR'>;
    clock: Clock;
  },
) {
  const launcher = createLauncherCheck({
    launcherUrl: deps.config.LAUNCHER_URL,
    downloadsDir: downloadsDirOf(deps.config.DATA_DIR),
    now: () => deps.clock.now().getTime(),
  });
  const routes: FastifyPluginAsync = async (app) => {
    await app.register(siteRoutes, { ...deps, launcher });
  };
  return { name: 'site', routes, service: { launcher } } satisfies FeatureModule;
}
