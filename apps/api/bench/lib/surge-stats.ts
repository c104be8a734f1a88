/**
 * What the surge benchmark counts: each kind of request's latencies and failures, and the CPU of the processes on the
 * machine (from /proc: the server instances, nginx, PostgreSQL, Redis, the load generator itself, the whole machine).
 */
import fs from 'node:fs';
import os from 'node:os';
import { cpuSeconds } from './common.ts';

/** What a kind of request is, for the goals: visitors' reads, logins, players' profile reads, the shop. */
export type KindGroup = 'read' | 'login' | 'profile' | 'shop';

/** One kind of request: every answer's latency (ms) and what went wrong, by status or network error. */
export class KindStats {
  readonly latencies: number[] = [];
  readonly failures = new Map<string, number>();
  /** Answers of any status. */
  answered = 0;
  /** Answers with a 2xx or 3xx status: served. */
  ok = 0;
  /** Requests that got no answer (refused, reset, timed out). */
  unanswered = 0;
  constructor(
    readonly name: string,
    readonly group: KindGroup,
  ) {}

  /** An answer's status (a failure unless 2xx or 3xx) and how long it took. */
  answer(status: number, ms: number): void {
    this.answered++;
    this.latencies.push(ms);
    if (status < 200 || status >= 400) this.note(String(status));
    else this.ok++;
  }

  /** A request that got no answer: its error code or message. */
  noAnswer(reason: string): void {
    this.unanswered++;
    this.note(reason);
  }

  private note(reason: string): void {
    this.failures.set(reason, (this.failures.get(reason) ?? 0) + 1);
  }

  get count(): number {
    return this.answered + this.unanswered;
  }

  get errors(): number {
    let sum = 0;
    for (const count of this.failures.values()) sum += count;
    return sum;
  }

  /** The p-th percentile (nearest rank) of the answers' latencies, in ms; NaN without answers. */
  percentile(p: number): number {
    return percentileOf(this.sorted(), p);
  }

  private sortedCache: Float64Array | undefined;
  private sorted(): Float64Array {
    if (this.sortedCache?.length !== this.latencies.length)
      this.sortedCache = Float64Array.from(this.latencies).sort();
    return this.sortedCache;
  }

  /** "none", or each failure with its count: `503 ×12, ECONNRESET ×3`. */
  describeFailures(): string {
    if (this.failures.size === 0) return 'none';
    return [...this.failures]
      .sort((a, b) => b[1] - a[1])
      .map(([reason, count]) => `${reason} ×${count}`)
      .join(', ');
  }
}

/** A kind's stats as plain data, to cross between threads (the latencies' buffer is transferred, not copied). */
export interface KindStatsData {
  name: string;
  group: KindGroup;
  latencies: Float64Array;
  failures: [string, number][];
  answered: number;
  ok: number;
  unanswered: number;
}

export function toData(stats: KindStats): KindStatsData {
  return {
    name: stats.name,
    group: stats.group,
    latencies: Float64Array.from(stats.latencies),
    failures: [...stats.failures],
    answered: stats.answered,
    ok: stats.ok,
    unanswered: stats.unanswered,
  };
}

export function fromData(data: KindStatsData): KindStats {
  const stats = new KindStats(data.name, data.group);
  for (const ms of data.latencies) stats.latencies.push(ms);
  for (const [reason, count] of data.failures) stats.failures.set(reason, count);
  stats.answered = data.answered;
  stats.ok = data.ok;
  stats.unanswered = data.unanswered;
  return stats;
}

function percentileOf(sorted: Float64Array, p: number): number {
  if (sorted.length === 0) return Number.NaN;
  const rank = Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1));
  return sorted[rank] ?? Number.NaN;
}

