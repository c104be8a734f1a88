import { execFile } from 'node:child_process';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import zlib from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

/*
 * The bundle budget (issue 15): the JavaScript a visitor downloads to see each public page, gzip, as the server sends
 * it. The test makes its own production build in a temporary folder (never apps/web/dist, which may be missing or
 * stale when the unit tests run), then follows dist/.vite/manifest.json: the entry's static imports (its
 * modulepreload links) plus the page's lazy route chunk and its static imports. Sizes are deterministic, so a change
 * that grows a page shows here. Raising a budget is a decision: say why in the commit.
 */

const KB = 1024;
// The budgets, in KB of gzip: what the build reached (issue 15) + 2%.
const PAGES: Record<string, { module: string; budgetKb: number }> = {
  // +2.2 to +3.1 KB on every page (issue 20, every sentence in the reader's language): the contract's refusals moved
  // into catalog objects the server translates by (a schema used at the start brings its whole group, not the one
  // string it names, and each group is a module of its own so no page loads another's schemas: measured, the first
  // layout put 31.6 KB of admin schemas in every start); the page's language from a link (?lang=) or the cookie the
  // server renders by; the lookup of a contract refusal on another language's page (the contract's English and
  // translated groups load only with another language). /tos and /legal: the loader of their Portuguese text (0.6 KB);
  // /news and /patch-notes: an item's language badge and its other versions.
  // +1.7 KB on every page (issue 20, the second language): the language switcher in the header and footer, the
  // loader that fetches another language's catalog files (each its own chunk: a page in English loads none), and the
  // account's language kept in step after a login. A first draft awaited the lazy messages at their modules' top
  // level: the bundler then split the start bundle into many small chunks, +6.8 KB.
  // +0.2 KB on every page (issue 30, security): the email-change page's route (its words load with it), the
  // registration's check-your-mail sentence, and the contract's refusals of the password now asked to turn two-factor
  // on. Measured 165 bytes on / (189,793 → 189,958 B; main's own build here was already 46 B over its 185.3 KB).
  // +0.6 KB (issue 16, stop 25) on the pages at their limit: the loading outlines of tables, forms and the profile (the
  // layout's fallback draws them, so they are in the start bundle), the start bundle's preload map naming the new lazy
  // chunks (toasts, donation history, deletion requests), and TanStack Query's shared core split out of useQuery now
  // that a lazy chunk uses useInfiniteQuery. The features themselves load only where they are used.
  '/': { module: 'src/features/landing/landing-page.tsx', budgetKb: 185.7 },
  // +0.5 KB (issue 16): the footer's Cookie settings that reopens the consent choice, and the sky's moon moved into
  // its own SVG, are on every page; /news was the one page at its limit.
  // +0.4 KB (issue 17, passkeys): the start bundle's preload map names the profile's passkey chunks, and the start
  // catalog holds the login's passkey button label. The ceremony (@simplewebauthn/browser) loads only when used.
  '/news': { module: 'src/features/content/news-page.tsx', budgetKb: 187.5 },
  '/patch-notes': { module: 'src/features/content/patch-notes-page.tsx', budgetKb: 185.4 },
  // +1.2 KB (issue 17): the Login with a Passkey button, its key icon and the handler that loads the ceremony on press.
  '/login': { module: 'src/features/auth/login-page.tsx', budgetKb: 210.0 },
  '/register': { module: 'src/features/auth/register-page.tsx', budgetKb: 206.5 },
  '/tos': { module: 'src/features/legal/terms-page.tsx', budgetKb: 188.1 },
  '/legal': { module: 'src/features/legal/privacy-page.tsx', budgetKb: 188.1 },
};

// Code no public page may start with: it loads later, on the pages or actions that need it.
const NEVER_AT_START: Record<string, RegExp> = {
  'the markdown renderer': /node_modules\/(react-markdown|remark-|micromark|mdast-|hast-)/,
  'the particles': /node_modules\/@tsparticles\//,
  confetti: /node_modules\/canvas-confetti\//,
  'the passkey ceremony': /node_modules\/@simplewebauthn\//,
  "the admin statistics' charts": /node_modules\/uplot\//,
  'the admin panel': /\/src\/(features\/admin|components\/admin|features\/[^/]+\/admin)\//,
  "the admin's messages": /\/src\/i18n\/en\/admin\.ts$/,
  "the contract's sentences, which only another language looks up": /\/src\/i18n\/en\/contract\.ts$/,
  "the admin's schemas": /\/packages\/contract\/src\/admin\.ts$/,
  'the whole icon set': /node_modules\/lucide-react\/dist\/esm\/lucide-react\.js$/,
};

