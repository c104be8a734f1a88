/**
 * Throughput of the production server's hot public routes under autocannon, against a "ceiling": a bare Fastify
 * that answers the same bytes and content-type from memory (bench/lib/bare-server.ts). Both run as child processes
 * (the server compiled, as `npm start` runs it), so neither shares an event loop with the load generator (this
 * process). Run by hand:
 *   npm run bench:http -w apps/api [-- --seconds 10] [-- --postgres] [-- --only /api/site,/api/user/profile]
 * The embedded database (a fresh DATA_DIR, demo content seeded at start), or with --postgres a fresh database on
 * postgres://postgres@127.0.0.1:5432 (demo content seeded with the CLI's seed-demo), dropped at the end.
 * Each case runs real, bare, real, bare for --seconds each, and the better run (higher req/s) of each side is kept.
 * POST /api/auth/login is paced by argon2: it runs twice on the real server alone, with fewer connections.
 */
import fs from 'node:fs';
import path from 'node:path';
import autocannon from 'autocannon';
import type { CapturedAnswer } from './lib/bare-server.ts';
import {
  BENCH_USER,
  type Child,
  cpuSeconds,
  freePort,
  markdownTable,
  numberOption,
  registerBenchUser,
  runTsx,
  sampleRss,
  serverEnv,
  startCompiledServer,
  startTsx,
  tempDir,
  waitForUrl,
} from './lib/common.ts';
import { createDatabase } from './lib/postgres.ts';

const seconds = numberOption('seconds', 10);
const usePostgres = process.argv.includes('--postgres');
// --only /api/site,/ runs those cases alone (by path, without the query string).
const onlyAt = process.argv.indexOf('--only');
const only = onlyAt === -1 ? undefined : process.argv[onlyAt + 1]?.split(',');
const CONNECTIONS = 100;
const LOGIN_CONNECTIONS = 10;

interface Case {
  method: 'GET' | 'POST';
  path: string;
  /** Sends the bench user's bearer token. */
  auth?: boolean;
  body?: string;
  /** false: the real server alone (no ceiling ratio). */
  ceiling: boolean;
  connections: number;
}

const ALL_CASES: Case[] = [
  { method: 'GET', path: '/api/site', ceiling: true, connections: CONNECTIONS },
  { method: 'GET', path: '/api/content/news?limit=20', ceiling: true, connections: CONNECTIONS },
  { method: 'GET', path: '/api/content/patchnotes?limit=20', ceiling: true, connections: CONNECTIONS },
  { method: 'GET', path: '/api/products', ceiling: true, connections: CONNECTIONS },
  { method: 'GET', path: '/api/game/status', ceiling: true, connections: CONNECTIONS },
  { method: 'GET', path: '/api/user/profile', auth: true, ceiling: true, connections: CONNECTIONS },
  { method: 'GET', path: '/', ceiling: true, connections: CONNECTIONS },
  {
    method: 'POST',
    path: '/api/auth/login',
    body: JSON.stringify({ identifier: BENCH_USER.username, password: BENCH_USER.password }),
    ceiling: false,
    connections: LOGIN_CONNECTIONS,
  },
];
const CASES = ALL_CASES.filter((c) => only === undefined || only.includes(c.path.split('?')[0] ?? c.path));

interface Run {
  rps: number;
  p50: number;
  p99: number;
  errors: number;
  non2xx: number;
  bytes: number;
  /** The server's CPU time (user + system) per answered request, in µs. */
  cpuUs: number;
}

