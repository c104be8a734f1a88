/** The surge benchmark's tables: each kind of request, the processes' CPU and memory, and the goals. */
import { markdownTable } from './common.ts';
import { type cpuBetween, KindStats } from './surge-stats.ts';

export interface PhaseResult {
  instances: number;
  kinds: KindStats[];
  cpu: ReturnType<typeof cpuBetween>;
  servers: { pid: number; rssMiB: number }[];
  behindNginx: boolean;
  /** The open loops' event loop (this thread): the share of the window it was busy (1 = saturated, the load lags). */
  generatorLoopBusy: number;
  /** The visitors' thread's event loop, the same way. */
  visitorsLoopBusy: number;
  /** Each instance's PostgreSQL pool size (DATABASE_POOL_SIZE). */
  poolSize: number;
  generatorRssMiB: number;
  loadBefore: string;
  loadAfter: string;
  background: {
    ticks: number;
    /** Connections the machine dropped on a full listen queue over the whole run (warm-up included). */
    listenOverflows: number;
    /** The instances' PostgreSQL connections, sampled twice a second: mean busy (active) and mean open. */
    databaseActive: number;
    databaseOpen: number;
    watchSeconds: number;
    mailsSeeded: number;
    mailsSent: number;
    ordersStarted: number;
    ordersPaid: number;
  };
}

const ms = (value: number) => (Number.isNaN(value) ? '–' : value < 10 ? value.toFixed(1) : value.toFixed(0));
const percent = (value: number) => `${value.toFixed(0)} %`;

/** Every visitor read (pages and API) as one kind. */
function allReads(result: PhaseResult): KindStats {
  const merged = new KindStats('all visitor reads', 'read');
  for (const kind of result.kinds.filter((k) => k.group === 'read')) {
    merged.answered += kind.answered;
    merged.ok += kind.ok;
    merged.unanswered += kind.unanswered;
    for (const latency of kind.latencies) merged.latencies.push(latency);
    for (const [reason, count] of kind.failures)
      merged.failures.set(reason, (merged.failures.get(reason) ?? 0) + count);
  }
  return merged;
}

/** Visitor reads served (2xx or 3xx) a second. */
const readsPerSecond = (result: PhaseResult) => allReads(result).ok / result.cpu.seconds;
const errorsOf = (result: PhaseResult) => result.kinds.reduce((sum, kind) => sum + kind.errors, 0);

function requestTable(result: PhaseResult): string {
  const row = (kind: KindStats) => [
    kind.name,
    kind.count.toLocaleString('en'),
    (kind.count / result.cpu.seconds).toFixed(kind.count / result.cpu.seconds < 10 ? 2 : 0),
    ms(kind.percentile(50)),
    ms(kind.percentile(95)),
    ms(kind.percentile(99)),
    kind.describeFailures(),
  ];
  const reads = allReads(result);
  return markdownTable(
    ['kind', 'count', 'per s', 'p50 (ms)', 'p95 (ms)', 'p99 (ms)', 'errors'],
    [...result.kinds.map(row), row(reads).map((cell, i) => (i === 0 ? `**${cell}**` : cell))],
  );
}

function resourceTable(result: PhaseResult): string {
  const { cpu } = result;
  const rows = result.servers.map((server, index) => [
    `server instance ${result.servers.length > 1 ? String.fromCharCode(65 + index) : ''} (pid ${server.pid})`,
    percent(cpu.pid(server.pid)),
    server.rssMiB.toFixed(0),
  ]);
  if (result.behindNginx) rows.push(['nginx (master and worker)', percent(cpu.group('nginx')), '–']);
  rows.push(
    ['PostgreSQL (all its processes on the machine)', percent(cpu.group('PostgreSQL')), '–'],
    ['Redis', percent(cpu.group('Redis')), '–'],
    [
      `load generator (this process; event loops busy: visitors' thread ${percent(100 * result.visitorsLoopBusy)}, ` +
        `open loops' ${percent(100 * result.generatorLoopBusy)})`,
      percent(cpu.generator),
      result.generatorRssMiB.toFixed(0),
    ],
    [`whole machine (${cpu.cores} cores = ${cpu.cores * 100} %)`, percent(cpu.machine), '–'],
  );
  const ours =
    result.servers.reduce((sum, server) => sum + cpu.pid(server.pid), 0) +
    (result.behindNginx ? cpu.group('nginx') : 0) +
    cpu.group('PostgreSQL') +
    cpu.group('Redis') +
    cpu.generator;
  rows.push(['everything else on the machine (other work)', percent(Math.max(0, cpu.machine - ours)), '–']);
  return markdownTable(['process', 'CPU (% of one core)', 'peak RSS (MiB)'], rows);
}

