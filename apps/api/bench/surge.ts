/**
 * A patch-day surge, measured: `npm run bench:surge` (root or apps/api). On the machine's PostgreSQL (a fresh
 * database, dropped at the end) and Redis (an empty database number), the built server once, then twice behind
 * nginx, takes at once: visitors reading the home page, news and patch notes (the server-rendered pages and their API
 * reads, each visitor a kept-alive connection asking again as soon as answered), logins, players' profile reads, and
 * checkouts each followed by Stripe's signed checkout.session.completed, while the Twitch accrual ticks for a live
 * streamer's chatters and the mail outbox sends a backlog. Prints each kind's count, p50/p95/p99 and errors, the
 * CPU and memory of every process, the goals (PASS or MISS) and the two-to-one ratio of reads served.
 *
 * Environment: SURGE_SECONDS (60), SURGE_WARMUP_SECONDS (10, not counted), SURGE_RAMP_SECONDS (5: the visitors
 * arrive evenly over the first seconds of the warm-up; 0, all at once), SURGE_VISITORS (2000),
 * SURGE_PROFILES_PER_SECOND (300), SURGE_LOGINS_PER_MINUTE (100), SURGE_CHECKOUTS_PER_MINUTE (30),
 * SURGE_INSTANCES (1,2: the runs to make), SURGE_CEILING_SECONDS (10: the visitors against a bare server first, to
 * show how many reads a second the generator can ask for here; 0 skips it), SURGE_NGINX_KEEPALIVE (256,
 * docs/deploy.md's), SURGE_CPU_PROF (1, or a directory to keep them in: the instances run with node --cpu-prof
 * and the profile's top entries are printed; the profiler slows them, so not for the figures), SURGE_INSTANCE_CPU
 * (0: each instance capped at this share of one core, as a machine of its own would give it, lib/cpu-cap.ts: two
 * cores cannot hold two instances, nginx and the generator, so scaling shows only with the instances capped).
 */
import { execFile } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { promisify } from 'node:util';
import { DEFAULT_POOL_SIZE } from '../src/config.ts';
import { API_DIR, sampleRss, tempDir, WEB_DIST_DIR } from './lib/common.ts';
import { capCpu, cpuCapUnavailable } from './lib/cpu-cap.ts';
import { describeProfile } from './lib/cpu-profile.ts';
import { type Ceiling, describeCeiling, measureCeiling } from './lib/surge-ceiling.ts';
import { runSurge } from './lib/surge-load.ts';
import { describePhase, goalTable, type PhaseResult } from './lib/surge-report.ts';
import {
  BENCH_CONNECTION,
  BENCH_SETTINGS,
  type Deployment,
  deploy,
  NGINX_CONNECT_TIMEOUT_SECONDS,
  NGINX_KEEPALIVE,
  NGINX_WORKER_CONNECTIONS,
  type Players,
  STRIPE_SECRET,
  type Stack,
  seedMailBacklog,
  seedPlayers,
  startStack,
} from './lib/surge-stack.ts';
import {
  type CpuSnapshot,
  cpuBetween,
  cpuSnapshot,
  listenOverflows,
  loadAverage,
} from './lib/surge-stats.ts';
import { TIMEOUT_SECONDS } from './lib/surge-visitors.ts';

function envNumber(name: string, fallback: number): number {
  const raw = process.env[name];
  if (raw === undefined || raw === '') return fallback;
  const value = Number(raw);
  if (!Number.isFinite(value) || value < 0) throw new Error(`${name} takes a number ≥ 0`);
  return value;
}

const SECONDS = envNumber('SURGE_SECONDS', 60);
const WARMUP_SECONDS = envNumber('SURGE_WARMUP_SECONDS', 10);
const RAMP_SECONDS = Math.min(WARMUP_SECONDS, envNumber('SURGE_RAMP_SECONDS', 5));
const VISITORS = envNumber('SURGE_VISITORS', 2000);
const PROFILES_PER_SECOND = envNumber('SURGE_PROFILES_PER_SECOND', 300);
const LOGINS_PER_MINUTE = envNumber('SURGE_LOGINS_PER_MINUTE', 100);
const CHECKOUTS_PER_MINUTE = envNumber('SURGE_CHECKOUTS_PER_MINUTE', 30);
const INSTANCES = (process.env.SURGE_INSTANCES ?? '1,2').split(',').map(Number);
const CPU_PROF = process.env.SURGE_CPU_PROF;
const CEILING_SECONDS = envNumber('SURGE_CEILING_SECONDS', 10);
const INSTANCE_CPU = envNumber('SURGE_INSTANCE_CPU', 0);
if (INSTANCE_CPU > 0 && cpuCapUnavailable()) throw new Error(`SURGE_INSTANCE_CPU: ${cpuCapUnavailable()}`);
const PLAYERS = { readers: 200, logins: 50, buyers: 30 };
if (SECONDS < 1 || VISITORS < 20 || INSTANCES.some((n) => !Number.isInteger(n) || n < 1 || n > 8))
  throw new Error('SURGE_SECONDS ≥ 1, SURGE_VISITORS ≥ 20 and SURGE_INSTANCES a list of 1–8, please');