const children: Child[] = [];
let dropDatabase: (() => Promise<void>) | undefined;
try {
  const work = tempDir('agaia-bench-http-');
  const port = await freePort();
  const real = `http://127.0.0.1:${port}`;
  const limits = { RATE_LIMIT_LOGIN_PER_IP: '1000000000', RATE_LIMIT_LOGIN_PER_ACCOUNT: '1000000000' };
  const env = serverEnv(port, {
    ...limits,
    RATE_LIMIT_REGISTER_PER_IP: '1000000',
    DATA_DIR: path.join(work, 'data'),
  });
  if (usePostgres) {
    const database = await createDatabase();
    dropDatabase = database.drop;
    env.DATABASE_URL = database.url;
    // Only the embedded database is seeded at start; PostgreSQL gets the same demo content from the CLI.
    process.stderr.write(await runTsx('src/cli.ts', ['seed-demo'], env));
  }
  const server = await startCompiledServer(env);
  children.push(server);
  await waitForUrl(`${real}/api/health`, server);

  const accessToken = await registerBenchUser(real);
  const headersOf = (c: Case): Record<string, string> => ({
    ...(c.auth ? { authorization: `Bearer ${accessToken}` } : {}),
    ...(c.body ? { 'content-type': 'application/json' } : {}),
  });

  // The real server's answers, replayed by the bare one (which always has one: /api/site when no case has a ceiling).
  const answers: CapturedAnswer[] = [];
  const ceilingCases = CASES.some((c) => c.ceiling) ? CASES.filter((c) => c.ceiling) : ALL_CASES.slice(0, 1);
  for (const c of ceilingCases) {
    const response = await fetch(`${real}${c.path}`, { method: c.method, headers: headersOf(c) });
    const body = Buffer.from(await response.arrayBuffer());
    if (!response.ok) throw new Error(`${c.method} ${c.path} answered ${response.status}: ${body}`);
    const contentType = response.headers.get('content-type') ?? 'application/octet-stream';
    answers.push({
      method: c.method,
      path: c.path,
      status: response.status,
      contentType,
      body: body.toString('base64'),
    });
  }
  const answersFile = path.join(work, 'answers.json');
  fs.writeFileSync(answersFile, JSON.stringify(answers));
  const barePort = await freePort();
  const bare = `http://127.0.0.1:${barePort}`;
  const bareServer = startTsx(
    'bench/lib/bare-server.ts',
    [String(barePort), answersFile],
    process.env,
    'node-import',
  );
  children.push(bareServer);
  await waitForUrl(`${bare}${ceilingCases[0]?.path}`, bareServer);

  const rss = sampleRss(server.pid);
  const rows: string[][] = [];
  console.log(
    `\n${usePostgres ? 'PostgreSQL' : 'embedded PGlite'}, ${seconds} s per run, ${CONNECTIONS} connections (login ${LOGIN_CONNECTIONS})\n`,
  );
  for (const c of CASES) {
    const sides = c.ceiling ? ([real, bare, real, bare] as const) : ([real, real] as const);
    const realRuns: Run[] = [];
    const bareRuns: Run[] = [];
    rss.take();
    for (const base of sides) {
      const run = await load(base, c, headersOf(c), base === real ? server.pid : bareServer.pid);
      (base === real ? realRuns : bareRuns).push(run);
      console.log(`${c.method} ${c.path} ${base === real ? 'real' : 'bare'}: ${describe(run)}`);
    }
    const best = (runs: Run[]) => runs.reduce((a, b) => (b.rps > a.rps ? b : a));
    const leastCpu = (runs: Run[]) => Math.min(...runs.map((run) => run.cpuUs));
    const r = best(realRuns);
    const b = bareRuns.length > 0 ? best(bareRuns) : undefined;
    rows.push([
      `${c.method} ${c.path}${c.auth ? ' (bearer)' : ''}`,
      String(c.connections),
      r.rps.toFixed(0),
      String(r.p50),
      String(r.p99),
      `${r.errors}/${r.non2xx}`,
      b ? b.rps.toFixed(0) : '–',
      b ? String(b.p50) : '–',
      b ? String(b.p99) : '–',
      b ? `${b.errors}/${b.non2xx}` : '–',
      b ? `${((100 * r.rps) / b.rps).toFixed(0)} %` : '– (argon2)',
      `${leastCpu(realRuns).toFixed(1)}${b ? ` / ${leastCpu(bareRuns).toFixed(1)} (${((100 * leastCpu(bareRuns)) / leastCpu(realRuns)).toFixed(0)} %)` : ''}`,
      (r.bytes / 1024).toFixed(1),
      rss.take().toFixed(0),
    ]);
  }
  rss.stop();
  console.log(
    `\n${markdownTable(
      [
        'case',
        'conns',
        'real req/s',
        'real p50 (ms)',
        'real p99 (ms)',
        'real errors/non-2xx',
        'bare req/s',
        'bare p50 (ms)',
        'bare p99 (ms)',
        'bare errors/non-2xx',
        'real/bare',
        'CPU µs/req real / bare (bare/real)',
        'KiB per answer (with headers)',
        'max RSS (MiB)',
      ],
      rows,
    )}`,
  );
  console.log(
    `\nMax RSS of the real server over the whole run: ${rss.overall().toFixed(0)} MiB (ps every second). ` +
      'Better of two runs per side (the lesser CPU per request); errors are connection errors and timeouts. ' +
      'CPU per request is steadier than req/s when other work shares the machine.',
  );
} finally {
  for (const child of children.reverse()) await child.stop();
  await dropDatabase?.();
}

async function load(base: string, c: Case, headers: Record<string, string>, pid: number): Promise<Run> {
  const cpuBefore = cpuSeconds(pid);
  const result = await autocannon({
    url: `${base}${c.path}`,
    method: c.method,
    headers,
    ...(c.body ? { body: c.body } : {}),
    connections: c.connections,
    duration: seconds,
  });
  return {
    rps: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.errors,
    non2xx: result.non2xx,
    bytes: result.requests.total > 0 ? result.throughput.total / result.requests.total : 0,
    cpuUs: result.requests.total > 0 ? ((cpuSeconds(pid) - cpuBefore) * 1e6) / result.requests.total : 0,
  };
}

function describe(run: Run): string {
  return `${run.rps.toFixed(0)} req/s, p50 ${run.p50} ms, p99 ${run.p99} ms, errors ${run.errors}, non-2xx ${run.non2xx}, CPU ${run.cpuUs.toFixed(1)} µs/req`;
}
