import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';

// What a newcomer sees: `npm start` with nothing configured (no NODE_ENV, no ADMIN_*), on a fresh embedded database.
const apiDir = path.resolve(import.meta.dirname, '..');
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'agaia-first-start-'));
const children: ChildProcess[] = [];
afterAll(() => {
  for (const child of children) child.kill('SIGKILL');
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

/** Starts the server as `npm start` does and answers its address and everything it printed once it is ready. */
async function start(): Promise<{ base: string; output: () => string; stop: () => Promise<void> }> {
  const port = await freePort();
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    PORT: String(port),
    DATA_DIR: dataDir,
    WEB_DIST_DIR: dataDir,
  };
  for (const name of [
    'NODE_ENV',
    'LOG_FORMAT',
    'DATABASE_URL',
    'ADMIN_USERNAME',
    'ADMIN_EMAIL',
    'ADMIN_PASSWORD',
  ])
    delete env[name];
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], { cwd: apiDir, env });
  children.push(child);
  let printed = '';
  child.stdout?.on('data', (chunk: Buffer) => {
    printed += chunk.toString();
  });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  // Ready once the start lines are out (they follow listen()).
  for (let attempt = 0; !printed.includes('Admins: ') && attempt < 300; attempt++)
    await new Promise((resolve) => setTimeout(resolve, 100));
  return {
    base: `http://127.0.0.1:${port}`,
    output: () => printed,
    stop: async () => {
      child.kill('SIGTERM');
      await exited;
    },
  };
}

const login = (base: string, identifier: string, password: string) =>
  fetch(`${base}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ identifier, password }),
  });

// These spawn processes on embedded PGlite: running them again in the PostgreSQL pass would test nothing new.
describe.skipIf(process.env.TEST_DATABASE_URL)('the first npm start', () => {
  it('prints a readable line per setting and the demo accounts once; they log in', async () => {
    const first = await start();
    const output = first.output();
    for (const line of [
      `Agaia Online is running at http://localhost:`,
      `Database: embedded (PGlite) in ${dataDir}`,
      'Mail: not sent (no SMTP_URL)',
      'Payments: off (set STRIPE_SECRET_KEY and STRIPE_WEBHOOK_SECRET',
      'Twitch: off (set TWITCH_CLIENT_ID',
      'Game: not connected',
      'Instances: rate-limit and failed-login counts kept in this process',
      'Admins: two-factor authentication required',
    ])
      expect(output).toContain(line);
    // Readable lines, not JSON.
    expect(output.split('\n').filter((line) => line.startsWith('{'))).toEqual([]);
    // The listening socket queues up to 4096 connections a surge opens at once (Node's own 511 overflowed), as far as
    // the kernel allows: ss shows a listening socket's backlog as its Send-Q.
    const port = new URL(first.base).port;
    const [, , sendQueue] = execFileSync('ss', ['-ltnH', `sport = :${port}`], { encoding: 'utf8' })
      .trim()
      .split(/\s+/);
    const somaxconn = Number(fs.readFileSync('/proc/sys/net/core/somaxconn', 'utf8'));
    expect(Number(sendQueue)).toBe(Math.min(4096, somaxconn));

    const admin = output.match(/Administrator: {2}demo_admin {2}password (\S+)/)?.[1];
    const player = output.match(/Player: {9}demo_player {2}password (\S+)/)?.[1];
    expect(admin).toMatch(/^[\w-]{16}$/);
    expect(player).toMatch(/^[\w-]{16}$/);
    const file = path.join(dataDir, 'demo-admin.txt');
    expect(fs.statSync(file).mode & 0o777).toBe(0o600);
    expect(fs.readFileSync(file, 'utf8')).toContain(`demo_admin  password ${admin}`);

    const asAdmin = await login(first.base, 'demo_admin', admin as string);
    expect(asAdmin.status).toBe(200);
    const asPlayer = await login(first.base, 'demo_player', player as string);
    const { accessToken } = (await asPlayer.json()) as { accessToken: string };
    const profile = await (
      await fetch(`${first.base}/api/user/profile`, { headers: { authorization: `Bearer ${accessToken}` } })
    ).json();
    expect(profile).toMatchObject({ userName: 'demo_player', agaiaCoins: 1500 });
    await first.stop();

    // The next start finds the accounts and prints no password.
    const second = await start();
    expect(second.output()).toContain('is running at');
    expect(second.output()).not.toContain('Demo accounts');
    expect(second.output()).not.toContain(admin);
    await second.stop();
  }, 90_000);
});
