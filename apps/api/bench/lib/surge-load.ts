/**
 * The surge's load, from this process: the visitors are closed loops on a thread of their own
 * (surge-visitors-thread.ts); logins, profile reads and checkouts are open loops on this one (sent at their rate whatever the answers do, on kept-alive node:http connections). Only
 * what ends inside the measured window is counted; a warm-up before it lets the visitors arrive and the code warm.
 */
import http from 'node:http';
import type { StripeFake } from '../../test/fakes/stripe/server.ts';
import { paidSession, stripeEventBody, stripeSignature } from '../../test/faults/harness.ts';
import { errorCode } from '../../test/faults/load.ts';
import type { Players } from './surge-stack.ts';
import { KindStats } from './surge-stats.ts';
import { API_HEADERS, TIMEOUT_SECONDS } from './surge-visitors.ts';
import { startVisitorsThread } from './surge-visitors-thread.ts';

export interface SurgePlan {
  base: string;
  warmupSeconds: number;
  /** The visitors arrive evenly over this many seconds from the start (within the warm-up). */
  rampSeconds: number;
  seconds: number;
  visitors: number;
  profilesPerSecond: number;
  loginsPerMinute: number;
  checkoutsPerMinute: number;
  players: Players;
  stripe: StripeFake;
  stripeSecret: string;
  /** Distinguishes this run's Stripe event ids from another run's on the same database. */
  eventPrefix: string;
}

/** Runs the surge; `window` is called as the measured window opens and closes (the CPU snapshots). */
export async function runSurge(
  plan: SurgePlan,
  window: { open: () => void; close: () => void },
): Promise<{ kinds: KindStats[]; visitorsLoopBusy: number }> {
  let measuring = false;
  const profile = new KindStats('GET /api/user/profile (bearer)', 'profile');
  const login = new KindStats('POST /api/auth/login', 'login');
  const checkout = new KindStats('POST /api/stripe/create-checkout-session', 'shop');
  const webhook = new KindStats('POST /api/stripe/webhook (completed)', 'shop');

  // Visitors: closed loops arriving evenly over the ramp.
  const visitors = await startVisitorsThread({
    base: plan.base,
    visitors: plan.visitors,
    rampSeconds: plan.rampSeconds,
    boundSeconds: plan.warmupSeconds + plan.seconds + 30,
    players: plan.players,
  });

  // Open loops on kept-alive connections of their own, at most one per seeded player (a browser each): past that a
  // request waits for a free one, and its latency (from the moment it was due) shows the wait.
  const agent = new http.Agent({ keepAlive: true, maxSockets: 256 });
  const base = new URL(plan.base);
  const inFlight = new Set<Promise<unknown>>();
  const track = <T>(promise: Promise<T>) => {
    inFlight.add(promise);
    void promise.finally(() => inFlight.delete(promise));
    return promise;
  };
  const timed = async (stats: KindStats, request: () => Promise<{ status: number; body: string }>) => {
    const started = performance.now();
    try {
      const answer = await request();
      if (measuring) stats.answer(answer.status, performance.now() - started);
      return answer;
    } catch (error) {
      if (measuring) stats.noAnswer(errorCode(error));
      return undefined;
    }
  };
  const send = (method: string, path: string, headers: Record<string, string>, body?: string) =>
    sendHttp(agent, base, method, path, headers, body);
  const pick = <T>(list: T[], n: number) => list[n % list.length] as T;
  let events = 0;

  const loops = [
    every(plan.profilesPerSecond, (n) =>
      track(
        timed(profile, () =>
          send('GET', '/api/user/profile', {
            ...API_HEADERS,
            authorization: `Bearer ${pick(plan.players.readers, n)}`,
          }),
        ),
      ),
    ),
    every(plan.loginsPerMinute / 60, (n) =>
      track(
        timed(login, () =>
          send(
            'POST',
            '/api/auth/login',
            { ...API_HEADERS, 'content-type': 'application/json' },
            JSON.stringify(pick(plan.players.logins, n)),
          ),
        ),
      ),
    ),
    every(plan.checkoutsPerMinute / 60, (n) =>
      track(
        (async () => {
          const answer = await timed(checkout, () =>
            send(
              'POST',
              '/api/stripe/create-checkout-session',
              {
                ...API_HEADERS,
                'content-type': 'application/json',
                authorization: `Bearer ${pick(plan.players.buyers, n)}`,
              },
              JSON.stringify({ productId: plan.players.productId }),
            ),
          );
          if (answer?.status !== 200) return;
          // What Stripe sends once the player has paid: the session's completion, signed.
          const url = (JSON.parse(answer.body) as { url: string }).url;
          const session = plan.stripe.sessions.get(url.split('/').pop() ?? '');
          if (!session) {
            if (measuring) webhook.noAnswer('no session at the Stripe fake');
            return;
          }
          const orderId = Number(new URL(session.success_url).searchParams.get('order'));
          const payload = JSON.stringify(
            stripeEventBody({
              id: `evt_${plan.eventPrefix}_${++events}`,
              type: 'checkout.session.completed',
              object: paidSession(
                { id: orderId, amountCents: session.amount_total, currency: session.currency },
                session.id,
              ),
            }),
          );
          await timed(webhook, () =>
            send(
              'POST',
              '/api/stripe/webhook',
              { 'content-type': 'application/json', ...stripeSignature(payload, plan.stripeSecret) },
              payload,
            ),
          );
        })(),
      ),
    ),
  ];

  await sleep(plan.warmupSeconds * 1000);
  window.open();
  const visitorsLoop = visitors.loop();
  visitors.measure(true);
  measuring = true;
  await sleep(plan.seconds * 1000);
  measuring = false;
  visitors.measure(false);
  const visitorsLoopBusy = visitors.loop(visitorsLoop).utilization;
  window.close();
  for (const stop of loops) stop();
  const [visitorStats] = await Promise.all([visitors.stop(), ...inFlight]);
  agent.destroy();
  return { kinds: [...visitorStats, profile, login, checkout, webhook], visitorsLoopBusy };
}

/** Calls `fire(n)` `ratePerSecond` times a second, on time whatever the answers do; answers the stop. */
function every(ratePerSecond: number, fire: (n: number) => unknown): () => void {
  if (ratePerSecond <= 0) return () => {};
  const started = performance.now();
  let sent = 0;
  const timer = setInterval(
    () => {
      const due = Math.floor(((performance.now() - started) / 1000) * ratePerSecond);
      while (sent < due) fire(sent++);
    },
    Math.max(5, Math.min(100, 500 / ratePerSecond)),
  );
  return () => clearInterval(timer);
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** One request on a kept-alive agent: its status and body (a timeout is a failure, as autocannon counts one). */
function sendHttp(
  agent: http.Agent,
  base: URL,
  method: string,
  path: string,
  headers: Record<string, string>,
  body?: string,
): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    const request = http.request(
      {
        host: base.hostname,
        port: base.port,
        method,
        path,
        agent,
        timeout: TIMEOUT_SECONDS * 1000,
        headers:
          body === undefined ? headers : { ...headers, 'content-length': String(Buffer.byteLength(body)) },
      },
      (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () =>
          resolve({ status: response.statusCode ?? 0, body: Buffer.concat(chunks).toString() }),
        );
        response.on('error', reject);
      },
    );
    request.on('timeout', () => request.destroy(Object.assign(new Error('timed out'), { code: 'TIMEOUT' })));
    request.on('error', reject);
    request.end(body);
  });
}
