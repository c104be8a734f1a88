import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { isLanguage, type LanguageCode } from '@agaia/contract';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { PlatformText } from '../i18n/en/platform.ts';
import { DOWNLOAD_PREFIX, type LauncherCheck } from './downloads.ts';
import { AppError } from './errors.ts';
import { pageLanguage, withPageLanguage } from './page-language.ts';
import { type PageMeta, type PageMetaResolver, withPageMeta } from './page-meta.ts';
import { loadPageRenderer, withRenderedPage } from './page-render.ts';
import type { PublicCache } from './public-cache.ts';

export const DEFAULT_WEB_DIST_DIR = path.resolve(
  path.dirname(fileURLToPath(import.meta.url)),
  '../../../web/dist',
);

const IMMUTABLE = 'public, max-age=31536000, immutable';
// Vite's output names: assets/<name>-<content hash>.<ext>, and the build's Brotli and gzip copies of them, which the
// file sender sends in their place (so the path it hands setHeaders ends in .br or .gz).
const HASHED_ASSET = /^assets\/[^/]+-[\w-]{8,}\.\w+(\.br|\.gz)?$/;
// Any other file of the build (favicon, robots.txt, the share image, images an operator may replace) is asked again
// on each use and answered 304 while its ETag holds: a replaced file shows at once.
const REVALIDATE = 'no-cache';
// A path whose last segment has a file extension names a file (/favicon.ico, /assets/x.js, /.env), never a page: the
// app's routes (/news/12, /reset-password/{token}) have none.
const FILE_NAME = /\.[\w-]+$/;
// Files of the build no page loads: Vite's manifest under .vite/ (the page renderer reads it from disk; sent, it maps
// every module of the app) and source maps, should a build emit them. Each is answered as a missing file.
const NOT_SERVED = [/^\/\.vite(\/|$)/i, /\.map(\.br|\.gz)?$/i];

/** Whether a path of the build (as @fastify/static hands it, decoded once) is one pages load, so one to send. */
function isServedBuildPath(pathname: string): boolean {
  let decoded: string;
  try {
    // The file sender decodes the path once more: judge the path it would open.
    decoded = path.posix.normalize(decodeURIComponent(pathname));
  } catch {
    return false;
  }
  return !NOT_SERVED.some((pattern) => pattern.test(decoded));
}

/** The site's own share image (apps/web/public/social-preview.png, 1200×630, drawn by apps/web/scripts). */
const SOCIAL_PREVIEW_PATH = '/social-preview.png';

/**
 * The CSP sources of index.html's inline scripts (its pre-paint marks), by their SHA-256: only these may run inline.
 */
export function inlineScriptHashes(distDir: string): string[] {
  const indexPath = path.join(distDir, 'index.html');
  if (!fs.existsSync(indexPath)) return [];
  const html = fs.readFileSync(indexPath, 'utf8');
  return [...html.matchAll(/<script>([\s\S]*?)<\/script>/g)].map(
    ([, code]) =>
      `'sha256-${createHash('sha256')
        .update(code ?? '')
        .digest('base64')}'`,
  );
}

/**
 * Serves the built web app from the same port as the API: hashed assets with long cache headers, and index.html
 * (revalidated on every visit) for every other path that is not under /api, so the SPA's router decides, its 404
 * page included. A path that names a file (under /download/, or with an extension) is that file or a 404 in the
 * API's error shape, never the page: a browser would otherwise save the page as the file. A public page (the home
 * page, news, patch notes, login, register, terms, privacy) comes rendered, with the data it shows, when the web
 * build has its page renderer (apps/web/dist-server): kept in the public cache and dropped with the news and patch
 * notes it shows.
 */
