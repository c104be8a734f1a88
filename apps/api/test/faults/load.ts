import { randomBytes } from 'node:crypto';
import { ErrorResponse } from '@agaia/contract';
import { type LogLine, sleep } from './harness.ts';

/** One request of the load: what to send. */
export interface LoadRequest {
  label: string;
  /** What the drill knows the request by (an order's event id), copied to its outcome. */
  key?: string;
  method: 'GET' | 'POST';
  path: string;
  body?: unknown;
  headers?: Record<string, string>;
  /** Headers computed from the exact body at the moment it is sent (a Stripe signature carries the time). */
  sign?: (body: string) => Record<string, string>;
}

/** How one request of the load ended: an answer (status and JSON body) or a connection error (its code). */
export interface Outcome {
  requestId: string;
  label: string;
  key?: string;
  sentAt: number;
  endedAt: number;
  status?: number;
  body?: Record<string, unknown>;
  error?: string;
}

/** The code of a failed fetch (ECONNREFUSED, ECONNRESET, UND_ERR_SOCKET…), looked for down its causes. */
export function errorCode(error: unknown): string {
  for (let current: unknown = error, depth = 0; current && depth < 5; depth++) {
    const code = (current as { code?: unknown }).code;
    if (typeof code === 'string') return code;
    current = (current as { cause?: unknown }).cause;
  }
  return error instanceof Error ? error.message : String(error);
}

const run = Math.random().toString(36).slice(2, 8);
let sequence = 0;

/** Sends one request with its own x-request-id (the server logs it as reqId), never throwing. */
export async function send(base: string, request: LoadRequest): Promise<Outcome> {
  const requestId = `drill-${run}-${++sequence}-${randomBytes(3).toString('hex')}`;
  const sent = { requestId, label: request.label, key: request.key, sentAt: Date.now() };
  const payload = request.body === undefined ? undefined : JSON.stringify(request.body);
  try {
    const response = await fetch(`${base}${request.path}`, {
      method: request.method,
      headers: {
        'x-request-id': requestId,
        ...(payload !== undefined && { 'content-type': 'application/json' }),
        ...request.headers,
        ...(payload !== undefined && request.sign?.(payload)),
      },
      body: payload,
      signal: AbortSignal.timeout(30_000),
    });
    const text = await response.text();
    let body: Record<string, unknown> | undefined;
    try {
      body = JSON.parse(text) as Record<string, unknown>;
    } catch {}
    return { ...sent, endedAt: Date.now(), status: response.status, body };
  } catch (error) {
    return { ...sent, endedAt: Date.now(), error: errorCode(error) };
  }
}

/**
 * Keeps `concurrency` workers sending, each its next request as soon as the last one ended (after `pauseMs`),
 * until stop() or until `next` has nothing more for it (a worker that finds nothing stops).
 */
export function startLoad(
  base: string,
  options: {
    concurrency: number;
    next: (worker: number) => LoadRequest | undefined;
    pauseMs?: number;
    /** Called with each outcome as it ends (a drill retrying what failed, as Stripe does). */
    onOutcome?: (outcome: Outcome) => void;
  },
) {
  const outcomes: Outcome[] = [];
  let isStopped = false;
  const worker = async (index: number) => {
    while (!isStopped) {
      const request = options.next(index);
      if (!request) return;
      const outcome = await send(base, request);
      outcomes.push(outcome);
      options.onOutcome?.(outcome);
      if (options.pauseMs) await sleep(options.pauseMs);
    }
  };
  const running = Promise.all(Array.from({ length: options.concurrency }, (_, index) => worker(index)));
  return {
    outcomes,
    running,
    async stop() {
      isStopped = true;
      await running;
    },
  };
}

/** Whether an answer is a refusal in the one error shape (a 503 with a message). */
export const isCleanRefusal = (outcome: Outcome) =>
  outcome.status === 503 && ErrorResponse.safeParse(outcome.body).success;

/** The server's view of each request id: started (its handler ran) and the status it logged when it answered. */
export function serverView(lines: LogLine[]) {
  const started = new Set<string>();
  const answered = new Map<string, number>();
  for (const line of lines) {
    if (!line.reqId) continue;
    if (line.msg === 'incoming request') started.add(line.reqId);
    const res = line.res as { statusCode?: number } | undefined;
    if (line.msg === 'request completed' && res?.statusCode) answered.set(line.reqId, res.statusCode);
  }
  return { started, answered };
}
