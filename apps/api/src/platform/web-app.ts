import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { type PageMeta, type PageMetaResolver, withPageMeta } from './page-meta.ts';

export const DEFAULT_WEB_DIST_DIR = path.resolve(
  path.dirname(fileURLToPath(import.meta.url)),
  '../../../web/dist',
);

const IMMUTABLE = 'public, max-age=31536000, immutable';
// Vite's output names: assets/<name>-<content hash>.<ext>. Files an operator may replace (images) keep a short cache.
const HASHED_ASSET = /^assets\/[^/]+-[\w-]{8,}\.\w+$/;

/**
 * Serves the built web app from the same port as the API: hashed assets with long cache headers, and index.html
 * (never cached) for every other path that is not under /api, so the SPA's router decides, its 404 page included.
 */
export async function registerWebApp(
  app: FastifyInstance,
  options: {
    distDir: string;
    downloadsDir: string;
    site: { siteName: string; publicUrl: string; description: string };
    pageMeta: PageMetaResolver;
  },
): Promise<void> {
  const indexPath = path.join(options.distDir, 'index.html');
  const indexHtml = fs.existsSync(indexPath) ? fs.readFileSync(indexPath, 'utf8') : undefined;

  if (indexHtml !== undefined) {
    await app.register(fastifyStatic, {
      root: options.distDir,
      index: false,
      wildcard: true,
      // The build writes .br and .gz beside each text file (apps/web/scripts/precompress.mjs): sent as they are.
      preCompressed: true,
      // Vite names built assets by content hash under /assets: they never change, so cache them for a year.
      setHeaders: (reply, filePath) => {
        const relative = path.relative(options.distDir, filePath).split(path.sep).join('/');
        reply.header('Cache-Control', HASHED_ASSET.test(relative) ? IMMUTABLE : 'public, max-age=3600');
      },
    });
  }

  // Files an operator drops into DATA_DIR/download (the launcher) are served as downloads; a missing one gets the
  // site's 404 page through the not-found handler below.
  fs.mkdirSync(options.downloadsDir, { recursive: true });
  await app.register(fastifyStatic, {
    root: options.downloadsDir,
    prefix: '/download/',
    decorateReply: false,
    index: false,
    dotfiles: 'deny',
    setHeaders: (reply, filePath) => {
      reply.header(
        'Content-Disposition',
        `attachment; filename="${path.basename(filePath).replace(/"/g, '')}"`,
      );
      reply.header('Cache-Control', 'public, max-age=300');
    },
  });

  const siteMeta: PageMeta = {
    title: options.site.siteName,
    description: options.site.description,
    image: '/social-preview.png',
  };

  const sendIndex = async (request: FastifyRequest, reply: FastifyReply) => {
    if (indexHtml === undefined) {
      return reply
        .status(503)
        .type('text/plain; charset=utf-8')
        .send('The web app is not built yet: run `npm run build` (npm start does it for you).');
    }
    const pathname = request.url.split('?')[0] ?? '/';
    // A link pasted in the community chat shows the item's own title, description and image.
    const meta = (await options.pageMeta(pathname).catch(() => undefined)) ?? siteMeta;
    const html = withPageMeta(indexHtml, meta, {
      ...options.site,
      url: `${options.site.publicUrl}${pathname}`,
    });
    return reply.status(200).header('Cache-Control', 'no-cache').type('text/html; charset=utf-8').send(html);
  };

  // The static handler would answer the root directory itself with 403.
  app.get('/', { schema: { hide: true } }, (request, reply) => sendIndex(request, reply));
  app.setNotFoundHandler((request: FastifyRequest, reply: FastifyReply) => {
    const isPage = (request.method === 'GET' || request.method === 'HEAD') && !isApiPath(request.url);
    if (!isPage) return reply.status(404).send({ message: 'Not found' });
    return sendIndex(request, reply);
  });
}

function isApiPath(url: string): boolean {
  return url === '/api' || url.startsWith('/api/') || url.startsWith('/api?');
}
