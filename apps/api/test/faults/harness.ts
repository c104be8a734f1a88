import { execFile } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import Stripe from 'stripe';
import {
  API_DIR,
  type Child,
  freePort,
  serverEnv,
  startChild,
  startCommand,
  tempDir,
} from '../../bench/lib/common.ts';

/**
 * What every fault drill shares: loopback ports of its own, the production server (apps/api/dist/server/main.js,
 * built when missing or older than its sources) started as `npm start` runs it, with its own DATA_DIR and
 * environment, its JSON log lines, and small HTTP helpers.
 */

// The drills' ports, 3700–3799, in slices of 20 per vitest worker: files running at once never probe the same port.
export async function drillPort(): Promise<number> {
  const slice = (Number(process.env.VITEST_POOL_ID ?? 1) - 1) % 5;
  return freePort({ from: 3700 + slice * 20, to: 3719 + slice * 20 });
}

/**
 * A drill's temporary directory (its server's DATA_DIR), removed when the test process exits however it ends
 * (bench/lib's tempDir). Drills make it inside the test, so a skipped drill leaves none, and remove it in afterAll.
 */
export const drillDir = (name: string) => tempDir(`agaia-faults-${name}-`);

export const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Polls until `check` answers something truthy (and returns it); throws naming `what` after `timeoutMs`. */
export async function waitFor<T>(
  what: string,
  check: () => Promise<T> | T,
  timeoutMs = 30_000,
): Promise<Exclude<T, undefined | null | false | 0 | ''>> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await check();
    if (value) return value as Exclude<T, undefined | null | false | 0 | ''>;
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await sleep(100);
  }
}

const DIST_MAIN = path.join(API_DIR, 'dist/server/main.js');
const BUILD_INPUTS = [
  path.join(API_DIR, 'src'),
  path.join(API_DIR, '../../packages/contract/src'),
  path.join(API_DIR, 'scripts/build.mjs'),
  path.join(API_DIR, 'package.json'),
];

function newestChange(file: string): number {
  // A file another process deletes while this one looks is simply gone.
  const stat = fs.statSync(file, { throwIfNoEntry: false });
  if (!stat?.isDirectory()) return stat?.mtimeMs ?? 0;
  return Math.max(stat.mtimeMs, ...fs.readdirSync(file).map((name) => newestChange(path.join(file, name))));
}

const isBuilt = () =>
  fs.existsSync(DIST_MAIN) && fs.statSync(DIST_MAIN).mtimeMs >= Math.max(...BUILD_INPUTS.map(newestChange));

/**
 * Builds dist/server when it is missing or older than a source. The build empties dist/server first, so parallel
 * test files take turns through a lock directory (mkdir is atomic) and look again once they hold it.
 */
async function ensureServerBuilt(): Promise<void> {
  if (isBuilt()) return;
  const lock = path.join(os.tmpdir(), 'agaia-faults-build.lock');
  for (let waited = 0; ; waited += 100) {
    try {
      fs.mkdirSync(lock);
      break;
    } catch {
      // Held by another file's build (a build takes well under a second); one left by a killed run goes stale.
      const heldFor = Date.now() - (fs.statSync(lock, { throwIfNoEntry: false })?.mtimeMs ?? Date.now());
      if (waited > 60_000 || heldFor > 60_000) fs.rmSync(lock, { recursive: true, force: true });
      await sleep(100);
    }
  }
  try {
    if (!isBuilt()) await promisify(execFile)(process.execPath, ['scripts/build.mjs'], { cwd: API_DIR });
  } finally {
    fs.rmSync(lock, { recursive: true, force: true });
  }
}

/** One JSON log line of the server (pino). */
export type LogLine = Record<string, unknown> & { level: number; msg: string; reqId?: string };

export interface ServerProcess {
  base: string;
  port: number;
  pid: number;
  child: Child;
  /** Every JSON line it has printed so far. */
  lines: LogLine[];
  /** Whether the process is still there. */
  isRunning(): boolean;
  /** Sends a signal to the server process itself. */
  signal(signal: NodeJS.Signals): void;
  /** SIGTERM (SIGKILL after 10 s), and waits for it to exit. */
  stop(): Promise<void>;
}

/**
 * Starts the built server on 127.0.0.1:port with the drill's environment (over serverEnv: nothing outside
 * configured unless the drill says so) and waits until /api/health answers 200.
 */