export async function registerWebApp(
  app: FastifyInstance,
  options: {
    distDir: string;
    downloadsDir: string;
    site: { siteName: string; publicUrl: string; description: string };
    pageMeta: PageMetaResolver;
    cache: PublicCache;
    /** Whether the launcher's file is there: the pages show the download buttons accordingly. */
    launcher: LauncherCheck;
    /** Where the page renderer was built; beside distDir unless given. */
    serverDir?: string;
  },
): Promise<void> {
  const indexPath = path.join(options.distDir, 'index.html');
  const indexHtml = fs.existsSync(indexPath) ? fs.readFileSync(indexPath, 'utf8') : undefined;
  const renderPage =
    indexHtml === undefined
      ? undefined
      : await loadPageRenderer(app, {
          distDir: options.distDir,
          serverDir: options.serverDir ?? path.join(options.distDir, '..', 'dist-server'),
        });

  if (indexHtml !== undefined) {
    await app.register(fastifyStatic, {
      root: options.distDir,
      index: false,
      // One route per file of the build, listed at start (dot directories such as .vite/ left out), rather than a
      // catch-all: a page's path (/news, /news/12) is then no route here and goes straight to the page renderer
      // below, where the catch-all first looked on disk for news, news.br and news.gz (a fifth of the server's CPU
      // in the patch-day surge, docs/benchmarks.md). A file added to the build later is served after a restart; a
      // file replaced in place is served at once.
      wildcard: false,
      // The build writes .br and .gz beside each text file (apps/web/scripts/precompress.mjs): sent as they are.
      preCompressed: true,
      allowedPath: (pathname) => isServedBuildPath(pathname),
      // Vite names built assets by content hash under /assets: they never change, so cache them for a year.
      setHeaders: (reply, filePath) => {
        const relative = path.relative(options.distDir, filePath).split(path.sep).join('/');
        reply.header('Cache-Control', HASHED_ASSET.test(relative) ? IMMUTABLE : REVALIDATE);
      },
    });
  }

  // Files an operator drops into DATA_DIR/download (the launcher) are served as downloads; a missing one is a 404
  // through the not-found handler below.
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
    image: SOCIAL_PREVIEW_PATH,
  };

  /**
   * The page at a path: the shell with the path's meta, and the page rendered in it when the renderer renders it.
   * 404 for a path no route of the site names (the not-found page) and for an item that does not exist.
   */
  const pageOf = async (
    shell: string,
    pathname: string,
    request: FastifyRequest,
    language: LanguageCode,
    rendered = pathname,
  ) => {
    const [found, page] = await Promise.all([
      // A link pasted in the community chat shows the item's own title, description and image.
      options.pageMeta(pathname).catch(() => undefined),
      renderPage?.render(rendered, language).catch((error: unknown) => {
        request.log.error({ err: error, pathname }, 'page render failed; the browser renders it');
        return null;
      }),
    ]);
    // An item without an image of its own is shown with the site's.
    const meta = found
      ? { ...found, image: found.image || siteMeta.image }
      : page?.title
        ? { ...siteMeta, title: page.title }
        : siteMeta;
    const html = withPageLanguage(
      withPageMeta(shell, meta, { ...options.site, url: `${options.site.publicUrl}${pathname}` }),
      language,
      page ? { publicUrl: options.site.publicUrl, pathname } : undefined,
    );
    const isMissing = found === null || renderPage?.exists(pathname) === false;
    return { html: page ? withRenderedPage(html, page) : html, status: isMissing ? 404 : 200 };
  };

  // Not async: the public cache sends the answer itself.
  const sendIndex = (request: FastifyRequest, reply: FastifyReply) => {
    if (indexHtml === undefined) {
      reply
        .status(503)
        .type('text/plain; charset=utf-8')
        .send('The web app is not built yet: run `npm run build` (npm start does it for you).');
      return;
    }
    const pathname = request.url.split('?')[0] ?? '/';
    const { language, fromUrl } = pageLanguage(request);
    // The page as rendered: its path, and the version of an item its address names (`?read=en`), nothing else.
    const rendered = pathname + readQuery(request.url);
    reply.status(200).header('Cache-Control', 'no-cache').header('Content-Language', language);
    // Without `?lang=` the page follows the visitor: its cookie and languages choose the answer.
    if (!fromUrl) reply.header('Vary', 'Accept-Language, Cookie');
    if (!renderPage?.renders(pathname)) {
      void pageOf(indexHtml, pathname, request, language).then(({ html, status }) =>
        reply.status(status).type('text/html; charset=utf-8').send(html),
      );
      return;
    }
    // Keyed by path, language and whether the launcher is there (its buttons are in the page, with the site info),
    // never by the rest of the query: a page's HTML does not depend on it (the browser reads that itself).
    void options.launcher.isAvailable().then((hasLauncher) =>
      options.cache.respond(
        request,
        reply,
        ['news', 'patchnotes'],
        () => pageOf(indexHtml, pathname, request, language, rendered),
        {
          key: `page ${language} ${rendered}${hasLauncher ? '' : ' (no launcher)'}`,
          isHtml: true,
        },
      ),
    );
  };

  // The static handler would answer the root directory itself with 403.
  app.get('/', { schema: { hide: true } }, (request, reply) => sendIndex(request, reply));
  app.setNotFoundHandler((request: FastifyRequest, reply: FastifyReply) => {
    const isPage = (request.method === 'GET' || request.method === 'HEAD') && !isApiPath(request.url);
    if (!isPage) return reply.status(404).send({ message: PlatformText.notFound });
    if (isFilePath(request.url)) return reply.send(new AppError(404, PlatformText.fileNotFound, 'NOT_FOUND'));
    return sendIndex(request, reply);
  });
}

/** The query a rendered page depends on: `?read=<language>`, the version of an item a detail page shows. */
function readQuery(url: string): string {
  const read = new URLSearchParams(url.split('?')[1] ?? '').get('read');
  return isLanguage(read) ? `?read=${read}` : '';
}

/** Whether a URL names a file rather than a page: anything under /download/, or a last segment with an extension. */
function isFilePath(url: string): boolean {
  const pathname = url.split(/[?#]/)[0] ?? '/';
  if (pathname.startsWith(DOWNLOAD_PREFIX)) return true;
  const last = pathname.split('/').filter(Boolean).at(-1) ?? '';
  return FILE_NAME.test(last);
}

function isApiPath(url: string): boolean {
  return url === '/api' || url.startsWith('/api/') || url.startsWith('/api?');
}
