import type { APIRequestContext } from '@playwright/test';
import { bearerOf, expect, test } from './fixtures.ts';
import { median, traceLoad } from './main-thread.ts';

// The main-thread CPU gate (issue 31): each public page loads on a phone with JavaScript off and on, interleaved,
// MAIN_THREAD_RUNS times each (3), and fails when its code adds more CPU, or runs a longer task, than the budgets.
// The figures are thread time, so a busy CI machine slows the loads without failing them.
const RUNS = Number(process.env.MAIN_THREAD_RUNS ?? 3);
/** Median CPU with JavaScript on minus median CPU with it off. */
const ADDED_BUDGET_MS = 150;
/** Median over the JavaScript runs of each run's longest task: past 50 ms a tap waits (a "long task"). */
const LONGEST_BUDGET_MS = 50;
const PAGES = [
  '/',
  '/news',
  '/news/{id}',
  '/patch-notes',
  '/patch-notes/{id}',
  '/login',
  '/register',
  '/tos',
  '/legal',
];

// Playwright's own trace snapshots each page in its renderer, which costs main-thread time that is not the site's.
test.use({ trace: 'off', screenshot: 'off' });

const ms = (value: number) => value.toFixed(0);
const list = (values: readonly number[]) => `[${values.map(ms).join(', ')}]`;

test.describe('main-thread CPU of the public pages', () => {
  /** The id a detail page opens, by its list's path ('news', 'patch-notes'). */
  const ids: Record<string, number> = {};
  const created: { path: string; headers: Record<string, string> }[] = [];
  let api: APIRequestContext;

  // A published article and patch note to open; the seeded ones, or new ones an editor publishes.
  test.beforeAll(async ({ playwright }, testInfo) => {
    api = await playwright.request.newContext({ baseURL: testInfo.project.use.baseURL });
    const news = await (await api.get('/api/content/news?limit=1')).json();
    const notes = await (await api.get('/api/content/patchnotes?limit=1')).json();
    ids.news = news.news[0]?.id ?? (await publish('news', 'e2e_writer', 'writer-pass'));
    ids['patch-notes'] =
      notes.patchNotes[0]?.id ?? (await publish('patchnotes', 'e2e_editor', 'editor-pass'));
  });

  async function publish(kind: 'news' | 'patchnotes', identifier: string, password: string): Promise<number> {
    const headers = await bearerOf(api, identifier, password);
    const path = `/api/admin/content/${kind}`;
    const body = '## Dungeons\n\n- The second boss enrages at 20% health.\n- Mounts run 10% faster in towns.';
    const data =
      kind === 'news'
        ? { title: 'Main-thread article', snippet: 'A story to load.', body, status: 'published' }
        : {
            version: '9.9.9',
            title: 'Main-thread patch',
            body,
            releaseDate: '2026-01-01',
            status: 'published',
          };
    const response = await api.post(path, { headers, data });
    expect(response.status(), await response.text()).toBe(201);
    const { id } = await response.json();
    created.push({ path: `${path}/${id}`, headers });
    return id;
  }

  test.afterAll(async () => {
    for (const { path, headers } of created) await api.delete(path, { headers });
    await api.dispose();
  });

  for (const page of PAGES) {
    test(page, async ({ browser, baseURL }) => {
      test.setTimeout(30_000 + RUNS * 2 * 10_000);
      const url = new URL(page.replace('{id}', String(ids[page.split('/')[1] ?? ''])), baseURL).href;
      const off: number[] = [];
      const on: number[] = [];
      const longest: number[] = [];
      for (let run = 0; run < RUNS; run += 1) {
        off.push((await traceLoad(browser, url, false)).cpuMs);
        const load = await traceLoad(browser, url, true);
        on.push(load.cpuMs);
        longest.push(load.longestMs);
      }
      const added = median(on) - median(off);
      const longestTask = median(longest);
      const figures =
        `CPU off ${ms(median(off))} ms, on ${ms(median(on))} ms, added ${ms(added)} ms ` +
        `(budget ${ADDED_BUDGET_MS}), longest task ${ms(longestTask)} ms (budget ${LONGEST_BUDGET_MS}); ` +
        `runs off ${list(off)} on ${list(on)} longest ${list(longest)}`;
      const path = new URL(url).pathname;
      console.info(`main thread ${path.padEnd(17)} ${figures}`);
      const past = [
        ...(added > ADDED_BUDGET_MS
          ? [`its code adds ${ms(added)} ms of CPU (budget ${ADDED_BUDGET_MS})`]
          : []),
        ...(longestTask > LONGEST_BUDGET_MS
          ? [`its longest task takes ${ms(longestTask)} ms (budget ${LONGEST_BUDGET_MS})`]
          : []),
      ];
      expect(past, `${path} is past the main-thread budget: ${figures}`).toEqual([]);
    });
  }
});