export async function startServer(options: {
  port: number;
  dataDir: string;
  env?: Record<string, string>;
  /** node's own arguments before the start script's (a benchmark's --cpu-prof, which NODE_OPTIONS refuses). */
  nodeArgs?: string[];
}): Promise<ServerProcess> {
  await ensureServerBuilt();
  const { port, dataDir } = options;
  const lines: LogLine[] = [];
  let partial = '';
  const onStdout = (chunk: string) => {
    const text = partial + chunk;
    const complete = text.split('\n');
    partial = complete.pop() ?? '';
    for (const line of complete) {
      try {
        lines.push(JSON.parse(line) as LogLine);
      } catch {
        // not a log line (the output tail keeps it for error messages)
      }
    }
  };
  const start = startCommand();
  // Info: the start-up lines (requests log at debug), which tell that this process, not another, took the port.
  const env = serverEnv(port, {
    DATA_DIR: dataDir,
    WEB_DIST_DIR: dataDir,
    LOG_LEVEL: 'info',
    ...options.env,
  });
  const child = startChild(process.execPath, [...(options.nodeArgs ?? []), ...start.args], {
    cwd: API_DIR,
    env: { ...env, ...start.env },
    onStdout,
  });
  const base = `http://127.0.0.1:${port}`;
  let hasExited = false;
  void child.exited.then(() => {
    hasExited = true;
  });
  await waitFor(
    'the server to answer /api/health',
    async () => {
      if (hasExited) throw new Error(`the server exited at start:\n${child.output()}`);
      if (!lines.some((line) => line.msg === `Server listening at ${base}`)) return false;
      return fetch(`${base}/api/health`).then(
        (response) => response.ok,
        () => false,
      );
    },
    60_000,
  );
  return {
    base,
    port,
    pid: child.pid,
    child,
    lines,
    isRunning: () => !hasExited,
    signal: (signal) => process.kill(child.pid, signal),
    stop: () => child.stop(),
  };
}

/** Throws, with the end of its output, when the server process is gone (a drill's waits then fail at once). */
export function assertRunning(server: ServerProcess): void {
  if (!server.isRunning()) throw new Error(`the server exited:\n${server.child.output()}`);
}

/** A JSON call: its status and parsed body ({} when the body is not JSON). */
export async function call(
  base: string,
  method: string,
  url: string,
  options: { body?: unknown; token?: string; headers?: Record<string, string> } = {},
): Promise<{ status: number; json: Record<string, unknown> }> {
  const response = await fetch(`${base}${url}`, {
    method,
    headers: {
      ...(options.body !== undefined && { 'content-type': 'application/json' }),
      ...(options.token && { authorization: `Bearer ${options.token}` }),
      ...options.headers,
    },
    body: options.body === undefined ? undefined : JSON.stringify(options.body),
    signal: AbortSignal.timeout(30_000),
  });
  const text = await response.text();
  let json: Record<string, unknown> = {};
  try {
    json = JSON.parse(text) as Record<string, unknown>;
  } catch {}
  return { status: response.status, json };
}

/** Registers a player and logs it in over HTTP; answers its access token. */
export async function registerAndLogin(
  base: string,
  user: { username: string; email: string; password: string },
): Promise<string> {
  const registered = await call(base, 'POST', '/api/auth/register', { body: user });
  if (registered.status !== 201) throw new Error(`register answered ${registered.status}`);
  return login(base, user.username, user.password);
}

export async function login(base: string, identifier: string, password: string): Promise<string> {
  const answer = await call(base, 'POST', '/api/auth/login', { body: { identifier, password } });
  if (answer.status !== 200)
    throw new Error(`login answered ${answer.status}: ${JSON.stringify(answer.json)}`);
  return String(answer.json.accessToken);
}

const signer = new Stripe('sk_test_signer');

/** A Stripe event's body, created now. */
export const stripeEventBody = (event: { id: string; type: string; object: unknown }) => ({
  id: event.id,
  object: 'event',
  type: event.type,
  created: Math.floor(Date.now() / 1000),
  data: { object: event.object },
});

/** The Stripe-Signature header of a payload, signed with the real scheme at the current time. */
export const stripeSignature = (payload: string, secret: string) => ({
  'stripe-signature': signer.webhooks.generateTestHeaderString({ payload, secret }),
});

/**
 * Posts a Stripe event to the webhook as Stripe delivers it and retries it (the same id and payload, a fresh
 * signature).
 */
export function postStripeEvent(
  base: string,
  secret: string,
  event: { id: string; type: string; object: unknown },
) {
  const payload = JSON.stringify(stripeEventBody(event));
  return fetch(`${base}/api/stripe/webhook`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...stripeSignature(payload, secret) },
    body: payload,
    signal: AbortSignal.timeout(30_000),
  });
}

/** A paid Checkout Session of an order, as checkout.session.completed carries it. */
export function paidSession(
  order: { id: number; amountCents: number; currency: string },
  sessionId = `cs_test_drill_${order.id}`,
) {
  return {
    id: sessionId,
    object: 'checkout.session',
    status: 'complete',
    payment_status: 'paid',
    amount_total: order.amountCents,
    currency: order.currency,
    client_reference_id: String(order.id),
    metadata: { orderId: String(order.id) },
    payment_intent: `pi_drill_${order.id}`,
  };
}
