/**
 * Lighthouse (mobile: its default emulation and simulated throttling) on each public page of the production server,
 * started the way a newcomer does: compiled, `node dist/server/main.js`, the embedded database in a fresh DATA_DIR
 * (so the demo content is seeded), the web app from apps/web/dist. Expects `npm run build` done. Run by hand, never
 * as a test:
 *   npm run build && npm run bench:lighthouse -w apps/api [-- --runs 3]
 * With --runs N each route is audited N times and each figure is the median of its N values; --save DIR keeps the
 * reports; --only /,/news/<id> audits those routes alone.
 */
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import lighthouse from 'lighthouse';
import {
  type Child,
  freePort,
  markdownTable,
  median,
  numberOption,
  serverEnv,
  startChild,
  startCompiledServer,
  tempDir,
  WEB_DIST_DIR,
  waitForUrl,
} from './lib/common.ts';

const CHROMIUM = '/usr/bin/chromium';
const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'] as const;

interface Figures {
  scores: number[];
  lcpSeconds: number;
  cls: number;
  tbtMs: number;
}

interface NetworkItem {
  url: string;
  resourceType?: string;
  transferSize?: number;
  resourceSize?: number;
}

const runs = numberOption('runs', 1);
// --save DIR keeps each run's full report (JSON) there, to read what an audit found.
const saveAt = process.argv.indexOf('--save');
const saveDir = saveAt === -1 ? undefined : process.argv[saveAt + 1];
// --only /,/news/<id> audits those routes alone.
const onlyAt = process.argv.indexOf('--only');
const only = onlyAt === -1 ? undefined : process.argv[onlyAt + 1]?.split(',');
if (!fs.existsSync(path.join(WEB_DIST_DIR, 'index.html'))) {
  console.error(`${WEB_DIST_DIR}/index.html is missing: run \`npm run build\` at the repository root first.`);
  process.exit(1);
}
if (!fs.existsSync(CHROMIUM)) {
  console.error(`${CHROMIUM} is missing: run \`bash scripts/ensure-chromium.sh\` first.`);
  process.exit(1);
}

const children: Child[] = [];
// Lighthouse's TBT is wall time (times four under its simulated throttling): on a shared machine it measures the
// machine's load as much as the code. Its figures are recorded with the load beside them; the main-thread gate
// (apps/web/e2e/main-thread.spec.ts, thread time) is what decides (issue 31).
const loadBefore = os.loadavg();
try {
  const port = await freePort();
  const origin = `http://localhost:${port}`;
  const server = await startCompiledServer(serverEnv(port, { DATA_DIR: tempDir('agaia-lighthouse-data-') }));
  children.push(server);
  await waitForUrl(`http://127.0.0.1:${port}/api/health`, server);

  const news = await getJson<{ news: { id: number }[] }>(`http://127.0.0.1:${port}/api/content/news?limit=1`);
  const notes = await getJson<{ patchNotes: { id: number }[] }>(
    `http://127.0.0.1:${port}/api/content/patchnotes?limit=1`,
  );
  const newsId = news.news[0]?.id;
  const noteId = notes.patchNotes[0]?.id;
  if (newsId === undefined || noteId === undefined)
    throw new Error('the demo content has no news or patch note');
  const routes = [
    '/',
    '/news',
    `/news/${newsId}`,
    '/patch-notes',
    `/patch-notes/${noteId}`,
    '/login',
    '/register',
    '/tos',
    '/legal',
  ].filter((route) => only === undefined || only.includes(route.replace(/\/\d+$/, '/<id>')));

  const debugPort = await freePort();
  const chromium = startChild(
    CHROMIUM,
    [
      '--headless=new',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--no-first-run',
      '--no-default-browser-check',
      `--user-data-dir=${tempDir('agaia-lighthouse-chromium-')}`,
      `--remote-debugging-port=${debugPort}`,
      'about:blank',
    ],
    {},
  );
  children.push(chromium);
  await waitForUrl(`http://127.0.0.1:${debugPort}/json/version`, chromium, 30_000);

  const results = new Map<string, Figures[]>(routes.map((route) => [route, []]));
  let homeNetwork: NetworkItem[] = [];
  let version = '';
  // The audits that cost accessibility, best-practices or SEO points, and on which routes.
  const lost = new Map<string, Set<string>>();
  for (let run = 1; run <= runs; run++) {
    for (const route of routes) {
      process.stderr.write(`run ${run}/${runs} ${route} … `);
      const lhr = await audit(`${origin}${route}`, debugPort);
      version = lhr.lighthouseVersion;
      if (saveDir) {
        fs.mkdirSync(saveDir, { recursive: true });
        const name = `${route.replace(/\W+/g, '_') || 'root'}-${run}.json`;
        fs.writeFileSync(path.join(saveDir, name), JSON.stringify(lhr));
      }
      for (const warning of lhr.runWarnings) console.error(`\n  warning on ${route}: ${warning}`);
      const numeric = (id: string) => lhr.audits[id]?.numericValue ?? Number.NaN;
      results.get(route)?.push({
        scores: CATEGORIES.map((category) =>
          Math.round((lhr.categories[category]?.score ?? Number.NaN) * 100),
        ),
        lcpSeconds: numeric('largest-contentful-paint') / 1000,
        cls: numeric('cumulative-layout-shift'),
        tbtMs: numeric('total-blocking-time'),
      });
      for (const category of CATEGORIES.slice(1))
        for (const ref of lhr.categories[category]?.auditRefs ?? []) {
          const audit = lhr.audits[ref.id];
          if (ref.weight === 0 || !audit || audit.score === null || audit.score === 1) continue;
          const key = `${category}: ${audit.id} (${audit.title})`;
          lost.set(key, (lost.get(key) ?? new Set()).add(route.replace(/\/\d+$/, '/<id>')));
        }
      if (route === '/' && run === 1) {
        const details = lhr.audits['network-requests']?.details;
        homeNetwork = details && 'items' in details ? (details.items as unknown as NetworkItem[]) : [];
      }
      process.stderr.write('done\n');
    }
  }

  const rows = routes.map((route) => {
    const all = results.get(route) ?? [];
    const scores = CATEGORIES.map((_, i) => median(all.map((figures) => figures.scores[i] ?? Number.NaN)));
    return [
      route.replace(/\/\d+$/, '/<id>'),
      ...scores.map((score) => String(score)),
      median(all.map((f) => f.lcpSeconds)).toFixed(2),
      median(all.map((f) => f.cls)).toFixed(3),
      String(Math.round(median(all.map((f) => f.tbtMs)))),
    ];
  });
  console.log(
    `\nLighthouse ${version} (mobile, simulated throttling), ${runs} run(s) per route${runs > 1 ? ', medians' : ''}, ${origin}`,
  );
  console.log(`${machineLoad(loadBefore, os.loadavg())}\n`);
  console.log(
    markdownTable(
      ['route', 'performance', 'accessibility', 'best practices', 'SEO', 'LCP (s)', 'CLS', 'TBT (ms)'],
      rows,
    ),
  );

  console.log('\nAudits that cost points outside performance:');
  for (const [audit, where] of lost) console.log(`- ${audit}: ${[...where].join(', ')}`);

  const scripts = homeNetwork.filter((item) => item.resourceType === 'Script');
  const transfer = scripts.reduce((sum, item) => sum + (item.transferSize ?? 0), 0);
  const resource = scripts.reduce((sum, item) => sum + (item.resourceSize ?? 0), 0);
  const kib = (bytes: number) => `${(bytes / 1024).toFixed(1)} KiB`;
  console.log(
    `\nJavaScript on /: ${scripts.length} scripts, ${kib(transfer)} transferred (${transfer} bytes), ${kib(resource)} uncompressed`,
  );
  const biggest = [...scripts].sort((a, b) => (b.transferSize ?? 0) - (a.transferSize ?? 0))[0];
  for (const url of [`${origin}/`, ...(biggest ? [biggest.url] : [])]) {
    const encoding = await contentEncoding(url.replace('//localhost:', '//127.0.0.1:'));
    console.log(
      `content-encoding of ${new URL(url).pathname} (asked for gzip, deflate, br, zstd): ${encoding}`,
    );
  }
} finally {
  for (const child of children.reverse()) await child.stop();
}