export function describePhase(result: PhaseResult): string {
  const b = result.background;
  const answered = result.kinds.reduce((sum, kind) => sum + kind.answered, 0);
  const serverCpu = result.servers.reduce((sum, server) => sum + result.cpu.pid(server.pid), 0);
  const microsPerAnswer = ((serverCpu / 100) * result.cpu.seconds * 1e6) / Math.max(1, answered);
  return [
    `### ${result.instances === 1 ? 'One instance (direct)' : `${result.instances} instances behind nginx`}`,
    '',
    `Measured window ${result.cpu.seconds.toFixed(1)} s. Load average before: ${result.loadBefore}; after: ${result.loadAfter}.`,
    '',
    requestTable(result),
    '',
    resourceTable(result),
    '',
    `Server CPU per answer (every kind, all instances): ${microsPerAnswer.toFixed(0)} µs, so about ` +
      `${(1e6 / microsPerAnswer).toFixed(0)} answers a second per core it gets.`,
    ...(result.visitorsLoopBusy > 0.97
      ? [
          "Warning: the visitors' thread was busy all the time (event loop, above): it asked less than the server " +
            'could take and their latencies include its own delay; a lower bound of what the server serves.',
        ]
      : []),
    ...(result.generatorLoopBusy > 0.97
      ? [
          "Warning: the open loops' thread was busy all the time: the profile reads', logins' and checkouts' " +
            'latencies include its own delay.',
        ]
      : []),
    `The instances' PostgreSQL connections: ${b.databaseActive.toFixed(1)} busy of ${b.databaseOpen.toFixed(1)} open ` +
      `on average (each instance's pool holds at most ${result.poolSize}). Connections dropped on a full listen queue (the ` +
      `machine's, warm-up included): ${b.listenOverflows}. ` +
      `Background work in the window: ${b.ticks} Twitch accrual ticks (Get Streams calls; ${b.watchSeconds.toLocaleString('en')} s of watch ` +
      `time credited), ${b.mailsSent} of ${b.mailsSeeded} queued mails sent by the outbox, ${b.ordersPaid} of ` +
      `${b.ordersStarted} orders started paid by their webhook.`,
  ].join('\n');
}

/** The goals, PASS or MISS each, from the one-instance and (when run) two-instance results. */
export function goalTable(one: PhaseResult | undefined, two: PhaseResult | undefined): string {
  const rows: string[][] = [];
  const verdict = (ok: boolean) => (ok ? 'PASS' : 'MISS');
  for (const result of [one, two]) {
    if (!result) continue;
    const errors = errorsOf(result);
    rows.push([
      `no error (${result.instances === 1 ? 'one instance' : 'two instances'})`,
      `${errors} errors`,
      verdict(errors === 0),
    ]);
  }
  if (one) {
    const reads = one.kinds.filter((kind) => kind.group === 'read' || kind.group === 'profile');
    const worst = reads.reduce((a, b) => (b.percentile(99) > a.percentile(99) ? b : a));
    rows.push([
      'reads p99 < 250 ms on one instance (each read kind, profile included)',
      `all visitor reads ${ms(allReads(one).percentile(99))} ms; worst ${worst.name} ${ms(worst.percentile(99))} ms`,
      verdict(reads.every((kind) => kind.percentile(99) < 250)),
    ]);
    const login = one.kinds.find((kind) => kind.group === 'login');
    const loginP99 = login?.percentile(99) ?? Number.NaN;
    rows.push([
      'logins < 1 s on one instance (p99)',
      `p99 ${ms(loginP99)} ms, max ${ms(login?.percentile(100) ?? Number.NaN)} ms`,
      verdict(loginP99 < 1000),
    ]);
  }
  if (one && two) {
    const ratio = readsPerSecond(two) / readsPerSecond(one);
    rows.push([
      'two instances serve ≥ 1.6× the reads of one (2xx/3xx visitor reads a second)',
      `${readsPerSecond(two).toFixed(0)} / ${readsPerSecond(one).toFixed(0)} reads/s = ${ratio.toFixed(2)}×`,
      verdict(ratio >= 1.6),
    ]);
  }
  return markdownTable(['goal', 'measured', 'result'], rows);
}