/** The web build the server renders pages with: built once when missing (`npm run build -w apps/web`). */
async function ensureWebBuilt(): Promise<void> {
  if (fs.existsSync(path.join(WEB_DIST_DIR, '../dist-server/entry-server.js'))) return;
  console.log('building the web app (npm run build -w apps/web)…');
  await promisify(execFile)('npm', ['run', 'build', '-w', 'apps/web'], {
    cwd: path.resolve(API_DIR, '../..'),
  });
}

async function measure(stack: Stack, deployment: Deployment, players: Players): Promise<PhaseResult> {
  const mailsSeeded = await seedMailBacklog(stack, WARMUP_SECONDS + SECONDS);
  const pids = deployment.instances.map((instance) => instance.pid);
  const rss = pids.map((pid) => sampleRss(pid));
  let generatorRss = 0;
  const generatorSampler = setInterval(() => {
    generatorRss = Math.max(generatorRss, process.memoryUsage().rss);
  }, 1000);
  const streamsCalls = () =>
    stack.twitch.requests.filter((request) => request.path === '/helix/streams').length;
  const watched = async () =>
    Number(
      (await stack.sql<{ s: string | null }>('select sum(watch_seconds) as s from twitch_time'))[0]?.s ?? 0,
    );
  const loadBefore = loadAverage();
  const overflowsBefore = listenOverflows();
  const snapshot = () => cpuSnapshot({ pids, nginxPid: deployment.nginx?.child.pid });
  const marks = { from: new Date(), to: new Date(), streams: 0, ticks: 0 };
  let before: CpuSnapshot | undefined;
  let after: CpuSnapshot | undefined;
  let watchedBefore: Promise<number> = Promise.resolve(0);
  // The instances' connections to PostgreSQL (their pools and the jobs' lock holder), sampled in the window.
  const database = { samples: 0, active: 0, open: 0 };
  let databaseSampler: NodeJS.Timeout | undefined;
  const sampleDatabase = async () => {
    const [row] = await stack.sql<{ active: number; open: number }>(
      `select (count(*) filter (where state = 'active'))::int as active, count(*)::int as open
       from pg_stat_activity where datname = current_database() and application_name <> $1`,
      [BENCH_CONNECTION],
    );
    database.samples++;
    database.active += row?.active ?? 0;
    database.open += row?.open ?? 0;
  };
  let loop = performance.eventLoopUtilization();
  let loopBusy = 0;
  try {
    const { kinds, visitorsLoopBusy } = await runSurge(
      {
        base: deployment.base,
        warmupSeconds: WARMUP_SECONDS,
        rampSeconds: RAMP_SECONDS,
        seconds: SECONDS,
        visitors: VISITORS,
        profilesPerSecond: PROFILES_PER_SECOND,
        loginsPerMinute: LOGINS_PER_MINUTE,
        checkoutsPerMinute: CHECKOUTS_PER_MINUTE,
        players,
        stripe: stack.stripe,
        stripeSecret: STRIPE_SECRET,
        eventPrefix: `surge_${deployment.instances.length}_${Date.now()}`,
      },
      {
        open: () => {
          before = snapshot();
          loop = performance.eventLoopUtilization();
          marks.from = new Date();
          marks.streams = streamsCalls();
          watchedBefore = watched();
          databaseSampler = setInterval(() => void sampleDatabase().catch(() => {}), 500);
        },
        close: () => {
          after = snapshot();
          loopBusy = performance.eventLoopUtilization(loop).utilization;
          marks.to = new Date();
          marks.ticks = streamsCalls() - marks.streams;
          clearInterval(databaseSampler);
        },
      },
    );
    const watchSeconds = (await watched()) - (await watchedBefore);
    const [mails] = await stack.sql<{ n: number }>(
      'select count(*)::int as n from mail_outbox where sent_at between $1 and $2',
      [marks.from, marks.to],
    );
    const [orders] = await stack.sql<{ started: number; paid: number }>(
      `select count(*)::int as started, (count(*) filter (where status = 'paid'))::int as paid
       from orders where created_at between $1 and $2`,
      [marks.from, marks.to],
    );
    if (!before || !after) throw new Error('the measured window never closed');
    return {
      instances: deployment.instances.length,
      kinds,
      cpu: cpuBetween(before, after),
      servers: pids.map((pid, index) => ({ pid, rssMiB: rss[index]?.overall() ?? 0 })),
      behindNginx: deployment.nginx !== undefined,
      generatorLoopBusy: loopBusy,
      visitorsLoopBusy,
      poolSize: Number(process.env.DATABASE_POOL_SIZE ?? DEFAULT_POOL_SIZE),
      generatorRssMiB: generatorRss / 2 ** 20,
      loadBefore,
      loadAfter: loadAverage(),
      background: {
        ticks: marks.ticks,
        listenOverflows: listenOverflows() - overflowsBefore,
        databaseActive: database.active / Math.max(1, database.samples),
        databaseOpen: database.open / Math.max(1, database.samples),
        watchSeconds,
        mailsSeeded,
        mailsSent: mails?.n ?? 0,
        ordersStarted: orders?.started ?? 0,
        ordersPaid: orders?.paid ?? 0,
      },
    };
  } finally {
    clearInterval(generatorSampler);
    clearInterval(databaseSampler);
    for (const sampler of rss) sampler.stop();
  }
}

