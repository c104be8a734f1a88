import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { INTERNAL_ERROR } from './answers.ts';
import { dropTeraDatabase, ensureTeraDatabase, randomTeraDatabaseUrl } from './database.ts';
import type { FakeBox } from './queue.ts';
import { findRoute, runRoute } from './routes.ts';
import { createGatewayState, type FakeCharacter, type FakeServer } from './state.ts';
import { type Raw, toText } from './validation.ts';

/**
 * A local stand-in for tera-api v1.2.3's Gateway API, checked against the real one (README.md lists what it
 * reproduces): the same paths, form or JSON bodies, the `{Return, ReturnCode, Msg}` envelope, its validation
 * messages, its HTTP 500/404/400 answers, its bugs and its lack of de-duplication, over a MariaDB/MySQL database shaped
 * as tera-api's. Tests flip the Hub and the box queue, inject faults per path and read the tables back.
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
  /** tera-api's SHA-512 password mode with this salt (unset: plain passwords, tera-api's default). */
  sha512Salt?: string;
}

const readBody = (request: http.IncomingMessage) =>
  new Promise<string>((resolve) => {
    let data = '';
    request.on('data', (chunk) => {
      data += chunk;
    });
    request.on('end', () => resolve(data));
  });

/** A query string or form body as Express's `extended` parser gives it: a repeated key becomes an array. */
function parseForm(text: string): Raw {
  const params: Raw = {};
  for (const [key, value] of new URLSearchParams(text)) {
    const before = params[key];
    params[key] = before === undefined ? value : [...(Array.isArray(before) ? before : [before]), value];
  }
  return params;
}

const defaultServers: FakeServer[] = [
  { serverId: 2800, nameString: 'Agaia', isAvailable: true, isEnabled: true, usersOnline: 0 },
];

// tera-api's ExpressServer sets these on every answer after the body parsers.
const NO_CACHE = { 'cache-control': 'no-store, no-cache, must-revalidate, proxy-revalidate', expires: '0' };
const HTML = { 'content-type': 'text/html; charset=utf-8' };

/** Starts the fake on 127.0.0.1 (port 0 unless given). */
export async function startTeraGatewayFake(options: TeraGatewayFakeOptions = {}) {
  const databaseUrl = options.databaseUrl ?? randomTeraDatabaseUrl();
  const { pool } = await ensureTeraDatabase(databaseUrl);
  const state = createGatewayState(pool, { sha512Salt: options.sha512Salt });
  const now = options.now ?? (() => new Date());
  if ((await state.servers()).length === 0)
    for (const server of options.servers ?? defaultServers) await state.addServer(server);
  for (const box of options.boxes ?? []) await state.queue.addBox(box, now());
  const faults = new Map<string, GatewayFault[]>();
  const requests: { method: string; path: string; params: Record<string, string> }[] = [];

  const server = http.createServer(async (request, response) => {
    const url = new URL(request.url ?? '/', 'http://fake');
    const raw = await readBody(request);
    const query = parseForm(url.search);
    // Express parses a JSON or form body whatever the method; anything else (multipart) leaves it empty.
    let body: Raw = {};
    const type = request.headers['content-type'] ?? '';
    if (type.startsWith('application/json')) {
      try {
        const parsed: unknown = JSON.parse(raw || '{}');
        if (typeof parsed !== 'object' || parsed === null) throw new SyntaxError(`Unexpected JSON: ${raw}`);
        body = parsed as Raw;
      } catch (error) {
        // Express's default error page (its body carries a stack trace; nothing should parse it).
        response.writeHead(400, HTML);
        response.end(
          `<!DOCTYPE html><html><body><pre>${String(error)}<br> &nbsp;at JSON.parse</pre></body></html>`,
        );
        return;
      }
    } else if (type.startsWith('application/x-www-form-urlencoded')) body = parseForm(raw);

    const route = findRoute(request.method ?? '', url.pathname);
    if (!route) {
      response.writeHead(404, { ...HTML, ...NO_CACHE });
      response.end(`Invalid endpoint: ${request.url}`);
      return;
    }
    const params = route.method === 'GET' ? query : body;
    requests.push({
      method: request.method ?? '',
      path: url.pathname,
      params: Object.fromEntries(Object.entries(params).map(([k, v]) => [k, toText(v)])),
    });

    const fault = faults.get(url.pathname)?.shift();
    const json = (status: number, answer: unknown) => {
      response.writeHead(status, { 'content-type': 'application/json; charset=utf-8', ...NO_CACHE });
      response.end(JSON.stringify(answer));
    };
    if (fault?.kind === 'http500') return json(500, INTERNAL_ERROR);
    if (fault?.kind === 'busy') {
      const msg =
        fault.code === 100 ? 'This box is being processed' : 'Task with this box ID is already running';
      return json(200, { Return: false, ReturnCode: fault.code, Msg: msg });
    }
    if (fault && !fault.afterWrite) return fault.kind === 'drop' ? request.socket.destroy() : undefined;
    const call = {
      state,
      query,
      body,
      now: now(),
      ip: request.socket.remoteAddress ?? null,
      path: url.pathname,
    };
    const answer = await runRoute(route, call).catch(() => ({ status: 500, body: INTERNAL_ERROR }));
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
    addBox: (box: FakeBox) => state.queue.addBox(box, now()),
    /**
     * Makes the Hub unreachable (or reachable again). While down, SendBox of an existing box and Kick answer HTTP 500
     * `Internal Server Error` with nothing written, and queued boxes that run (processQueue) are rejected.
     */
    hubDown(isDown: boolean) {
      state.switches.hubDown = isDown;
    },
    /**
     * Service item ids the Box server lacks or has disabled (replacing the previous list; [] for none): SendBox of a
     * box holding one answers ReturnCode 102 `There are no Service Items for the specified service item IDs`.
     */
    missingServiceItems(serviceItemIds: number[]) {
      state.switches.missingServiceItems = new Set(serviceItemIds);
    },
    /** Holds created boxes in the queue (pending, 1) instead of delivering them at once; a held box answers 100. */
    holdQueue(isHeld: boolean) {
      state.switches.holdQueue = isHeld;
    },
    /** Rejects the queued tasks (status 2 with the message, logged): they block their box (code 100) until removed. */
    failQueue: (message = 'HubError: Box server refused the box') => state.queue.failQueue(message, now()),
    /** Runs the queued tasks that are not rejected: each box is created (report_boxes) and its task deleted. */
    processQueue: () => state.queue.processQueue(now()),
    /** Deletes every queued task (as the Admin Panel's queue page can). */
    clearQueue: () => state.queue.clearQueue(),
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
