import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';

const apiDir = path.resolve(import.meta.dirname, '..');
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'agaia-cli-'));
afterAll(() => fs.rmSync(dataDir, { recursive: true, force: true }));

function cli(...args: string[]) {
  return cliWith({}, ...args);
}

function cliWith(env: Record<string, string>, ...args: string[]) {
  const result = spawnSync(process.execPath, ['--import', 'tsx', 'src/cli.ts', ...args], {
    cwd: apiDir,
    env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: '', ...env },
    encoding: 'utf8',
    timeout: 60_000,
  });
  return { status: result.status, out: result.stdout, err: result.stderr };
}

// These spawn processes on embedded PGlite: running them again in the PostgreSQL pass would test nothing new.
describe.skipIf(process.env.TEST_DATABASE_URL)('npm run cli', () => {
  it.each([
    [[], 'No command given.'],
    [['frobnicate'], 'Unknown command: frobnicate'],
    [['create-admin', '--username', 'root'], '--email is required.'],
    [
      ['create-admin', '--username', 'a b', '--email', 'x@y.io', '--password', 'secret1'],
      '--username: Username must be',
    ],
    [['create-admin', '--bogus'], "Unknown option '--bogus'"],
    [['migrate', 'extra'], 'migrate takes no arguments.'],
    [['backup'], 'backup takes one FILE.'],
    [['backup', 'a.gz', '--replace'], 'backup takes no --replace.'],
    [['restore', 'a.gz', 'b.gz'], 'restore takes one FILE.'],
    [
      ['create-user', '--username', 'mod', '--email', 'm@y.io', '--password', 'secret1', '--web-mgt', '4'],
      '--web-mgt must be 0, 1 or a product of distinct permission primes (2, 3, 5,',
    ],
    [
      ['create-user', '--username', 'mod', '--email', 'm@y.io', '--password', 'secret1', '--web-mgt', '1.5'],
      '--web-mgt must be a whole number from 0 to',
    ],
    [
      [
        'create-user',
        '--username',
        'mod',
        '--email',
        'm@y.io',
        '--password',
        'secret1',
        '--privilege',
        '2147483648',
      ],
      '--privilege must be a whole number from 0 to 2147483647.',
    ],
  ])('prints usage and exits 2 for %j', (args, message) => {
    const result = cli(...args);
    expect(result.status).toBe(2);
    expect(result.err).toContain(message);
    expect(result.err).toContain('Usage: npm run cli -- <command>');
  });

  it('migrates, creates an administrator once, and seeds', () => {
    expect(cli('migrate')).toMatchObject({ status: 0, out: 'Migrations are up to date.\n' });
    const created = cli(
      'create-admin',
      '--username',
      'root_admin',
      '--email',
      'root@example.com',
      '--password',
      'secret1',
    );
    expect(created).toMatchObject({
      status: 0,
      out: 'Administrator root_admin created with every web permission.\n',
    });
    const again = cli(
      'create-admin',
      '--username',
      'ROOT_ADMIN',
      '--email',
      'x@example.com',
      '--password',
      'secret1',
    );
    expect(again.status).toBe(1);
    expect(again.err).toContain('An account named ROOT_ADMIN or using x@example.com exists.');
    expect(cli('seed-demo').status).toBe(0);
  }, 60_000);

  it("refuses an account whose name reads like a staff member's", () => {
    // Its own database (migrated afresh, hence the time): the backup below counts the accounts of the shared one.
    const own = { DATA_DIR: fs.mkdtempSync(path.join(dataDir, 'names-')) };
    const staff = ['--email', 'staff@example.com', '--password', 'secret1'];
    expect(cliWith(own, 'create-admin', '--username', 'cli_staff', ...staff).status).toBe(0);
    const lookAlike = ['--email', 'look@example.com', '--password', 'secret1'];
    const refused = cliWith(own, 'create-user', '--username', 'C1I_5taff', ...lookAlike);
    expect(refused.status).toBe(1);
    expect(refused.err).toContain("This user name is too similar to a staff member's name.");
  }, 120_000);

  it('backs up, and restores only into an empty database unless told to replace it', () => {
    const file = path.join(dataDir, 'site.backup.gz');
    const backup = cli('backup', file);
    expect(backup.status).toBe(0);
    expect(backup.out).toMatch(
      /^Backed up \d+ rows of \d+ tables \(1 accounts, schema of \d+ migrations\) to /,
    );
    const refused = cli('restore', file);
    expect(refused.status).toBe(1);
    expect(refused.err).toMatch(
      /^The database is not empty \(.*\): restore into an empty one, or add --replace/,
    );
    const replaced = cli('restore', file, '--replace');
    expect(replaced.status).toBe(0);
    expect(replaced.out).toMatch(/^Restored \d+ rows of \d+ tables \(1 accounts/);
    expect(cli('restore', path.join(dataDir, 'missing.gz')).err).toContain('missing.gz does not exist.');
  }, 60_000);

  it('exits after its answer when REDIS_URL is set (the Redis connection is closed)', () => {
    const result = cliWith({ REDIS_URL: process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379' }, 'migrate');
    expect(result).toMatchObject({ status: 0, out: 'Migrations are up to date.\n' });
  }, 60_000);

  it('refuses the embedded database while another process (the server) has it open', () => {
    const holder = spawn(process.execPath, ['-e', 'setTimeout(() => {}, 30000)']);
    try {
      fs.writeFileSync(
        path.join(dataDir, 'pglite.lock'),
        JSON.stringify({ pid: holder.pid, command: 'dist/server/main.js', since: new Date().toISOString() }),
      );
      const refused = cli('backup', path.join(dataDir, 'while-running.gz'));
      expect(refused.status).toBe(1);
      expect(refused.err).toContain(`is in use by process ${holder.pid} (dist/server/main.js`);
      expect(fs.existsSync(path.join(dataDir, 'while-running.gz'))).toBe(false);
    } finally {
      holder.kill('SIGKILL');
    }
  }, 60_000);
});
