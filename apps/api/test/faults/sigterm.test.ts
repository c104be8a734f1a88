import fs from 'node:fs';
import { afterAll, describe, expect, it } from 'vitest';
import { drillDir, drillPort, type ServerProcess, startServer, waitFor } from './harness.ts';
import { isCleanRefusal, type LoadRequest, send, serverView, startLoad } from './load.ts';

// Drill: SIGTERM while the server is busy. Every request it had started is answered in full; every other one is
// refused without being processed (the port closed; a kept-alive connection closed before any answer, which a client
// may retry safely; or a 503 in the error shape); and the process exits 0 before main.ts's 25 s grace timer would
// end it with 1. Each request carries its own x-request-id, so the server's log (debug: one line when a handler
// starts, one when it answers) tells which requests it started.
const GRACE_MS = 25_000;
let dataDir = '';
let server: ServerProcess | undefined;
afterAll(async () => {
  await server?.stop();
  if (dataDir) fs.rmSync(dataDir, { recursive: true, force: true });
});

// Logins run argon2 (tens of milliseconds, four at a time), so some are always in flight; reads are cached.
const login = (worker: number): LoadRequest => ({
  label: 'login',
  method: 'POST',
  path: '/api/auth/login',
  body: { identifier: `nobody_${worker}`, password: 'wrong-password' },
});
const read = (): LoadRequest => ({ label: 'read', method: 'GET', path: '/api/products' });
const expected: Record<string, number> = { login: 401, read: 200 };

// Processes on embedded PGlite: the PostgreSQL pass of the suite would run the same drill again.
describe.skipIf(process.env.TEST_DATABASE_URL)('drill: SIGTERM under load', () => {
  it('finishes requests in flight, refuses new ones cleanly and exits 0 within the grace period', {
    timeout: 90_000,
  }, async () => {
    dataDir = drillDir('sigterm');
    server = await startServer({
      port: await drillPort(),
      dataDir,
      env: {
        LOG_LEVEL: 'debug',
        RATE_LIMIT_LOGIN_PER_IP: '1000000',
        RATE_LIMIT_LOGIN_PER_ACCOUNT: '1000000',
      },
    });
    const { base, lines } = server;
    const load = startLoad(base, { concurrency: 8, next: (worker) => (worker % 2 ? read() : login(worker)) });
    await waitFor('the load to be under way', () => load.outcomes.length >= 40);
    // Signal while the server has logins it started and has not answered.
    await waitFor('logins in flight', () => {
      const { started, answered } = serverView(lines);
      return [...started].filter((id) => !answered.has(id)).length >= 3;
    });
    const signalledAt = Date.now();
    server.signal('SIGTERM');
    await waitFor('the shutdown to begin', () => lines.some((line) => line.msg.startsWith('shutting down')));
    // A request sent after the shutdown began, on a new connection.
    const late = await send(base, { ...read(), headers: { connection: 'close' } });
    const exit = await server.child.exited;
    const exitedAfterMs = Date.now() - signalledAt;
    await load.stop();
    server = undefined;

    expect(exit).toEqual({ code: 0, signal: null });
    expect(exitedAfterMs).toBeLessThan(GRACE_MS);

    const { started, answered } = serverView(lines);
    const shutdownAt = lines.findIndex((line) => line.msg.startsWith('shutting down'));
    const outcomes = [...load.outcomes, late];
    // What the server started it answered, and the client got that answer whole.
    for (const outcome of outcomes.filter((o) => started.has(o.requestId))) {
      expect(outcome.error, `${outcome.label} ${outcome.requestId}`).toBeUndefined();
      expect(outcome.status).toBe(answered.get(outcome.requestId));
      expect(outcome.status).toBe(expected[outcome.label]);
    }
    // What it did not start was refused: a closed port (or a connection closed before any answer), or a 503.
    const refused = outcomes.filter((o) => !started.has(o.requestId));
    for (const outcome of refused)
      expect(outcome.error ?? (isCleanRefusal(outcome) ? 'refused' : outcome.status)).toMatch(
        /^(ECONNREFUSED|ECONNRESET|UND_ERR_SOCKET|refused)$/,
      );
    expect(refused.map((o) => o.requestId)).toContain(late.requestId);
    // Requests started before the signal were answered after it: the drill did catch some in flight.
    const finishedLate = lines
      .slice(shutdownAt)
      .filter(
        (line) =>
          line.msg === 'request completed' && lines.slice(0, shutdownAt).some((l) => l.reqId === line.reqId),
      );
    expect(finishedLate.length).toBeGreaterThanOrEqual(1);
    expect(lines.filter((line) => line.level >= 50)).toEqual([]);
    const kinds = new Map<string, number>();
    for (const outcome of refused) {
      const kind = outcome.error ?? String(outcome.status);
      kinds.set(kind, (kinds.get(kind) ?? 0) + 1);
    }
    console.info(
      `SIGTERM drill: ${outcomes.length} requests, ${finishedLate.length} finished after the signal, refused: ${JSON.stringify(Object.fromEntries(kinds))}, exit ${exitedAfterMs} ms after the signal`,
    );
  });
});