/** The machine's CPU time so far (/proc/stat, all cores), in seconds: busy (not idle, not waiting on I/O) and all. */
function machineCpu(): { busy: number; all: number } {
  const line = fs.readFileSync('/proc/stat', 'utf8').split('\n')[0] ?? '';
  const ticks = line.trim().split(/\s+/).slice(1, 9).map(Number);
  const all = ticks.reduce((a, b) => a + b, 0);
  const idle = (ticks[3] ?? 0) + (ticks[4] ?? 0);
  return { busy: (all - idle) / 100, all: all / 100 };
}

/** Every process's command name, parent and CPU seconds so far (/proc/<pid>/stat). */
function processes(): { pid: number; name: string; ppid: number; cpu: number }[] {
  const found = [];
  for (const entry of fs.readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    let stat: string;
    try {
      stat = fs.readFileSync(`/proc/${entry}/stat`, 'utf8');
    } catch {
      continue; // ended meanwhile
    }
    const name = stat.slice(stat.indexOf('(') + 1, stat.lastIndexOf(')'));
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    const cpu = (Number(fields[11]) + Number(fields[12])) / 100;
    found.push({ pid: Number(entry), name, ppid: Number(fields[1]), cpu });
  }
  return found;
}

/**
 * A snapshot of CPU seconds: the machine, each named process (the instances, the generator) and groups (nginx's
 * master and workers; every postgres and redis-server process on the machine, whoever's).
 */
export interface CpuSnapshot {
  at: number;
  machine: { busy: number; all: number };
  pids: Map<number, number>;
  groups: Map<string, Map<number, number>>;
  generator: NodeJS.CpuUsage;
}

export function cpuSnapshot(options: { pids: number[]; nginxPid?: number }): CpuSnapshot {
  const all = processes();
  const pids = new Map(options.pids.map((pid) => [pid, cpuSeconds(pid)]));
  const group = (keep: (p: { pid: number; name: string; ppid: number }) => boolean) =>
    new Map(all.filter(keep).map((p) => [p.pid, p.cpu]));
  const groups = new Map([
    ['nginx', group((p) => p.pid === options.nginxPid || p.ppid === options.nginxPid)],
    ['PostgreSQL', group((p) => p.name === 'postgres' || p.name.startsWith('postgres:'))],
    ['Redis', group((p) => p.name === 'redis-server')],
  ]);
  return { at: performance.now(), machine: machineCpu(), pids, groups, generator: process.cpuUsage() };
}

/** CPU used between two snapshots, as % of one core (200 % is both cores of this machine). */
export function cpuBetween(before: CpuSnapshot, after: CpuSnapshot) {
  const seconds = (after.at - before.at) / 1000;
  const percent = (cpu: number) => (100 * cpu) / seconds;
  const pid = (id: number) => percent((after.pids.get(id) ?? 0) - (before.pids.get(id) ?? 0));
  // A process seen only at the end started meanwhile: all of its time counts.
  const group = (name: string) => {
    let sum = 0;
    for (const [id, cpu] of after.groups.get(name) ?? [])
      sum += cpu - (before.groups.get(name)?.get(id) ?? 0);
    return percent(sum);
  };
  const generatorMicros =
    after.generator.user + after.generator.system - before.generator.user - before.generator.system;
  return {
    seconds,
    pid,
    group,
    generator: percent(generatorMicros / 1e6),
    machine: percent(after.machine.busy - before.machine.busy),
    cores: os.cpus().length,
  };
}

export const loadAverage = () => fs.readFileSync('/proc/loadavg', 'utf8').trim();

/** The machine's count of connections dropped because a listen queue was full (/proc/net/netstat). */
export function listenOverflows(): number {
  const lines = fs.readFileSync('/proc/net/netstat', 'utf8').split('\n');
  const at = lines.findIndex((line) => line.startsWith('TcpExt:'));
  const names = lines[at]?.split(/\s+/) ?? [];
  const values = lines[at + 1]?.split(/\s+/) ?? [];
  return Number(values[names.indexOf('ListenOverflows')] ?? 0);
}
