/**
 * How long a slow or idle client holds a socket of the real server (embedded database, default settings): each case
 * connects, sends what it says, then stalls, and the time until the server closes the socket is printed.
 * Run: npm run bench:slow-clients -w apps/api (figures in docs/benchmarks.md).
 */
import net from 'node:net';
import { buildApp } from '../src/app.ts';
import { loadConfig } from '../src/config.ts';
import { openDatabase } from '../src/db/client.ts';

const GIVE_UP_MS = 120_000;

function holdTime(port: number, send: (socket: net.Socket) => void): Promise<number | null> {
  return new Promise((resolve) => {
    const started = Date.now();
    const socket = net.connect(port, '127.0.0.1', () => send(socket));
    socket.on('error', () => {});
    socket.on('data', () => {});
    const giveUp = setTimeout(() => {
      socket.destroy();
      resolve(null);
    }, GIVE_UP_MS);
    socket.on('close', () => {
      clearTimeout(giveUp);
      resolve(Date.now() - started);
    });
  });
}

const database = await openDatabase({ dataDir: null });
await database.migrate();
const app = await buildApp({
  config: loadConfig({ LOG_LEVEL: 'silent', DATA_DIR: '/tmp/agaia-bench' }),
  database,
});
await app.listen({ port: 0, host: '127.0.0.1' });
const address = app.server.address();
const port = typeof address === 'object' && address ? address.port : 0;

const cases: [string, (socket: net.Socket) => void][] = [
  ['connect and send nothing', () => {}],
  ['partial request line, then stall', (s) => s.write('GET /api/site HT')],
  [
    'headers one byte every 2 s',
    (s) => {
      const text = 'GET /api/site HTTP/1.1\r\nHost: x\r\nX-Slow: aaaaaaaaaaaaaaaaaaaaaaaa\r\n\r\n';
      let at = 0;
      const timer = setInterval(
        () => (at < text.length && !s.destroyed ? s.write(text[at++] ?? '') : clearInterval(timer)),
        2_000,
      );
      s.on('close', () => clearInterval(timer));
    },
  ],
  [
    'full headers, part of the body, then stall',
    (s) =>
      s.write(
        'POST /api/auth/login HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: 100\r\n\r\n{"id',
      ),
  ],
  ['idle keep-alive after one answer', (s) => s.write('GET /api/health HTTP/1.1\r\nHost: x\r\n\r\n')],
];

const results = await Promise.all(
  cases.map(async ([name, send]) => [name, await holdTime(port, send)] as const),
);
for (const [name, ms] of results)
  console.log(
    `${name.padEnd(45)} ${ms === null ? `still open after ${GIVE_UP_MS / 1000} s` : `${(ms / 1000).toFixed(1)} s`}`,
  );
await app.close();
