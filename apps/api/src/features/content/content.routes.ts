import {
  ContentDetailQuery,
  ContentIdParams,
  ContentLanguageQuery,
  NewsArticle,
  NewsList,
  PatchNote,
  PatchNoteList,
  PublicNewsQuery,
  text,
} from '@agaia/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Config } from '../../config.ts';
import { ContentText } from '../../i18n/en/content.ts';
import { localize } from '../../i18n/index.ts';
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

/**
 * The public side of news and patch notes, and their RSS feeds. Published items only, each story in the language of
 * the `lang` query (in the URL, not a header: the public cache keys answers by URL).
 */
export const contentRoutes: FastifyPluginAsyncZod<ContentRoutesDeps> = async (app, deps) => {
  const { newsService, patchNotesService, config, publicCache } = deps;

  app.get(
    '/content/news',
    {
      schema: {
        tags,
        querystring: PublicNewsQuery.extend(ContentLanguageQuery.shape),
        response: { 200: NewsList, ...errorsFor(400) },
      },
    },
    (request, reply) =>
      publicCache.respond(request, reply, ['news'], () =>
        newsService.listPublished(request.query.limit, request.query.lang),
      ),
  );

  app.get(
    '/content/news/:id',
    {
      schema: {
        tags,
        params: ContentIdParams,
        querystring: ContentDetailQuery,
        response: { 200: NewsArticle, ...errorsFor(400, 404) },
      },
    },
    (request, reply) =>
      publicCache.respond(request, reply, ['news'], () =>
        newsService.getPublished(request.params.id, request.query.lang),
      ),
  );

  // The page never sends the limit it once meant (15): one given is honoured, else 100 (docs/product.md §7.2).
  app.get(
    '/content/patchnotes',
    {
      schema: {
        tags,
        querystring: z
          .object({ limit: z.coerce.number().int().min(1).max(100).default(100) })
          .extend(ContentLanguageQuery.shape),
        response: { 200: PatchNoteList, ...errorsFor(400) },
      },
    },
    (request, reply) =>
      publicCache.respond(request, reply, ['patchnotes'], () =>
        patchNotesService.listPublished(request.query.limit, request.query.lang),
      ),
  );

  app.get(
    '/content/patchnotes/:id',
    {
      schema: {
        tags,
        params: ContentIdParams,
        querystring: ContentDetailQuery,
        response: { 200: PatchNote, ...errorsFor(400, 404) },
      },
    },
    (request, reply) =>
      publicCache.respond(request, reply, ['patchnotes'], () =>
        patchNotesService.getPublished(request.params.id, request.query.lang),
      ),
  );

  const feedSchema = { tags, querystring: ContentLanguageQuery };
  const site = { site: config.SITE_NAME };

  app.get('/feeds/news.xml', { schema: feedSchema }, async (request, reply) => {
    const { lang } = request.query;
    const { news } = await newsService.listPublished(50, lang);
    const xml = rss(
      {
        title: localize(lang, text(ContentText.newsFeedTitle, site)),
        link: `${config.PUBLIC_URL}/news`,
        selfUrl: `${config.PUBLIC_URL}/api/feeds/news.xml?lang=${lang}`,
        description: localize(lang, text(ContentText.newsFeedDescription, site)),
        language: lang,
      },
      newsItems(config.PUBLIC_URL, news),
    );
    return reply
      .type('application/rss+xml; charset=utf-8')
      .header('Cache-Control', 'public, max-age=300')
      .send(xml);
  });

  app.get('/feeds/patch-notes.xml', { schema: feedSchema }, async (request, reply) => {
    const { lang } = request.query;
    const { patchNotes } = await patchNotesService.listPublished(50, lang);
    const xml = rss(
      {
        title: localize(lang, text(ContentText.patchNotesFeedTitle, site)),
        link: `${config.PUBLIC_URL}/patch-notes`,
        selfUrl: `${config.PUBLIC_URL}/api/feeds/patch-notes.xml?lang=${lang}`,
        description: localize(lang, text(ContentText.patchNotesFeedDescription, site)),
        language: lang,
      },
      patchNoteItems(config.PUBLIC_URL, patchNotes),
    );
    return reply
      .type('application/rss+xml; charset=utf-8')
      .header('Cache-Control', 'public, max-age=300')
      .send(xml);
  });
};
