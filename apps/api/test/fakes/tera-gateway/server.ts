import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { handle, routes } from './routes.ts';
import { createGatewayState, type FakeBox, type FakeCharacter, type FakeServer } from './state.ts';

/**
 * A local stand-in for tera-api's Gateway API (TERA-INTEGRATION.md): the same paths, form or JSON bodies, the
 * `{Return, ReturnCode, Msg}` envelope, code 2 validation messages, its HTTP 500/404/400 answers and its lack of
 * de-duplication, over in-memory state. Tests inject faults per path and read the state back.
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
  const state = createGatewayState();
  const now = options.now ?? (() => new Date());
  for (const server of options.servers ?? defaultServers) state.servers.set(server.serverId, { ...server });
  for (const box of options.boxes ?? []) state.boxes.set(box.id, box);
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
    const answer = handle(route.handle, state, params, now());
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
    addCharacter: (character: FakeCharacter) => void state.characters.push(character),
    addBox: (box: FakeBox) => void state.boxes.set(box.id, box),
    /** Holds created boxes in the queue (pending) instead of delivering them at once; a held box answers 100. */
    holdQueue(isHeld: boolean) {
      state.holdQueue = isHeld;
    },
    /** Marks pending queue tasks failed (status 2): they block their box (code 100) until removed. */
    failQueue: () => {
      for (const task of state.tasks) task.status = 'failed';
    },
    processQueue: () => state.processQueue(),
    clearQueue: () => void state.tasks.splice(0),
    /** Read-only views of the state, as tera-api's tables hold it. */
    state: {
      /** Accounts without AuthKey or password; use authKeyOf to check that nothing leaks it. */
      accounts: () =>
        [...state.accounts.values()].map(({ authKey: _authKey, passWord: _passWord, ...rest }) => ({
          ...rest,
        })),
      authKeyOf: (userNo: number) => state.accounts.get(userNo)?.authKey,
      passwordOf: (userNo: number) => state.accounts.get(userNo)?.passWord,
      balance: (userNo: number) => state.shopAccounts.get(userNo)?.balance,
      fundLedger: () => state.fundLedger.map((row) => ({ ...row })),
      benefits: (userNo: number) => [...state.benefits.values()].filter((b) => b.accountDBID === userNo),
      bans: () => state.bans.map((row) => ({ ...row })),
      tasks: () => state.tasks.map((row) => ({ ...row })),
      sentBoxes: () => state.sentBoxes.map((row) => ({ ...row })),
      kicks: () => state.kicks.map((row) => ({ ...row })),
    },
    close: () =>
      new Promise<void>((resolve) => {
        // Hanging requests keep their sockets open; end them so close() returns.
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

export type TeraGatewayFake = Awaited<ReturnType<typeof startTeraGatewayFake>>;
