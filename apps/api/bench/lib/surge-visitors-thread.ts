/**
 * The surge's visitors in a thread of their own: autocannon's 2,000 connections keep an event loop busy all the
 * time, and on this one the open loops' timers and answers (profile reads, logins, checkouts) waited for it, so
 * their latencies held the generator's own delay. In a worker the open loops keep this thread to themselves.
 */
import type { EventLoopUtilization } from 'node:perf_hooks';
import { Worker } from 'node:worker_threads';
import { fromData, type KindStats, type KindStatsData } from './surge-stats.ts';
import type { StartVisitorsOptions } from './surge-visitors.ts';

export interface VisitorsThread {
  /** Counts the answers from now (true) or stops counting (false). */
  measure(on: boolean): void;
  /** The thread's event loop utilization since `since` (or since it started). */
  loop(since?: EventLoopUtilization): EventLoopUtilization;
  /** Stops the visitors and answers each kind's stats. */
  stop(): Promise<KindStats[]>;
}

export async function startVisitorsThread(
  options: Omit<StartVisitorsOptions, 'isMeasuring'>,
): Promise<VisitorsThread> {
  const url = new URL('./surge-visitors-worker.ts', import.meta.url).href;
  // The worker loads TypeScript through tsx's loader, registered inside it (a worker does not inherit the CLI's).
  const worker = new Worker(
    `import('tsx/esm/api').then(({ register }) => { register(); return import(${JSON.stringify(url)}); });`,
    { eval: true, workerData: options },
  );
  const failed = new Promise<never>((_, reject) => worker.once('error', reject));
  await Promise.race([new Promise((resolve) => worker.once('online', resolve)), failed]);
  return {
    measure: (on) => worker.postMessage({ measure: on }),
    loop: (since) => worker.performance.eventLoopUtilization(since),
    stop: async () => {
      const answered = new Promise<{ stats: KindStatsData[] }>((resolve) => worker.once('message', resolve));
      worker.postMessage({ stop: true });
      const { stats } = await Promise.race([answered, failed]);
      await worker.terminate();
      return stats.map(fromData);
    },
  };
}
