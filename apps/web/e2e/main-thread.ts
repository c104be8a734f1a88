import type { Browser } from '@playwright/test';

// How much CPU a page load costs the renderer's main thread, read from a Chromium trace (main-thread.spec.ts).
// Thread time, not wall time: a busy machine delays a task but does not make it cost more CPU.

/** The task events (toplevel), the timeline the DevTools performance panel records, and the threads' names. */
const TRACE_CATEGORIES = [
  'toplevel',
  'devtools.timeline',
  'disabled-by-default-devtools.timeline',
  'v8.execute',
  '__metadata',
];
/** A phone: the pages' narrowest layout. */
const PHONE = { width: 375, height: 800 };
/** After the page is done: its last tasks (a paint, a late effect) still belong to the load. */
const SETTLE_MS = 300;

interface TraceEvent {
  name: string;
  ph: string;
  pid: number;
  tid: number;
  ts: number;
  dur?: number;
  /** Thread time (CPU) of a complete ('X') event, µs. */
  tdur?: number;
  args?: { name?: string; beginData?: { url?: string }; data?: { url?: string; processId?: number } };
}

/** One load's main-thread CPU: the sum of its tasks' thread time, and the longest task's. */
export interface MainThreadLoad {
  cpuMs: number;
  longestMs: number;
}

const threadOf = (event: TraceEvent) => `${event.pid}:${event.tid}`;

/**
 * The page's renderer main thread in a trace: the busiest CrRendererMain of the processes that committed or parsed a
 * document of `origin` (the trace holds the whole browser, and new headless Chromium at times builds WebUI of its
 * own, such as the omnibox popup, in another renderer: about 200 ms that is not the page's). Its CPU is the thread
 * time of its top-level RunTask events: a RunTask nested in another (a nested run loop) is inside its parent's time
 * already, and so is ThreadControllerImpl::RunTask. Undefined when the trace holds none of the page's tasks.
 */
function mainThreadCpu(events: readonly TraceEvent[], origin: string): MainThreadLoad | undefined {
  const ofPage = (url: string | undefined) => url?.startsWith(`${origin}/`) === true;
  const pages = new Set<number>();
  for (const e of events) {
    if (e.name === 'FrameCommittedInBrowser' && ofPage(e.args?.data?.url) && e.args?.data?.processId)
      pages.add(e.args.data.processId);
    if (e.name === 'ParseHTML' && ofPage(e.args?.beginData?.url)) pages.add(e.pid);
  }
  const mains = new Set(
    events
      .filter(
        (e) =>
          e.ph === 'M' && e.name === 'thread_name' && e.args?.name === 'CrRendererMain' && pages.has(e.pid),
      )
      .map(threadOf),
  );
  const tasks = events
    .filter((e) => e.ph === 'X' && e.name === 'RunTask' && e.tdur !== undefined && mains.has(threadOf(e)))
    .sort((a, b) => a.ts - b.ts);
  const threads = new Map<string, MainThreadLoad & { endsAt: number }>();
  for (const task of tasks) {
    const thread = threads.get(threadOf(task)) ?? { cpuMs: 0, longestMs: 0, endsAt: -1 };
    threads.set(threadOf(task), thread);
    if (task.ts < thread.endsAt) continue;
    thread.endsAt = task.ts + (task.dur ?? 0);
    const ms = (task.tdur ?? 0) / 1000;
    thread.cpuMs += ms;
    thread.longestMs = Math.max(thread.longestMs, ms);
  }
  const busiest = [...threads.values()].sort((a, b) => b.cpuMs - a.cpuMs)[0];
  return busiest && { cpuMs: busiest.cpuMs, longestMs: busiest.longestMs };
}

/**
 * Loads `url` in a fresh context (a cold cache, no stored choice) on a phone and traces it until the page is done:
 * its load event, with JavaScript its hydration (<html data-hydrated>) and a quiet network, then a short settle.
 * A trace that missed the page's renderer (seen once in some hundred loads) is taken again.
 */
export async function traceLoad(
  browser: Browser,
  url: string,
  javaScriptEnabled: boolean,
): Promise<MainThreadLoad> {
  for (let attempt = 1; ; attempt += 1) {
    const load = mainThreadCpu(await trace(browser, url, javaScriptEnabled), new URL(url).origin);
    if (load) return load;
    if (attempt === 2) throw new Error(`two traces of ${url} hold no task of its renderer's main thread`);
  }
}

async function trace(browser: Browser, url: string, javaScriptEnabled: boolean): Promise<TraceEvent[]> {
  const context = await browser.newContext({ javaScriptEnabled, viewport: PHONE });
  try {
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    const events: TraceEvent[] = [];
    cdp.on('Tracing.dataCollected', ({ value }) => {
      // The protocol types an event as string fields only; a trace event also holds numbers.
      for (const event of value as unknown as TraceEvent[]) events.push(event);
    });
    const complete = new Promise((resolve) => cdp.once('Tracing.tracingComplete', resolve));
    await cdp.send('Tracing.start', {
      traceConfig: { includedCategories: TRACE_CATEGORIES },
      transferMode: 'ReportEvents',
    });
    const response = await page.goto(url, { waitUntil: 'load' });
    if (!response?.ok()) throw new Error(`${url} answered ${response?.status()}`);
    // Without JavaScript nothing loads past the load event (lazy images load eagerly then): no quiet network to wait.
    if (javaScriptEnabled) {
      await page.waitForSelector('html[data-hydrated]', { state: 'attached' });
      await page.waitForLoadState('networkidle');
    }
    await page.waitForTimeout(SETTLE_MS);
    await cdp.send('Tracing.end');
    await complete;
    return events;
  } finally {
    await context.close();
  }
}

/** The middle value (the mean of the middle two of an even count). */
export function median(values: readonly number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? (sorted[middle] ?? 0) : ((sorted[middle - 1] ?? 0) + (sorted[middle] ?? 0)) / 2;
}
