import { type ChildProcess, spawn } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';

const apiDir = path.resolve(import.meta.dirname, '..');
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'agaia-shutdown-'));
let child: ChildProcess | undefined;
afterAll(() => {
  child?.kill('SIGKILL');
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

async function waitForHealth(base: string): Promise<void> {
  for (let attempt = 0; attempt < 150; attempt++) {
    try {
      if ((await fetch(`${base}/api/health`)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error('the server did not start');
}

// These spawn processes on embedded PGlite: running them again in the PostgreSQL pass would test nothing new.
describe.skipIf(process.env.TEST_DATABASE_URL)('the server process', () => {
  it('finishes in-flight requests on SIGTERM, then exits 0 and stops listening', async () => {
    const port = await freePort();
    const base = `http://127.0.0.1:${port}`;
    const env = {
      ...process.env,
      PORT: String(port),
      DATA_DIR: dataDir,
      LOG_LEVEL: 'debug',
      WEB_DIST_DIR: dataDir,
    };
    child = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
      cwd: apiDir,
      env,
      stdio: ['ignore', 'pipe', 'ignore'],
    });
    // The server logs each request it starts handling: count the logins that have arrived.
    let arrived = 0;
    child.stdout?.on('data', (chunk: Buffer) => {
      const lines = chunk.toString().split('\n');
      arrived += lines.filter(
        (line) => line.includes('incoming request') && line.includes('/api/auth/login'),
      ).length;
    });
    const exited = new Promise<number | null>((resolve) => child?.on('exit', (code) => resolve(code)));
    await waitForHealth(base);

    // Logins spend tens of milliseconds in argon2 each (four at a time), so most are still running at the signal.
    const inFlight = Array.from({ length: 12 }, (_, index) =>
      fetch(`${base}/api/auth/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ identifier: `nobody_${index}`, password: 'wrong-password' }),
      }).then((response) => response.status),
    );
    for (let wait = 0; arrived < 12 && wait < 500; wait++)
      await new Promise((resolve) => setTimeout(resolve, 10));
    expect(arrived).toBe(12);
    child.kill('SIGTERM');

    expect(await Promise.all(inFlight)).toEqual(Array(12).fill(401));
    expect(await exited).toBe(0);
    await expect(fetch(`${base}/api/health`)).rejects.toThrow();
  }, 60_000);
});
