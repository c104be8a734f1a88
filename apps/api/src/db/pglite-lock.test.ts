import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { DatabaseInUseError, lockDataDir } from './pglite-lock.ts';

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'agaia-lock-'));
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));
const lockFile = path.join(dir, 'pglite.lock');

describe('the embedded database lock', () => {
  it('refuses a second process while the first holds it, naming it, and frees it on release', async () => {
    // Another live process holds it (a sleeping child stands in for a running server).
    const other = spawn(process.execPath, ['-e', 'setTimeout(() => {}, 30000)']);
    afterAll(() => other.kill('SIGKILL'));
    fs.writeFileSync(
      lockFile,
      JSON.stringify({ pid: other.pid, command: 'dist/server/main.js', since: '2026-11-24T12:00:00.000Z' }),
    );
    expect(() => lockDataDir(dir, 'cli.js backup x')).toThrowError(DatabaseInUseError);
    expect(() => lockDataDir(dir, 'cli.js backup x')).toThrowError(
      new RegExp(`in use by process ${other.pid} \\(dist/server/main.js, since .*\\)\\. Stop it first`),
    );
    other.kill('SIGKILL');
    await new Promise((resolve) => other.once('exit', resolve));

    // Its process is gone: the lock is stale and taken over, then let go.
    const release = lockDataDir(dir, 'cli.js backup x');
    expect(JSON.parse(fs.readFileSync(lockFile, 'utf8'))).toMatchObject({
      pid: process.pid,
      command: 'cli.js backup x',
    });
    release();
    expect(fs.existsSync(lockFile)).toBe(false);
  });

  it('takes over a lock file it cannot read', () => {
    fs.writeFileSync(lockFile, 'not json');
    const release = lockDataDir(dir);
    release();
    expect(fs.existsSync(lockFile)).toBe(false);
  });
});
