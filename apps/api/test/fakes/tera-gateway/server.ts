import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { dropTeraDatabase, ensureTeraDatabase, randomTeraDatabaseUrl } from './database.ts';
import { handle, routes } from './routes.ts';
import { createGatewayState, type FakeBox, type FakeCharacter, type FakeServer } from './state.ts';

/**
 * A local stand-in for tera-api's Gateway API (TERA-INTEGRATION.md): the same paths, form or JSON bodies, the
 * `{Return, ReturnCode, Msg}` envelope, code 2 validation messages, its HTTP 500/404/400 answers and its lack of
 * de-duplication, over a MariaDB/MySQL database shaped as tera-api's. Tests inject faults per path and read the
 * tables back.
 */
export type GatewayFault =
  /** Answer HTTP 500 `Internal Server Error` before writing anything. */
  | { kind: 'http500' }
  /** Answer ReturnCode 100 or 102 before writing anything. */
  | { kind: 'busy'; code: 100 | 102 }
  /** Never answer. With afterWrite the call takes effect first (the ambiguous case a connector must reconcile). */
  | { kind: 'hang'; afterWrite?: boolean }
  /** Destroy the connection without an answer, optionally after the call took effect. */
  | { kind: 'drop'; afterWrite?: boolean };

export interface TeraGatewayFakeOptions {
  port?: number;
  servers?: FakeServer[];
  boxes?: FakeBox[];
  /** The clock of the fake (benefit expiry, ban windows); defaults to the real time. */
  now?: () => Date;
  /**
   * The database (mysql://…/name), created with tera-api's tables if missing and kept at close. Unset: a new one
   * with a random name on TEST_TERA_MYSQL_URL, dropped at close.
   */
  databaseUrl?: string;
}

const readBody = (request: http.IncomingMessage) =>
  new Promise<string>((resolve) => {
    let data = '';
    request.on('data', (chunk) => {
      data += chunk;
    });
    request.on('end', () => resolve(data));
  });

const defaultServers: FakeServer[] = [
  { serverId: 2800, nameString: 'Agaia', isAvailable: true, isEnabled: true, usersOnline: 0 },
];

/** Starts the fake on 127.0.0.1 (port 0 unless given). */
export async function startTeraGatewayFake(options: TeraGatewayFakeOptions = {}) {
  const databaseUrl = options.databaseUrl ?? randomTeraDatabaseUrl();
  const { pool } = await ensureTeraDatabase(databaseUrl);
  const state = createGatewayState(pool);
  const now = options.now ?? (() => new Date());
  if ((await state.servers()).length === 0)
    for (const server of options.servers ?? defaultServers) await state.addServer(server);
  for (const box of options.boxes ?? []) await state.addBox(box);
  const faults = new Map<string, GatewayFault[]>();
  const requests: { method: string; path: string; params: Record<string, string> }[] = [];

  const server = http.createServer(async (request, response) => {
    const url = new URL(request.url ?? '/', 'http://fake');
    const raw = await readBody(request);
    const route = routes[url.pathname];
    if (!route || route.method !== request.method) {
      response.writeHead(404, { 'content-type': 'text/html; charset=utf-8' });
      response.end(`Cannot ${request.method} ${url.pathname}`);
      return;
    }
    let params: Record<string, string>;
    if (request.method === 'GET') params = Object.fromEntries(url.searchParams);
    else {
      // Query strings on POST are ignored; so is anything neither form nor JSON (multipart → validation error).
      const type = request.headers['content-type'] ?? '';
      if (type.startsWith('application/json')) {
        try {
          params = Object.fromEntries(
            Object.entries(JSON.parse(raw || '{}') as Record<string, unknown>).map(([k, v]) => [
              k,
              String(v),
            ]),
          );
        } catch (error) {
          response.writeHead(400, { 'content-type': 'text/html; charset=utf-8' });
          response.end(
            `<!DOCTYPE html><html><body><pre>${String(error)}<br> &nbsp;at JSON.parse</pre></body></html>`,
          );
          return;
        }
      } else if (type.startsWith('application/x-www-form-urlencoded'))
        params = Object.fromEntries(new URLSearchParams(raw));
      else params = {};
    }
    requests.push({ method: request.method ?? '', path: url.pathname, params });

    const fault = faults.get(url.pathname)?.shift();
    const json = (status: number, body: unknown) => {
      response.writeHead(status, { 'content-type': 'application/json; charset=utf-8' });
      response.end(JSON.stringify(body));
    };
    if (fault?.kind === 'http500')
      return json(500, { Return: false, ReturnCode: 1, Msg: 'Internal Server Error' });
    if (fault?.kind === 'busy') {
      const msg =
        fault.code === 100 ? 'This box is being processed' : 'Task with this box ID is already running';
      return json(200, { Return: false, ReturnCode: fault.code, Msg: msg });
    }
    if (fault && !fault.afterWrite) return fault.kind === 'drop' ? request.socket.destroy() : undefined;
    const answer = await handle(route.handle, state, params, now()).catch(() => ({
      status: 500,
      body: { Return: false, ReturnCode: 1, Msg: 'Internal Server Error' },
    }));
    if (fault?.kind === 'drop') return request.socket.destroy();
    if (fault?.kind === 'hang') return;
    json(answer.status, answer.body);
  });

  await new Promise<void>((resolve) => server.listen(options.port ?? 0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;

  return {
    url: `http://127.0.0.1:${port}`,
    /** Every request that reached a known path, with its parsed parameters. */
    requests,
    /** Makes the next `times` calls of a path (e.g. `/shopApi/FundByUserNo`) answer with the fault. */
    failNext(path: string, fault: GatewayFault, times = 1) {
      const queue = faults.get(path) ?? [];
      for (let i = 0; i < times; i++) queue.push(fault);
      faults.set(path, queue);
    },
    /** The fake's database (for TERA_DB_URL) and a pool on it. */
    databaseUrl,
    pool,
    addCharacter: (character: FakeCharacter) => state.addCharacter(character),
    addBox: (box: FakeBox) => state.addBox(box),
    /** Holds created boxes in the queue (pending) instead of delivering them at once; a held box answers 100. */
    holdQueue(isHeld: boolean) {
      state.holdQueue = isHeld;
    },
    /** Marks pending queue tasks rejected (status 2): they block their box (code 100) until removed. */
    failQueue: async () => void (await pool.query('UPDATE queue_tasks SET status = 2')),
    processQueue: () => state.processQueue(now()),
    clearQueue: async () => void (await pool.query('DELETE FROM queue_tasks')),
    kicks: () => state.kicks.map((row) => ({ ...row })),
    /** Reads tera-api's tables, as a test checks what the game holds. */
    async rows<T = Record<string, unknown>>(query: string, values: unknown[] = []): Promise<T[]> {
      const [rows] = await pool.query(query, values);
      return rows as T[];
    },
    async close() {
      await new Promise<void>((resolve) => {
        // Hanging requests keep their sockets open; end them so close() returns.
        server.closeAllConnections();
        server.close(() => resolve());
      });
      await pool.end();
      if (!options.databaseUrl) await dropTeraDatabase(databaseUrl);
    },
  };
}

export type TeraGatewayFake = Awaited<ReturnType<typeof startTeraGatewayFake>>;