// Files under 1 KB are neither precompressed (scripts/precompress.mjs) nor compressed by the server: sent as they are.
const MIN_COMPRESSED = 1024;

type ManifestChunk = { file: string; imports?: string[]; isEntry?: boolean };
type Manifest = Record<string, ManifestChunk>;

const webRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const viteBin = path.join(
  path.dirname(createRequire(import.meta.url).resolve('vite/package.json')),
  'bin/vite.js',
);
let outDir = '';
let manifest: Manifest = {};

/** The files a chunk loads at once: itself and its static imports, recursively. */
function staticClosure(key: string, files = new Set<string>()): Set<string> {
  const chunk = manifest[key];
  if (!chunk) throw new Error(`${key} is not in the build manifest: update PAGES in bundle-budget.test.ts.`);
  if (files.has(chunk.file)) return files;
  files.add(chunk.file);
  for (const imported of chunk.imports ?? []) staticClosure(imported, files);
  return files;
}

function startFiles(pageModule: string): string[] {
  const entry = Object.keys(manifest).find((key) => manifest[key]?.isEntry);
  if (!entry) throw new Error('The build manifest has no entry.');
  return [...staticClosure(pageModule, staticClosure(entry))].filter((file) => file.endsWith('.js'));
}

function sentBytes(file: string): number {
  const content = fs.readFileSync(path.join(outDir, file));
  if (content.length < MIN_COMPRESSED) return content.length;
  return zlib.gzipSync(content, { level: zlib.constants.Z_BEST_COMPRESSION }).length;
}

/** The source modules bundled into a file, from its (hidden) source map; none for the bundler's own runtime chunk. */
function modulesOf(file: string): string[] {
  const mapFile = path.join(outDir, `${file}.map`);
  if (!fs.existsSync(mapFile)) return [];
  const map = JSON.parse(fs.readFileSync(mapFile, 'utf8')) as { sources: string[] };
  const dir = path.dirname(path.join(outDir, file));
  return map.sources.map((source) => path.resolve(dir, source).split(path.sep).join('/'));
}

const kb = (bytes: number) => `${(bytes / KB).toFixed(1)} KB`;

beforeAll(async () => {
  outDir = fs.mkdtempSync(path.join(os.tmpdir(), 'agaia-bundle-budget-'));
  // `vite build` as `npm run build` runs it (NODE_ENV production), with hidden source maps: the same JavaScript,
  // no sourceMappingURL line, and maps that name each file's modules.
  await promisify(execFile)(
    process.execPath,
    [
      viteBin,
      'build',
      '--outDir',
      outDir,
      '--emptyOutDir',
      '--manifest',
      '--sourcemap',
      'hidden',
      '--logLevel',
      'error',
    ],
    { cwd: webRoot, env: { ...process.env, NODE_ENV: 'production' }, maxBuffer: 16 * 1024 * 1024 },
  );
  manifest = JSON.parse(fs.readFileSync(path.join(outDir, '.vite/manifest.json'), 'utf8')) as Manifest;
}, 180_000);

afterAll(() => {
  if (outDir) fs.rmSync(outDir, { recursive: true, force: true });
});

describe('bundle budget (JavaScript a visitor downloads, gzip)', () => {
  it.each(Object.entries(PAGES))('%s stays within its budget', (page, { module, budgetKb }) => {
    const files = startFiles(module)
      .map((file) => ({ file, bytes: sentBytes(file) }))
      .sort((a, b) => b.bytes - a.bytes);
    const total = files.reduce((sum, { bytes }) => sum + bytes, 0);
    const listing = files.map(({ file, bytes }) => `  ${kb(bytes).padStart(9)}  ${file}`).join('\n');
    expect(
      total,
      `${page} loads ${kb(total)} of JavaScript (gzip), over its budget of ${budgetKb} KB:\n${listing}`,
    ).toBeLessThanOrEqual(budgetKb * KB);
  });

  it.each(Object.entries(PAGES))('%s starts without the heavy code other pages need', (page, { module }) => {
    const found: string[] = [];
    for (const file of startFiles(module)) {
      for (const source of modulesOf(file)) {
        for (const [what, pattern] of Object.entries(NEVER_AT_START)) {
          if (pattern.test(source)) found.push(`${what}: ${source} (in ${file})`);
        }
      }
    }
    expect(found, `${page} starts with code it does not need`).toEqual([]);
  });
});
