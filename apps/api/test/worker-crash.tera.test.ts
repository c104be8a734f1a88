import { type ChildProcess, spawn } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { adminEditForm } from './builders/accounts.ts';
import { startTeraGatewayFake } from './fakes/tera-gateway/server.ts';

// A real server process is killed (SIGKILL) after its worker's fund reached tera-api and before it could mark the
// row, then started again: the documented reconciliation must find the fund in tera-api's ledger and never pay twice.
const apiDir = path.resolve(import.meta.dirname, '..');
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'agaia-crash-'));
const fake = await startTeraGatewayFake();
let child: ChildProcess | undefined;
afterAll(async () => {
  child?.kill('SIGKILL');
  await fake.close();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

async function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const server = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

const port = await freePort();
const base = `http://127.0.0.1:${port}`;
const TIMEOUT_MS = 1_000;

/** Starts the server on the same data directory and waits for it to answer. */
async function start(): Promise<ChildProcess> {
  const started = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
    cwd: apiDir,
    env: {
      ...process.env,
      PORT: String(port),
      DATA_DIR: dataDir,
      WEB_DIST_DIR: dataDir,
      LOG_LEVEL: 'silent',
      GAME_BACKEND: 'tera-api',
      TERA_GATEWAY_URL: fake.url,
      TERA_DB_URL: fake.databaseUrl,
      TERA_TIMEOUT_MS: String(TIMEOUT_MS),
      ADMIN_USERNAME: 'Overseer',
      ADMIN_EMAIL: 'overseer@example.com',
      ADMIN_PASSWORD: 'overseer-pass-1',
      // The drill logs the admin in with a password only; two-factor has its own suite.
      ADMIN_TWO_FACTOR: 'optional',
    },
    stdio: 'ignore',
  });
  for (let attempt = 0; attempt < 150; attempt++) {
    try {
      if ((await fetch(`${base}/api/health`)).ok) return started;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error('the server did not start');
}

const call = async (method: string, url: string, body?: unknown, token?: string) => {
  const response = await fetch(`${base}${url}`, {
    method,
    headers: {
      ...(body !== undefined && { 'content-type': 'application/json' }),
      ...(token && { authorization: `Bearer ${token}` }),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return { status: response.status, json: (await response.json()) as Record<string, unknown> };
};

// One process on embedded PGlite, as in shutdown.test.ts: the PostgreSQL pass would test nothing new.
describe.skipIf(process.env.TEST_DATABASE_URL)('a worker killed between the call and the mark', () => {
  it('is reconciled from the ledger after a restart: the coins arrive once', {
    timeout: 60_000,
  }, async () => {
    child = await start();
    const registered = await call('POST', '/api/auth/register', {
      username: 'Crashtest1',
      email: 'crash@example.com',
      password: 'crash-pass-1',
    });
    expect(registered.status).toBe(201);
    const [game] = await fake.rows<{ accountDBID: number }>(
      "SELECT accountDBID FROM account_info WHERE userName = 'Crashtest1'",
    );
    const id = Number(game?.accountDBID);
    const admin = String(
      (await call('POST', '/api/auth/login', { identifier: 'Overseer', password: 'overseer-pass-1' })).json
        .accessToken,
    );

    // The fund lands in tera-api, and its answer never comes back; the process dies while it waits.
    fake.failNext('/shopApi/FundByUserNo', { kind: 'hang', afterWrite: true });
    const form = adminEditForm({ userName: 'Crashtest1', email: 'crash@example.com' }, { agaiaCoins: 300 });
    expect((await call('PUT', `/api/admin/users/${id}`, form, admin)).status).toBe(200);
    for (let waited = 0; !fake.requests.some((r) => r.path === '/shopApi/FundByUserNo'); waited += 20) {
      if (waited > 10_000) throw new Error('the worker never called FundByUserNo');
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    child.kill('SIGKILL');
    await new Promise((resolve) => child?.once('exit', resolve));
    const balance = async () =>
      (
        await fake.rows<{ balance: number }>('SELECT balance FROM shop_accounts WHERE accountDBID = ?', [id])
      )[0]?.balance;
    expect(await balance()).toBe(300);

    // Restarted: the row is still `sending`; once its lease passes it is reconciled, not sent again.
    child = await start();
    const token = String(
      (await call('POST', '/api/auth/login', { identifier: 'Overseer', password: 'overseer-pass-1' })).json
        .accessToken,
    );
    let status = '';
    for (let waited = 0; status !== 'delivered'; waited += 500) {
      if (waited > 30_000) throw new Error(`the row stayed ${status}`);
      await new Promise((resolve) => setTimeout(resolve, 500));
      const list = await call('GET', `/api/admin/game/deliveries?accountDBID=${id}`, undefined, token);
      status = String((list.json.deliveries as { status: string }[])[0]?.status);
    }
    expect(await balance()).toBe(300);
    expect(await fake.rows('SELECT 1 FROM report_shop_fund WHERE accountDBID = ?', [id])).toHaveLength(1);
    expect(fake.requests.filter((r) => r.path === '/shopApi/FundByUserNo')).toHaveLength(1);
  });
});