/** The machine's load over the run, and whether it was idle (1-minute load under a quarter of its cores, both times). */
function machineLoad(before: number[], after: number[]): string {
  const cores = os.availableParallelism();
  const figures = (load: number[]) => load.map((value) => value.toFixed(2)).join(' / ');
  const idle = [before[0] ?? 0, after[0] ?? 0].every((load) => load < cores / 4);
  return `machine load (1 / 5 / 15 min, ${cores} cores): ${figures(before)} before, ${figures(after)} after; ${idle ? 'idle' : 'NOT idle: TBT here measures the load as much as the code'}`;
}

async function getJson<T>(url: string): Promise<T> {
  const response = await fetch(url);
  if (!response.ok) throw new Error(`${url} answered ${response.status}`);
  return (await response.json()) as T;
}

/** The Content-Encoding the server answers with when the client accepts every usual one (raw http: no decoding). */
function contentEncoding(url: string): Promise<string> {
  return new Promise((resolve, reject) => {
    const request = http.get(
      url,
      { headers: { 'accept-encoding': 'gzip, deflate, br, zstd' } },
      (response) => {
        response.resume();
        resolve(response.headers['content-encoding'] ?? 'none');
      },
    );
    request.on('error', reject);
  });
}

/**
 * One Lighthouse run. Chromium now and then loses the trace of a load on this busy machine (NO_NAVSTART, "please run
 * Lighthouse again"): such a run is repeated, twice at most; any other error stops the bench.
 */
async function audit(url: string, port: number) {
  for (let attempt = 1; ; attempt++) {
    const result = await lighthouse(url, {
      port,
      hostname: '127.0.0.1',
      output: 'json',
      logLevel: 'error',
      onlyCategories: [...CATEGORIES],
    });
    if (!result) throw new Error(`Lighthouse gave no result for ${url}`);
    const { lhr } = result;
    if (!lhr.runtimeError) return lhr;
    if (lhr.runtimeError.code !== 'NO_NAVSTART' || attempt === 3)
      throw new Error(`Lighthouse on ${url}: ${lhr.runtimeError.message}`);
    process.stderr.write('(trace lost, again) ');
  }
}
