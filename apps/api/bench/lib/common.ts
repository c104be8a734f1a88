/**
 * Helpers the hand-run benchmarks share: ports in 3400–3499, child processes (the production server, Chromium, the
 * bare server) that are always stopped, a temp DATA_DIR, RSS sampling, medians and markdown tables.
 */
import { type ChildProcess, execFile, spawn } from 'node:child_process';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';

export const API_DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
export const WEB_DIST_DIR = path.resolve(API_DIR, '../web/dist');
const TSX_CLI = path.join(
  path.dirname(createRequire(import.meta.url).resolve('tsx/package.json')),
  'dist/cli.mjs',
);

/**
 * A free port in 3400–3499 (the range these benchmarks may use), or in the range given (the fault drills use their
 * own), none of those already handed out.
 */
const handedOut = new Set<number>();
export async function freePort(
  range: { from: number; to: number } = { from: 3400, to: 3499 },
): Promise<number> {
  const size = range.to - range.from + 1;
  const start = range.from + Math.floor(Math.random() * size);
  for (let i = 0; i < size; i++) {
    const port = range.from + ((start - range.from + i) % size);
    if (handedOut.has(port)) continue;
    const free = await new Promise<boolean>((resolve) => {
      const probe = net.createServer();
      probe.once('error', () => resolve(false));
      probe.listen(port, '127.0.0.1', () => probe.close(() => resolve(true)));
    });
    if (free) {
      handedOut.add(port);
      return port;
    }
  }
  throw new Error(`no free port in ${range.from}–${range.to}`);
}

/** A fresh temporary directory, removed when the process exits. */
export function tempDir(prefix: string): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), prefix));
  process.on('exit', () => fs.rmSync(dir, { recursive: true, force: true }));
  return dir;
}

export interface Child {
  pid: number;
  /** SIGTERM to its process group, SIGKILL after 10 s; resolves once it has exited. */
  stop: () => Promise<void>;
  /** The last lines it printed, for error messages. */
  output: () => string;
  /** Resolves once it has exited and its output is all read, with its exit code or the signal that ended it. */
  exited: Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
}

const running = new Set<ChildProcess>();
// Whatever way this process ends, nothing it started is left behind.
process.on('exit', () => {
  for (const child of running) killGroup(child, 'SIGKILL');
});
for (const signal of ['SIGINT', 'SIGTERM'] as const) process.on(signal, () => process.exit(130));

function killGroup(child: ChildProcess, signal: NodeJS.Signals): void {
  if (child.pid === undefined || child.exitCode !== null || child.signalCode !== null) return;
  try {
    process.kill(-child.pid, signal);
  } catch {
    // already gone
  }
}

/** Starts a command in its own process group (so stopping it stops what it started too). */
export function startChild(
  command: string,
  args: string[],
  options: { cwd?: string; env?: NodeJS.ProcessEnv; onStdout?: (chunk: string) => void },
): Child {
  const { onStdout, ...spawnOptions } = options;
  const child = spawn(command, args, { ...spawnOptions, detached: true, stdio: ['ignore', 'pipe', 'pipe'] });
  running.add(child);
  let tail = '';
  const keep = (chunk: Buffer) => {
    tail = (tail + chunk.toString()).slice(-4000);
  };
  child.stdout?.on('data', keep);
  child.stderr?.on('data', keep);
  if (onStdout) child.stdout?.on('data', (chunk: Buffer) => onStdout(chunk.toString()));
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) =>
    child.once('close', (code, signal) => resolve({ code, signal })),
  );
  exited.then(() => running.delete(child));
  if (child.pid === undefined) throw new Error(`could not start ${command}`);
  return {
    pid: child.pid,
    output: () => tail,
    exited,
    stop: async () => {
      killGroup(child, 'SIGTERM');
      const timer = setTimeout(() => killGroup(child, 'SIGKILL'), 10_000);
      await exited;
      clearTimeout(timer);
    },
  };
}

/** Runs the API's TypeScript with tsx: `tsx <file>` as `npm start` does, or `node --import tsx <file>` (one process). */
export function startTsx(
  file: string,
  args: string[],
  env: NodeJS.ProcessEnv,
  how: 'tsx-cli' | 'node-import',
): Child {
  const argv = how === 'tsx-cli' ? [TSX_CLI, file, ...args] : ['--import', 'tsx', file, ...args];
  return startChild(process.execPath, argv, { cwd: API_DIR, env });
}

/**
 * How `npm start` runs node (apps/api/package.json): the environment it sets and node's arguments, so the benches run
 * the server as an operator does.
 */
export function startCommand(): { env: Record<string, string>; args: string[] } {
  const pkg = JSON.parse(fs.readFileSync(path.join(API_DIR, 'package.json'), 'utf8')) as {
    scripts: { start: string };
  };
  const words = pkg.scripts.start.split(/\s+/);
  const env: Record<string, string> = {};
  while (words[0]?.includes('=')) {
    const [name = '', ...value] = (words.shift() ?? '').split('=');
    env[name] = value.join('=');
  }
  const [command, ...args] = words;
  if (command !== 'node') throw new Error(`apps/api's start script does not run node: ${pkg.scripts.start}`);
  return { env, args };
}

