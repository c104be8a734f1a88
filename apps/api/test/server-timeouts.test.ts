import net from 'node:net';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app.ts';
import { loadConfig } from '../src/config.ts';
import { openTestDatabase, testConfig } from './helpers.ts';

const HEADERS_TIMEOUT_MS = 10_000;
const KEEP_ALIVE_TIMEOUT_MS = 5_000;
// Node sweeps for late headers once a second; a second more absorbs a busy test machine.
const SLACK_MS = 3_000;
const MAX_CONNECTIONS = 8;

/** Connects, sends `data`, then stalls; resolves with how long the server took to close the socket and what it sent. */
function stall(port: number, data: string, giveUpMs: number) {
  return new Promise<{ closedAfterMs: number | null; received: string }>((resolve) => {
    const started = Date.now();
    let received = '';
    const socket = net.connect(port, '127.0.0.1', () => socket.write(data));
    socket.on('data', (chunk) => {
      received += chunk.toString();
    });
    socket.on('error', () => {});
    const giveUp = setTimeout(() => {
      socket.destroy();
      resolve({ closedAfterMs: null, received });
    }, giveUpMs);
    socket.on('close', () => {
      clearTimeout(giveUp);
      resolve({ closedAfterMs: Date.now() - started, received });
    });
  });
}

/** Opens a socket and resolves once it is connected, with a flag that turns true when the server closes it. */
function connect(port: number) {
  return new Promise<{ socket: net.Socket; isClosed: () => boolean }>((resolve, reject) => {
    let isClosed = false;
    const socket = net.connect(port, '127.0.0.1', () => resolve({ socket, isClosed: () => isClosed }));
    socket.on('close', () => {
      isClosed = true;
    });
    socket.on('error', reject);
  });
}

// These hold real sockets for seconds: once on embedded PGlite is enough, the PostgreSQL pass would test nothing new.
describe.skipIf(process.env.TEST_DATABASE_URL)(
  'V15 Secure Coding and Architecture: slow clients on a listening server',
  () => {
    // The app on a real socket: timeouts live in Node's HTTP server, which inject never reaches.
    let app: FastifyInstance | undefined;
    let port = 0;
    beforeAll(async () => {
      const config = testConfig({ MAX_CONNECTIONS: String(MAX_CONNECTIONS) });
      app = await buildApp({ config, database: await openTestDatabase() });
      await app.listen({ host: '127.0.0.1', port: 0 });
      port = (app.server.address() as net.AddressInfo).port;
    });
    afterAll(() => app?.close());

    it('[15.2.2] closes a client that stalls inside its headers, and an idle keep-alive connection, promptly', async () => {
      const giveUpMs = HEADERS_TIMEOUT_MS + SLACK_MS;
      const [partialLine, partialHeaders, keepAlive] = await Promise.all([
        stall(port, 'GET /api/hea', giveUpMs),
        stall(port, 'GET /api/health HTTP/1.1\r\nHost: localhost\r\nX-Slow: ', giveUpMs),
        stall(port, 'GET /api/health HTTP/1.1\r\nHost: localhost\r\n\r\n', giveUpMs),
      ]);
      for (const stalled of [partialLine, partialHeaders]) {
        expect(stalled.closedAfterMs).not.toBeNull();
        expect(stalled.closedAfterMs).toBeGreaterThanOrEqual(HEADERS_TIMEOUT_MS - 500);
        expect(stalled.received).toMatch(/^HTTP\/1\.1 408 /);
      }
      // The answer arrives at once; then the server closes the idle connection after keepAliveTimeout (+1 s in Node).
      expect(keepAlive.received).toMatch(/^HTTP\/1\.1 200 /);
      expect(keepAlive.closedAfterMs).toBeGreaterThanOrEqual(KEEP_ALIVE_TIMEOUT_MS - 500);
      expect(keepAlive.closedAfterMs).toBeLessThan(KEEP_ALIVE_TIMEOUT_MS + SLACK_MS);
    }, 20_000);

    it('[15.2.2] closes connections over MAX_CONNECTIONS as they arrive and keeps the others', async () => {
      const sockets = [];
      for (let index = 0; index < MAX_CONNECTIONS + 2; index++) sockets.push(await connect(port));
      await new Promise((resolve) => setTimeout(resolve, 300));
      const closed = sockets.map(({ isClosed }) => isClosed());
      for (const { socket } of sockets) socket.destroy();
      expect(closed).toEqual([...Array(MAX_CONNECTIONS).fill(false), true, true]);
    });

    it('[15.2.2] keeps connectionTimeout above the slowest handler: a checkout may wait 3 Stripe attempts of 20 s', () => {
      expect(app?.server.timeout).toBeGreaterThan(3 * 20_000 + 2_000);
    });
  },
);

describe('MAX_CONNECTIONS', () => {
  it('defaults to 1000 and must be a whole number of at least 1', () => {
    expect(loadConfig({}).MAX_CONNECTIONS).toBe(1000);
    expect(loadConfig({ MAX_CONNECTIONS: '50' }).MAX_CONNECTIONS).toBe(50);
    expect(() => loadConfig({ MAX_CONNECTIONS: '0' })).toThrow(/MAX_CONNECTIONS must be at least 1/);
    expect(() => loadConfig({ MAX_CONNECTIONS: '2.5' })).toThrow(/MAX_CONNECTIONS must be a whole number/);
    expect(() => loadConfig({ MAX_CONNECTIONS: 'many' })).toThrow(/MAX_CONNECTIONS/);
  });
});
