import {
  ContentIdParams,
  NewsArticle,
  NewsList,
  PatchNote,
  PatchNoteList,
  PublicNewsQuery,
} from '@agaia/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Config } from '../../config.ts';
import type { AuthGuards } from '../../platform/auth.ts';
import type { MediaStore } from '../../platform/media.ts';
import type { MediaVariants } from '../../platform/media-variants.ts';
import type { PublicCache } from '../../platform/public-cache.ts';
import { errorsFor } from '../../platform/route-schemas.ts';
import { newsItems, patchNoteItems, rss } from './feeds.ts';
import type { NewsService } from './news.service.ts';
import type { PatchNotesService } from './patch-notes.service.ts';

const tags = ['content'];

/** What the content routes use. */
export interface ContentRoutesDeps {
  newsService: NewsService;
  patchNotesService: PatchNotesService;
  mediaStore: MediaStore;
  mediaVariants: MediaVariants;
  guards: AuthGuards;
  publicCache: PublicCache;
  config: Pick<Config, 'SITE_NAME' | 'PUBLIC_URL'>;
}

/** The public side of news and patch notes, and their RSS feeds. Published items only. */
export const contentRoutes: FastifyPluginAsyncZod<ContentRoutesDeps> = async (app, deps) => {
  const { newsService, patchNotesService, config, publicCache } = deps;

  app.get(
    '/content/news',
    { schema: { tags, querystring: PublicNewsQuery, response: { 200: NewsList, ...errorsFor(400) } } },
    (request, reply) =>
      publicCache.respond(request, reply, ['news'], () => newsService.listPublished(request.query.limit)),
  );

  app.get(
    '/content/news/:id',
    { schema: { tags, params: ContentIdParams, response: { 200: NewsArticle, ...errorsFor(404) } } },
    (request, reply) =>
      publicCache.respond(request, reply, ['news'], () => newsService.getPublished(request.params.id)),
  );

  // The page passes limit 15 but the original call never forwarded it (SPEC §7): accepted, and honoured.
  app.get(
    '/content/patchnotes',
    {
      schema: {
        tags,
        querystring: z.object({ limit: z.coerce.number().int().min(1).max(100).default(100) }),
        response: { 200: PatchNoteList, ...errorsFor(400) },
      },
    },
    (request, reply) =>
      publicCache.respond(request, reply, ['patchnotes'], () =>
        patchNotesService.listPublished(request.query.limit),
      ),
  );

  app.get(
    '/content/patchnotes/:id',
    { schema: { tags, params: ContentIdParams, response: { 200: PatchNote, ...errorsFor(404) } } },
    (request, reply) =>
      publicCache.respond(request, reply, ['patchnotes'], () =>
        patchNotesService.getPublished(request.params.id),
      ),
  );

  app.get('/feeds/news.xml', { schema: { tags } }, async (_request, reply) => {
    const { news } = await newsService.listPublished(50);
    const xml = rss(
      {
        title: `${config.SITE_NAME} News`,
        link: `${config.PUBLIC_URL}/news`,
        selfUrl: `${config.PUBLIC_URL}/api/feeds/news.xml`,
        description: `News from ${config.SITE_NAME}.`,
      },
      newsItems(config.PUBLIC_URL, news),
    );
    return reply
      .type('application/rss+xml; charset=utf-8')
      .header('Cache-Control', 'public, max-age=300')
      .send(xml);
  });

  app.get('/feeds/patch-notes.xml', { schema: { tags } }, async (_request, reply) => {
    const { patchNotes } = await patchNotesService.listPublished(50);
    const xml = rss(
      {
        title: `${config.SITE_NAME} Patch Notes`,
        link: `${config.PUBLIC_URL}/patch-notes`,
        selfUrl: `${config.PUBLIC_URL}/api/feeds/patch-notes.xml`,
        description: `Patch notes of ${config.SITE_NAME}.`,
      },
      patchNoteItems(config.PUBLIC_URL, patchNotes),
    );
    return reply
      .type('application/rss+xml; charset=utf-8')
      .header('Cache-Control', 'public, max-age=300')
      .send(xml);
  });
};
