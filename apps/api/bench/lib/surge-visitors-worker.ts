/**
 * The visitors' thread (started by surge-visitors-thread.ts): runs the closed loops and answers their stats when
 * told to stop. Messages in: `{ measure: boolean }`, `{ stop: true }`; out: `{ stats }` once stopped.
 */
import { parentPort, workerData } from 'node:worker_threads';
import { type KindStatsData, toData } from './surge-stats.ts';
import { type StartVisitorsOptions, startVisitors } from './surge-visitors.ts';

let measuring = false;
const visitors = startVisitors({
  ...(workerData as Omit<StartVisitorsOptions, 'isMeasuring'>),
  isMeasuring: () => measuring,
});

parentPort?.on('message', (message: { measure?: boolean; stop?: true }) => {
  if (message.measure !== undefined) measuring = message.measure;
  if (message.stop)
    void visitors.stop().then(() => {
      const stats: KindStatsData[] = visitors.stats.map(toData);
      parentPort?.postMessage(
        { stats },
        stats.map((kind) => kind.latencies.buffer as ArrayBuffer),
      );
    });
});
