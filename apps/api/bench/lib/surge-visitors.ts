/**
 * The surge's visitors: closed loops (autocannon), each visitor one kept-alive connection that asks again as soon as
 * it has its answer, reading the home page, the news and patch notes pages and their API reads. They arrive evenly
 * over the ramp, in ten groups per kind, as a crowd does: thousands of connections opened in one instant overflow the
 * server's accept queue (Node's 511), whose dropped connects nginx counts as failures of the instance.
 */
import autocannon from 'autocannon';
import { errorCode } from '../../test/faults/load.ts';
import type { Players } from './surge-stack.ts';
import { KindStats } from './surge-stats.ts';

/** How long a request may wait for its answer before it counts as failed (timed out). */
export const TIMEOUT_SECONDS = 10;

const BROWSER = {
  'accept-encoding': 'gzip, deflate, br',
  'accept-language': 'en',
  'user-agent': 'agaia-surge',
};
export const PAGE_HEADERS = { ...BROWSER, accept: 'text/html,application/xhtml+xml' };
export const API_HEADERS = { ...BROWSER, accept: 'application/json' };
const RAMP_STEPS = 10;

/** What each kind asks (cycling through the ids, as the browser asks it) and its share of the visitors. */
export function visitorKinds(players: Players) {
  const news = (path: (id: number) => string) => players.newsIds.map(path);
  const notes = (path: (id: number) => string) => players.patchNoteIds.map(path);
  return [
    { name: 'GET / (page)', share: 2, page: true, paths: ['/'] },
    { name: 'GET /news (page)', share: 1, page: true, paths: ['/news'] },
    { name: 'GET /news/{id} (page)', share: 1, page: true, paths: news((id) => `/news/${id}`) },
    { name: 'GET /patch-notes (page)', share: 1, page: true, paths: ['/patch-notes'] },
    {
      name: 'GET /patch-notes/{id} (page)',
      share: 1,
      page: true,
      paths: notes((id) => `/patch-notes/${id}`),
    },
    { name: 'GET /api/content/news', share: 1, page: false, paths: ['/api/content/news?limit=20&lang=en'] },
    {
      name: 'GET /api/content/news/{id}',
      share: 1,
      page: false,
      paths: news((id) => `/api/content/news/${id}?lang=en`),
    },
    {
      name: 'GET /api/content/patchnotes',
      share: 1,
      page: false,
      paths: ['/api/content/patchnotes/?lang=en'],
    },
    {
      name: 'GET /api/content/patchnotes/{id}',
      share: 1,
      page: false,
      paths: notes((id) => `/api/content/patchnotes/${id}?lang=en`),
    },
  ];
}

/** `total` in whole shares by weight, summing to `total` exactly. */
function split(total: number, weights: number[]): number[] {
  const sum = weights.reduce((a, b) => a + b, 0);
  let weightSoFar = 0;
  let given = 0;
  return weights.map((weight) => {
    weightSoFar += weight;
    const share = Math.round((total * weightSoFar) / sum) - given;
    given += share;
    return share;
  });
}

export interface StartVisitorsOptions {
  base: string;
  visitors: number;
  rampSeconds: number;
  /** Each autocannon instance's own end, should the stop never come. */
  boundSeconds: number;
  players: Players;
  isMeasuring: () => boolean;
}

/** Starts the visitors on this thread (surge-visitors-thread.ts runs them on one of their own). */
export function startVisitors(options: StartVisitorsOptions): {
  stats: KindStats[];
  stop: () => Promise<void>;
} {
  const kinds = visitorKinds(options.players);
  const stats = kinds.map((kind) => new KindStats(kind.name, 'read'));
  const perKind = split(
    options.visitors,
    kinds.map((kind) => kind.share),
  );
  const steps = options.rampSeconds > 0 ? RAMP_STEPS : 1;
  const running: { instance: autocannon.Instance; finished: Promise<unknown> }[] = [];
  const timers: NodeJS.Timeout[] = [];
  let stopped = false;

  const launch = (index: number, connections: number) => {
    if (stopped || connections < 1) return;
    const kind = kinds[index];
    const kindStats = stats[index];
    if (!kind || !kindStats) return;
    let done: () => void = () => {};
    const finished = new Promise<void>((resolve) => {
      done = resolve;
    });
    const instance = autocannon(
      {
        url: options.base,
        connections,
        duration: options.boundSeconds,
        timeout: TIMEOUT_SECONDS,
        headers: kind.page ? PAGE_HEADERS : API_HEADERS,
        requests: kind.paths.map((path) => ({ method: 'GET' as const, path })),
      },
      () => done(),
    );
    instance.on('response', (_client, status, _bytes, ms) => {
      if (options.isMeasuring()) kindStats.answer(status, ms);
    });
    instance.on('reqError', (error) => {
      if (options.isMeasuring()) kindStats.noAnswer(errorCode(error));
    });
    running.push({ instance, finished });
  };

  const groups = perKind.map((connections) => split(connections, Array(steps).fill(1)));
  for (let step = 0; step < steps; step++) {
    const start = () => {
      for (const [index, group] of groups.entries()) launch(index, group[step] ?? 0);
    };
    if (step === 0) start();
    else timers.push(setTimeout(start, (step * options.rampSeconds * 1000) / steps));
  }

  return {
    stats,
    stop: async () => {
      stopped = true;
      for (const timer of timers) clearTimeout(timer);
      for (const { instance } of running) instance.stop();
      await Promise.all(running.map(({ finished }) => finished));
    },
  };
}
