/**
 * Whether the load generator holds the surge up: the same visitors against a bare server (bench/lib/bare-server.ts)
 * answering each of their URLs with the real server's bytes from memory (compressed as it sent them). The reads a
 * second they reach there are the most this process can ask for on this machine, beside a server doing nothing else.
 */
import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import type { CapturedAnswer } from './bare-server.ts';
import { freePort, startTsx, waitForUrl } from './common.ts';
import type { Players } from './surge-stack.ts';
import { cpuBetween, cpuSnapshot } from './surge-stats.ts';
import { API_HEADERS, PAGE_HEADERS, visitorKinds } from './surge-visitors.ts';
import { startVisitorsThread } from './surge-visitors-thread.ts';

/** One URL's answer as the server sent it (raw bytes, no decoding), with the visitors' headers. */
function capture(base: string, url: string, headers: Record<string, string>): Promise<CapturedAnswer> {
  return new Promise((resolve, reject) => {
    http
      .get(`${base}${url}`, { headers }, (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () =>
          resolve({
            method: 'GET',
            path: url,
            status: response.statusCode ?? 0,
            contentType: String(response.headers['content-type'] ?? 'application/octet-stream'),
            body: Buffer.concat(chunks).toString('base64'),
          }),
        );
      })
      .on('error', reject);
  });
}

export interface Ceiling {
  readsPerSecond: number;
  /** CPU of this process and of the bare server, % of one core. */
  generator: number;
  bare: number;
  generatorLoopBusy: number;
}

export const describeCeiling = (ceiling: Ceiling) =>
  `Generator ceiling: the same visitors against a bare server answering the same bytes from memory got ` +
  `${ceiling.readsPerSecond.toFixed(0)} reads/s (generator ${ceiling.generator.toFixed(0)} % of a core, its visitors' ` +
  `thread's event loop busy ${(100 * ceiling.generatorLoopBusy).toFixed(0)} %; bare server ${ceiling.bare.toFixed(0)} %).`;

export async function measureCeiling(options: {
  /** A running instance of the real server, to capture the answers from. */
  base: string;
  dir: string;
  players: Players;
  visitors: number;
  rampSeconds: number;
  seconds: number;
}): Promise<Ceiling> {
  const answers: CapturedAnswer[] = [];
  for (const kind of visitorKinds(options.players))
    for (const url of kind.paths)
      answers.push(await capture(options.base, url, kind.page ? PAGE_HEADERS : API_HEADERS));
  const file = path.join(options.dir, 'ceiling-answers.json');
  fs.writeFileSync(file, JSON.stringify(answers));
  const port = await freePort();
  const bare = startTsx('bench/lib/bare-server.ts', [String(port), file], process.env, 'node-import');
  try {
    const base = `http://127.0.0.1:${port}`;
    await waitForUrl(`${base}/api/content/news`, bare);
    const visitors = await startVisitorsThread({
      base,
      visitors: options.visitors,
      rampSeconds: options.rampSeconds,
      boundSeconds: options.rampSeconds + options.seconds + 60,
      players: options.players,
    });
    await sleep((options.rampSeconds + 2) * 1000);
    const before = cpuSnapshot({ pids: [bare.pid] });
    const loop = visitors.loop();
    visitors.measure(true);
    await sleep(options.seconds * 1000);
    visitors.measure(false);
    const cpu = cpuBetween(before, cpuSnapshot({ pids: [bare.pid] }));
    const generatorLoopBusy = visitors.loop(loop).utilization;
    const stats = await visitors.stop();
    const reads = stats.reduce((sum, kind) => sum + kind.ok, 0);
    return {
      readsPerSecond: reads / cpu.seconds,
      generator: cpu.generator,
      generatorLoopBusy,
      bare: cpu.pid(bare.pid),
    };
  } finally {
    await bare.stop();
  }
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
