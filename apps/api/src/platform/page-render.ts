import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { LanguageCode } from '@agaia/contract';
import type { FastifyInstance } from 'fastify';

/** What the web build's page renderer answers (apps/web/src/entry-server.tsx). */
interface RenderedPage {
  html: string;
  state: unknown;
  title: string | undefined;
  module: string;
}
type RendererModule = {
  createRenderer(apiFetch: (url: string, init: RequestInit) => Promise<Response>): {
    render(url: string, language: LanguageCode): Promise<RenderedPage | null>;
    renders(pathname: string): boolean;
    exists(pathname: string): boolean;
  };
};

/** One chunk of Vite's manifest (dist/.vite/manifest.json). */
interface ManifestChunk {
  file: string;
  isEntry?: boolean;
  imports?: string[];
  css?: string[];
}
type Manifest = Record<string, ManifestChunk>;

/** A rendered page's parts for index.html: the markup and state for #root, its chunk's files, its title. */
export interface PageParts {
  /** `<div id="root">` with the page inside, and the data it showed for the browser to start from. */
  root: string;
  /** The files of the page's own chunk beyond the entry's: stylesheets (needed to paint) and modules. */
  files: string[];
  title: string | undefined;
}

export interface PageRenderer {
  /** Whether a path is a page the renderer renders (the others are the browser's). */
  renders(pathname: string): boolean;
  /** Whether a path is a page of the site at all (else the not-found page answers it, with 404). */
  exists(pathname: string): boolean;
  /**
   * The page at a path (with `?read=` when it names an item's version) in a language, or null when its data could not
   * be read (the browser then renders it).
   */
  render(page: string, language: LanguageCode): Promise<PageParts | null>;
}

const MAX_KNOWN_PATHS = 2000;
const MODULE_SCRIPT = /\s*<script type="module"[^>]*\bsrc="([^"]+)"[^>]*><\/script>/g;
const MODULE_PRELOAD = /\s*<link rel="modulepreload"[^>]*\bhref="([^"]+)"[^>]*>/g;

/**
 * index.html around a rendered page: the page in #root; its chunk's stylesheets in the head; and its code loaded
 * only after the first paint, so on a slow line the JavaScript does not share the bandwidth the page needs to show.
 * The build's module script and preloads become `app-module` metas (the entry first) that index.html's inline
 * script turns back into a script and preloads once the page is painted.
 */
export function withRenderedPage(html: string, page: PageParts): string {
  const modules: string[] = [];
  const stripped = html
    .replace(MODULE_SCRIPT, (_tag, src: string) => {
      modules.unshift(src);
      return '';
    })
    .replace(MODULE_PRELOAD, (_tag, href: string) => {
      modules.push(href);
      return '';
    });
  for (const file of page.files) if (!file.endsWith('.css')) modules.push(`/${file}`);
  const head = [
    ...page.files
      .filter((file) => file.endsWith('.css'))
      .map((file) => `<link rel="stylesheet" href="/${file}">`),
    ...modules.map((href) => `<meta name="app-module" content="${href}">`),
  ].join('\n    ');
  return stripped
    .replace('<div id="root"></div>', () => page.root)
    .replace('</head>', () => `  ${head}\n  </head>`);
}

function languageHeader(headers: RequestInit['headers']): Record<string, string> {
  const language = new Headers(headers).get('accept-language');
  return language ? { 'accept-language': language } : {};
}

// JSON inside <script>: "<" escaped, so no text in the data can close the element or open a comment.
const scriptSafe = (json: string) => json.replace(/</g, '\\u003c');

/** The files a chunk needs beyond the entry's: its own and its imports' JavaScript and CSS, each once. */
function chunkFiles(manifest: Manifest, key: string) {
  const entryFiles = new Set<string>();
  const seen = new Set<string>();
  const walk = (name: string, into: Set<string>) => {
    if (seen.has(name)) return;
    seen.add(name);
    const chunk = manifest[name];
    if (!chunk) return;
    into.add(chunk.file);
    for (const css of chunk.css ?? []) into.add(css);
    for (const imported of chunk.imports ?? []) walk(imported, into);
  };
  for (const [name, chunk] of Object.entries(manifest)) if (chunk.isEntry) walk(name, entryFiles);
  const own = new Set<string>();
  walk(key, own);
  return [...own].filter((file) => !entryFiles.has(file));
}

/**
 * Loads the web build's page renderer (apps/web/dist-server/entry-server.js), if built. It renders the public pages
 * with their data read through this server's own routes (injected, never over the network), so a page shows what
 * the API answers, cache and all. Undefined when the renderer is not built: every page then starts from the shell.
 */
export async function loadPageRenderer(
  app: FastifyInstance,
  options: { distDir: string; serverDir: string },
): Promise<PageRenderer | undefined> {
  const entry = path.join(options.serverDir, 'entry-server.js');
  const manifestPath = path.join(options.distDir, '.vite', 'manifest.json');
  if (!fs.existsSync(entry) || !fs.existsSync(manifestPath)) return undefined;
  const manifest = JSON.parse(fs.readFileSync(manifestPath, 'utf8')) as Manifest;
  const module = (await import(pathToFileURL(entry).href)) as RendererModule;

  const renderer = module.createRenderer(async (url, init) => {
    const answer = await app.inject({
      method: (init.method ?? 'GET') as 'GET',
      url,
      headers: {
        accept: 'application/json',
        // The page's language, which the app sends with every call: messages come back in it.
        ...languageHeader(init.headers),
      },
    });
    const body = answer.statusCode === 204 || answer.statusCode === 304 ? null : answer.body;
    return new Response(body, {
      status: answer.statusCode,
      headers: { 'content-type': String(answer.headers['content-type'] ?? 'application/json') },
    });
  });

  const filesFor = new Map<string, string[]>();
  const filesOf = (key: string) => {
    let files = filesFor.get(key);
    if (files === undefined) {
      files = chunkFiles(manifest, key);
      filesFor.set(key, files);
    }
    return files;
  };

  // Matching a path against the route table (React Router ranks every branch each time) cost about 0.2 ms, more than
  // answering the kept page itself: the answer for each path seen is remembered, a bounded number of them.
  const known = new Map<string, { renders: boolean; exists: boolean }>();
  const lookUp = (pathname: string) => {
    let found = known.get(pathname);
    if (found === undefined) {
      found = { renders: renderer.renders(pathname), exists: renderer.exists(pathname) };
      if (known.size >= MAX_KNOWN_PATHS) known.clear();
      known.set(pathname, found);
    }
    return found;
  };
  return {
    renders: (pathname) => lookUp(pathname).renders,
    exists: (pathname) => lookUp(pathname).exists,
    async render(pathname, language) {
      const page = await renderer.render(pathname, language);
      if (!page) return null;
      const state = scriptSafe(JSON.stringify(page.state));
      return {
        root: `<div id="root">${page.html}</div>\n    <script id="ssr-state" type="application/json">${state}</script>`,
        files: filesOf(page.module),
        title: page.title,
      };
    },
  };
}