const loadAtStart = loadAverage();
console.log(
  [
    `Surge: ${VISITORS} visitors (closed loop), ${PROFILES_PER_SECOND} profile reads/s, ${LOGINS_PER_MINUTE} logins/min, ` +
      `${CHECKOUTS_PER_MINUTE} checkouts/min (each with its webhook); ${SECONDS} s measured after ${WARMUP_SECONDS} s ` +
      `of warm-up (the visitors arriving over its first ${RAMP_SECONDS} s); runs with ${INSTANCES.join(', then ')} ` +
      'instance(s).',
    `Machine: ${os.cpus().length} cores (${os.cpus()[0]?.model ?? '?'}), ${(os.totalmem() / 2 ** 30).toFixed(1)} GiB, ` +
      `node ${process.version}. Load average at start: ${loadAtStart}.`,
    `Server settings for the bench (env): ${Object.entries(BENCH_SETTINGS)
      .map(([name, value]) => `${name}=${value}`)
      .join(' ')}; Redis shared (REDIS_URL); behind nginx TRUST_PROXY=1. nginx (test/cluster/services.ts): ` +
      `worker_connections ${NGINX_WORKER_CONNECTIONS}, keepalive ${NGINX_KEEPALIVE} (deploy.md: 256), ` +
      `proxy_connect_timeout ${NGINX_CONNECT_TIMEOUT_SECONDS} s (deploy.md's). ` +
      `A request unanswered after ${TIMEOUT_SECONDS} s counts as an error (timeout).`,
    INSTANCE_CPU > 0
      ? `Each instance capped at ${INSTANCE_CPU} of a core (SURGE_INSTANCE_CPU, a cgroup's cpu.cfs_quota_us).`
      : 'Instances not capped: they take what the machine leaves them.',
  ].join('\n'),
);

await ensureWebBuilt();
const results: PhaseResult[] = [];
let ceiling: Ceiling | undefined;
const stack = await startStack();
try {
  // The players are seeded through an instance of their own, so that neither the figures nor a CPU profile of the
  // measured instances carries the seeding's argon2 hashes and mails.
  const seeder = await deploy(stack, 1);
  let players: Players;
  try {
    players = await seedPlayers(stack, seeder.base, PLAYERS);
    if (CEILING_SECONDS > 0) {
      console.log('\nmeasuring the generator against a bare server…');
      ceiling = await measureCeiling({
        base: seeder.base,
        dir: stack.dir,
        players,
        visitors: VISITORS,
        rampSeconds: RAMP_SECONDS,
        seconds: CEILING_SECONDS,
      });
      console.log(describeCeiling(ceiling));
    }
  } finally {
    await seeder.stop();
  }
  for (const count of INSTANCES) {
    const profileDir =
      CPU_PROF === undefined || CPU_PROF === ''
        ? undefined
        : CPU_PROF === '1'
          ? tempDir('agaia-surge-cpu-')
          : fs.mkdtempSync(path.join(path.resolve(CPU_PROF), `surge-${count}-`));
    const deployment = await deploy(stack, count, {
      nodeArgs: profileDir ? ['--cpu-prof', `--cpu-prof-dir=${profileDir}`] : [],
    });
    let result: PhaseResult;
    const releases =
      INSTANCE_CPU > 0 ? deployment.instances.map((instance) => capCpu(instance.pid, INSTANCE_CPU)) : [];
    try {
      console.log(`\nrunning with ${count} instance(s) at ${deployment.base}…`);
      result = await measure(stack, deployment, players);
    } finally {
      await deployment.stop();
      for (const release of releases) release();
    }
    results.push(result);
    console.log(`\n${describePhase(result)}`);
    const nginxErrors = deployment.nginxErrors();
    if (nginxErrors.length > 0) console.log(`\nnginx's error log:\n${nginxErrors.slice(0, 10).join('\n')}`);
    for (const file of profileDir ? fs.readdirSync(profileDir) : [])
      console.log(`\n${describeProfile(path.join(profileDir as string, file))}`);
  }
} finally {
  await stack.stop();
}
const one = results.find((result) => result.instances === 1);
const two = results.find((result) => result.instances === 2);
console.log(`\n### Goals\n\n${goalTable(one, two)}\n`);
if (INSTANCE_CPU > 0)
  console.log(
    `The instances were capped at ${INSTANCE_CPU} of a core each: the scaling goal is this run's to judge; the ` +
      "latency goals are the uncapped run's (a capped instance is a smaller machine, overloaded by the same surge).",
  );
if (ceiling) console.log(describeCeiling(ceiling));
console.log(`Load average at the end: ${loadAverage()}.`);
