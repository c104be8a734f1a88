/**
 * Start time and memory of the production server on the embedded database, run from its TypeScript under tsx
 * (`node --import tsx src/main.ts`) and compiled (`node dist/server/main.js`, built first by scripts/build.mjs),
 * taking turns (docs/adr/012). Per run: a fresh DATA_DIR (initdb, migrations, demo content); the time from spawning
 * the process to the first 200 of /api/health (polled every 20 ms); RSS 5 s later; then the load of bench/http.ts
 * (its routes, 100 connections, login with 10) for --seconds each, with the max RSS (ps every second); then a stop
 * and a restart on the same DATA_DIR, timed and measured again. Run by hand:
 *   npm run bench:start-memory -w apps/api [-- --runs 3] [-- --seconds 5] [-- --only compiled|tsx]
 *   [-- --node-flags "--max-semi-space-size=4"]
 */
import { execFile } from 'node:child_process';
import path from 'node:path';
import { promisify } from 'node:util';
import autocannon from 'autocannon';
import {
  API_DIR,
  BENCH_USER,
  type Child,
  freePort,
  markdownTable,
  numberOption,
  registerBenchUser,
  sampleRss,
  serverEnv,
  startChild,
  startCommand,
  tempDir,
} from './lib/common.ts';

const runs = numberOption('runs', 2);
const seconds = numberOption('seconds', 5);
const onlyAt = process.argv.indexOf('--only');
const only = onlyAt === -1 ? undefined : process.argv[onlyAt + 1];
const flagsAt = process.argv.indexOf('--node-flags');
const nodeFlags = flagsAt === -1 ? [] : (process.argv[flagsAt + 1] ?? '').split(' ').filter(Boolean);

type Mode = 'tsx' | 'compiled';
const MODES: Mode[] = only === 'tsx' || only === 'compiled' ? [only] : ['tsx', 'compiled'];
const ARGV: Record<Mode, string[]> = {
  tsx: ['--import', 'tsx', 'src/main.ts'],
  compiled: startCommand().args,
};

interface Load {
  path: string;
  method?: 'POST';
  auth?: boolean;
  body?: string;
  connections: number;
}
const LOADS: Load[] = [
  { path: '/api/site', connections: 100 },
  { path: '/api/content/news?limit=20', connections: 100 },
  { path: '/api/content/patchnotes?limit=20', connections: 100 },
  { path: '/api/products', connections: 100 },
  { path: '/api/game/status', connections: 100 },
  { path: '/api/user/profile', auth: true, connections: 100 },
  { path: '/', connections: 100 },
  {
    path: '/api/auth/login',
    method: 'POST',
    body: JSON.stringify({ identifier: BENCH_USER.username, password: BENCH_USER.password }),
    connections: 10,
  },
];

interface Result {
  mode: Mode;
  firstStartMs: number;
  firstIdleMiB: number;
  loadMaxMiB: number;
  restartMs: number;
  restartIdleMiB: number;
}

await promisify(execFile)(process.execPath, ['scripts/build.mjs'], { cwd: API_DIR });
const results: Result[] = [];
const children: Child[] = [];
try {
  for (let run = 0; run < runs; run++) {
    for (const mode of MODES) {
      const result = await measure(mode);
      results.push(result);
      console.log(JSON.stringify(result));
    }
  }
} finally {
  for (const child of children) await child.stop();
}

const range = (values: number[]) => {
  const low = Math.min(...values).toFixed(0);
  const high = Math.max(...values).toFixed(0);
  return low === high ? low : `${low}–${high}`;
};
const column = (mode: Mode, key: Exclude<keyof Result, 'mode'>) =>
  range(results.filter((r) => r.mode === mode).map((r) => r[key]));
console.log(
  `\n${runs} run(s) each, load ${seconds} s per route${nodeFlags.length ? `, node ${nodeFlags.join(' ')}` : ''}\n\n${markdownTable(
    [
      'server',
      'first start (ms)',
      'RSS idle (MiB)',
      'max RSS under load (MiB)',
      'restart (ms)',
      'RSS idle after restart (MiB)',
    ],
    MODES.map((mode) => [
      mode === 'tsx' ? 'node --import tsx src/main.ts' : 'npm start',
      column(mode, 'firstStartMs'),
      column(mode, 'firstIdleMiB'),
      column(mode, 'loadMaxMiB'),
      column(mode, 'restartMs'),
      column(mode, 'restartIdleMiB'),
    ]),
  )}`,
);

async function measure(mode: Mode): Promise<Result> {
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  const env = serverEnv(port, {
    DATA_DIR: path.join(tempDir('agaia-bench-start-'), 'data'),
    RATE_LIMIT_LOGIN_PER_IP: '1000000000',
    RATE_LIMIT_LOGIN_PER_ACCOUNT: '1000000000',
    RATE_LIMIT_REGISTER_PER_IP: '1000000',
  });

  const first = await start(mode, env, base);
  const firstIdleMiB = await idleRss(first.child);
  const accessToken = await registerBenchUser(base);
  const rss = sampleRss(first.child.pid);
  for (const load of LOADS) {
    await autocannon({
      url: `${base}${load.path}`,
      method: load.method ?? 'GET',
      headers: {
        ...(load.auth ? { authorization: `Bearer ${accessToken}` } : {}),
        ...(load.body ? { 'content-type': 'application/json' } : {}),
      },
      ...(load.body ? { body: load.body } : {}),
      connections: load.connections,
      duration: seconds,
    });
  }
  rss.stop();
  const loadMaxMiB = rss.overall();
  await first.child.stop();

  const second = await start(mode, env, base);
  const restartIdleMiB = await idleRss(second.child);
  await second.child.stop();
  return {
    mode,
    firstStartMs: first.ms,
    firstIdleMiB,
    loadMaxMiB,
    restartMs: second.ms,
    restartIdleMiB,
  };
}

async function start(
  mode: Mode,
  env: NodeJS.ProcessEnv,
  base: string,
): Promise<{ child: Child; ms: number }> {
  const started = performance.now();
  const startEnv = mode === 'compiled' ? { ...env, ...startCommand().env } : env;
  const child = startChild(process.execPath, [...nodeFlags, ...ARGV[mode]], { cwd: API_DIR, env: startEnv });
  children.push(child);
  for (;;) {
    try {
      const response = await fetch(`${base}/api/health`);
      await response.arrayBuffer();
      if (response.ok) return { child, ms: performance.now() - started };
    } catch {
      // not listening yet
    }
    try {
      process.kill(child.pid, 0);
    } catch {
      throw new Error(`the ${mode} server exited:\n${child.output()}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

/** RSS in MiB after 5 s of rest. */
async function idleRss(child: Child): Promise<number> {
  await new Promise((resolve) => setTimeout(resolve, 5_000));
  const { stdout } = await promisify(execFile)('ps', ['-o', 'rss=', '-p', String(child.pid)]);
  return Number(stdout.trim()) / 1024;
}