/**
 * The production server as `npm start` runs it (ADR 012): compiled by scripts/build.mjs into dist/server, then
 * node with the start script's arguments. Expects the web app built (`npm run build`).
 */
export async function startCompiledServer(env: NodeJS.ProcessEnv): Promise<Child> {
  await promisify(execFile)(process.execPath, ['scripts/build.mjs'], { cwd: API_DIR });
  const start = startCommand();
  return startChild(process.execPath, start.args, { cwd: API_DIR, env: { ...env, ...start.env } });
}

/** Runs a TypeScript file of the API to its end (the CLI, for instance); rejects with its output when it fails. */
export async function runTsx(file: string, args: string[], env: NodeJS.ProcessEnv): Promise<string> {
  const { stdout } = await promisify(execFile)(process.execPath, ['--import', 'tsx', file, ...args], {
    cwd: API_DIR,
    env,
  });
  return stdout;
}

/** The environment of a production server on PORT: the caller's, less what would point it at other services. */
export function serverEnv(port: number, extra: Record<string, string>): NodeJS.ProcessEnv {
  return {
    ...process.env,
    NODE_ENV: 'production',
    HOST: '127.0.0.1',
    PORT: String(port),
    PUBLIC_URL: '',
    DATABASE_URL: '',
    REDIS_URL: '',
    SMTP_URL: '',
    STRIPE_SECRET_KEY: '',
    TWITCH_CLIENT_ID: '',
    GAME_BACKEND: 'none',
    WEB_DIST_DIR: '',
    LOG_LEVEL: 'warn',
    ...extra,
  };
}

/** Polls url until it answers 2xx, the child dies or timeoutMs passes. */
export async function waitForUrl(url: string, child: Child, timeoutMs = 120_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    try {
      const response = await fetch(url);
      await response.arrayBuffer();
      if (response.ok) return;
    } catch {
      // not listening yet
    }
    try {
      process.kill(child.pid, 0);
    } catch {
      throw new Error(`the process for ${url} exited:\n${child.output()}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`${url} did not answer within ${timeoutMs / 1000} s:\n${child.output()}`);
}

/** Samples a process's resident memory (ps, every second); `take()` returns the max in MiB since the last take. */
export function sampleRss(pid: number): { take: () => number; overall: () => number; stop: () => void } {
  let windowMax = 0;
  let overallMax = 0;
  const sample = () =>
    execFile('ps', ['-o', 'rss=', '-p', String(pid)], (error, stdout) => {
      const kib = Number(stdout.trim());
      if (error || !Number.isFinite(kib)) return;
      windowMax = Math.max(windowMax, kib);
      overallMax = Math.max(overallMax, kib);
    });
  sample();
  const timer = setInterval(sample, 1_000);
  return {
    take: () => {
      const max = windowMax;
      windowMax = 0;
      return max / 1024;
    },
    overall: () => overallMax / 1024,
    stop: () => clearInterval(timer),
  };
}

/**
 * CPU seconds (user + system) a process has used so far, from /proc/<pid>/stat (Linux; its clock ticks are 1/100 s).
 * Per request, it is steadier than req/s on a shared machine: another process taking a core slows both sides alike.
 */
export function cpuSeconds(pid: number): number {
  const stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
  // The command name (field 2) may hold spaces: count the fields after its closing parenthesis.
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  const ticks = Number(fields[11]) + Number(fields[12]);
  return ticks / 100;
}

export function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1
    ? (sorted[middle] ?? Number.NaN)
    : ((sorted[middle - 1] ?? Number.NaN) + (sorted[middle] ?? Number.NaN)) / 2;
}

export function markdownTable(headers: string[], rows: string[][]): string {
  const line = (cells: string[]) => `| ${cells.join(' | ')} |`;
  return [line(headers), line(headers.map(() => '---')), ...rows.map(line)].join('\n');
}

/** A whole number option `--name N` of the command line, else the fallback. */
export function numberOption(name: string, fallback: number): number {
  const at = process.argv.indexOf(`--${name}`);
  if (at === -1) return fallback;
  const value = Number(process.argv[at + 1]);
  if (!Number.isInteger(value) || value < 1) throw new Error(`--${name} takes a whole number ≥ 1`);
  return value;
}

/** The player the benchmarks register and log in (the login case posts these credentials). */
export const BENCH_USER = { username: 'benchuser', email: 'bench@example.com', password: 'bench-password-1' };

/** POSTs JSON and answers the JSON reply; a non-2xx answer throws with its body. */
async function postJson(url: string, body: unknown): Promise<unknown> {
  const response = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  const answer = (await response.json()) as unknown;
  if (!response.ok) throw new Error(`POST ${url} answered ${response.status}: ${JSON.stringify(answer)}`);
  return answer;
}

/**
 * Registers BENCH_USER on the server at `base` and logs it in over HTTP (the CLI cannot open the embedded database
 * the server holds); answers its access token.
 */
export async function registerBenchUser(base: string): Promise<string> {
  await postJson(`${base}/api/auth/register`, BENCH_USER);
  const { accessToken } = (await postJson(`${base}/api/auth/login`, {
    identifier: BENCH_USER.username,
    password: BENCH_USER.password,
  })) as { accessToken: string };
  return accessToken;
}
