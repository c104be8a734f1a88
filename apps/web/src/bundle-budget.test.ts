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
// The budgets, in KB of gzip: what the build reached + 0.3 KB (issue 31; the earlier history is in git).
const PAGES: Record<string, { module: string; budgetKb: number }> = {
  // Issue 31: at most 150 KB for / (a phone's first visit), and every page's start without zod. The contract's
  // schemas load with the first answer the browser checks (lib/answer-schemas.ts, the content pages' schemas), the
  // contract's plain values come from `@agaia/contract/plain` (its main entry reaches every schema module, and the
  // bundler puts what the start code reaches in the start chunk), the start code is one chunk (vite.config.ts, the
  // `start` group: 17 files became 9 on /, −4.6 KB of per-file overhead), the stars are a picture, and the words of
  // the account, content, legal and Twitch pages come with their pages. Measured (this build, gzip -9): / 148.8,
  // /news 151.4, /patch-notes 148.7, /login 203.4, /register 200.2, /tos and /legal 151.7; the budgets are those
  // + 0.3 KB. /login and /register keep zod: their forms check with the contract's schemas.
  // Before (issue 30): / 185.7, /news 187.5, /patch-notes 185.4, /login 210.0, /register 206.5, /tos, /legal 188.1.
  '/': { module: 'src/features/landing/landing-page.tsx', budgetKb: 149.1 },
  '/news': { module: 'src/features/content/news-page.tsx', budgetKb: 151.7 },
  '/patch-notes': { module: 'src/features/content/patch-notes-page.tsx', budgetKb: 149.0 },
  '/login': { module: 'src/features/auth/login-page.tsx', budgetKb: 203.7 },
  '/register': { module: 'src/features/auth/register-page.tsx', budgetKb: 200.5 },
  '/tos': { module: 'src/features/legal/terms-page.tsx', budgetKb: 152.0 },
  '/legal': { module: 'src/features/legal/privacy-page.tsx', budgetKb: 152.0 },
};

/** The pages whose forms check with the contract's schemas from the start, so that start with zod. */
const FORM_PAGES = new Set(['/login', '/register']);

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

// Code only the pages with forms start with (FORM_PAGES): any other checks answers with schemas loaded on first use.
const ONLY_FORMS_AT_START: Record<string, RegExp> = {
  zod: /node_modules\/zod\//,
  "the contract's schemas":
    /\/packages\/contract\/src\/(?!plain\.ts|languages\.ts|limits\.ts|permissions\.ts|i18n\/text\.ts|i18n\/en\/permissions\.ts)/,
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
        const forbidden = FORM_PAGES.has(page)
          ? NEVER_AT_START
          : { ...NEVER_AT_START, ...ONLY_FORMS_AT_START };
        for (const [what, pattern] of Object.entries(forbidden)) {
          if (pattern.test(source)) found.push(`${what}: ${source} (in ${file})`);
        }
      }
    }
    expect(found, `${page} starts with code it does not need`).toEqual([]);
  });
});
