import type { FastifyPluginAsync } from 'fastify';
import type { Config } from '../../config.ts';
import { createMediaVariants } from '../../platform/media-variants.ts';
import type { FeatureModule } from '../../platform/module.ts';
import type { Platform } from '../../platform/platform.ts';
import { contentAdminRoutes } from './content.admin.routes.ts';
import { contentRoutes } from './content.routes.ts';
import { seedNews, seedPatchNotes } from './content.seed.ts';
import { mediaRoutes } from './media.routes.ts';
import { createNewsService } from './news.service.ts';
import { contentPageMeta } from './page-meta.ts';
import { createPatchNotesService } from './patch-notes.service.ts';

/** News and patch notes (public pages, feeds, editors), image uploads, and the titles of shared links. */
export function createContentModule(deps: {
  platform: Pick<Platform, 'db' | 'clock' | 'guards' | 'media' | 'publicCache'>;
  config: Pick<Config, 'SITE_NAME' | 'PUBLIC_URL'>;
}) {
  const { platform } = deps;
  const newsService = createNewsService(platform);
  const patchNotesService = createPatchNotesService(platform);
  const routeDeps = {
    newsService,
    patchNotesService,
    mediaStore: platform.media,
    mediaVariants: createMediaVariants(platform),
    guards: platform.guards,
    publicCache: platform.publicCache,
    config: deps.config,
  };
  const routes: FastifyPluginAsync = async (app) => {
    await app.register(contentRoutes, routeDeps);
    await app.register(contentAdminRoutes, routeDeps);
    await app.register(mediaRoutes, routeDeps);
  };
  return {
    name: 'content',
    routes,
    service: { pageMeta: contentPageMeta({ news: newsService, patchNotes: patchNotesService }) },
    seeds: [() => seedNews(platform), () => seedPatchNotes(platform)],
  } satisfies FeatureModule;
}
