import { execFile, execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import pg from 'pg';
import { type Child, startChild } from '../../bench/lib/common.ts';
import { drillPort } from './harness.ts';

/**
 * A PostgreSQL cluster of the drill's own, in a temporary directory on a loopback port: the machine's PostgreSQL
 * (127.0.0.1:5432) is shared by other tests and must never be stopped. initdb and postgres refuse to run as root, so
 * as root they run as the `postgres` OS user through runuser.
 */
const run = promisify(execFile);
const isRoot = process.getuid?.() === 0;

/** The directory of PostgreSQL's server programs (the newest installed), or undefined. */
function postgresBin(): string | undefined {
  const root = '/usr/lib/postgresql';
  const versions = fs.existsSync(root)
    ? fs
        .readdirSync(root)
        .filter((version) => fs.existsSync(path.join(root, version, 'bin/initdb')))
        .sort((a, b) => Number(b) - Number(a))
    : [];
  return versions[0] === undefined ? undefined : path.join(root, versions[0], 'bin');
}

function runuserPath(): string | undefined {
  return ['/usr/sbin/runuser', '/sbin/runuser', '/usr/bin/runuser'].find((candidate) =>
    fs.existsSync(candidate),
  );
}

function postgresUserIds(): { uid: number; gid: number } | undefined {
  try {
    const id = (flag: string) => Number(execFileSync('id', [flag, 'postgres'], { encoding: 'utf8' }).trim());
    return { uid: id('-u'), gid: id('-g') };
  } catch {
    return undefined;
  }
}

/** Why a private cluster cannot be made here (what is missing), or undefined when it can. */
export function privatePostgresMissing(): string | undefined {
  if (!postgresBin())
    return 'PostgreSQL server programs (/usr/lib/postgresql/*/bin/initdb, postgres, pg_ctl)';
  if (isRoot && !runuserPath())
    return 'runuser (util-linux), to run initdb and postgres as the postgres user';
  if (isRoot && !postgresUserIds()) return 'the postgres OS user';
  return undefined;
}

export interface PrivatePostgres {
  port: number;
  /** postgres://postgres@127.0.0.1:port/<database> (trust authentication, loopback only). */
  url(database?: string): string;
  /** Runs one statement on a fresh connection. */
  query<T extends pg.QueryResultRow = Record<string, unknown>>(
    database: string,
    text: string,
    values?: unknown[],
  ): Promise<T[]>;
  /** `pg_ctl stop -m <mode>`, waiting until the server is gone. */
  stop(mode?: 'fast' | 'immediate'): Promise<void>;
  /** Starts the server again on the same directory and port, and waits until it takes connections. */
  start(): Promise<void>;
  /** Stops it if running and deletes its directory. */
  destroy(): Promise<void>;
}

/** initdb in a temporary directory and start postgres on a free drill port. Call privatePostgresMissing() first. */
export async function startPrivatePostgres(): Promise<PrivatePostgres> {
  const bin = postgresBin() as string;
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'agaia-faults-pg-'));
  // Should the test process end without destroy() (killed, interrupted), bench/lib's exit hook has already killed
  // postgres (a child in its own process group) when this one removes the directory.
  process.on('exit', () => fs.rmSync(dir, { recursive: true, force: true }));
  const dataDir = path.join(dir, 'data');
  const ids = isRoot ? postgresUserIds() : undefined;
  if (ids) fs.chownSync(dir, ids.uid, ids.gid);
  // As root: `runuser -u postgres -- <program> …`; as anyone else, the program itself.
  const as = (program: string, args: string[]): [string, string[]] =>
    isRoot
      ? [runuserPath() as string, ['-u', 'postgres', '--', path.join(bin, program), ...args]]
      : [path.join(bin, program), args];
  await run(
    ...as('initdb', [
      '-D',
      dataDir,
      '-A',
      'trust',
      '-U',
      'postgres',
      '--no-sync',
      '-E',
      'UTF8',
      '--locale=C',
    ]),
  );
  const port = await drillPort();
  let server: Child | undefined;

  const query: PrivatePostgres['query'] = async (database, text, values) => {
    const client = new pg.Client({ connectionString: url(database) });
    client.on('error', () => {});
    await client.connect();
    try {
      return (await client.query(text, values)).rows;
    } finally {
      await client.end().catch(() => {});
    }
  };
  const url = (database = 'postgres') => `postgres://postgres@127.0.0.1:${port}/${database}`;

  async function start() {
    // A child of this process (its own process group): whatever happens to the test, it does not outlive it.
    server = startChild(
      ...as('postgres', [
        '-D',
        dataDir,
        '-p',
        String(port),
        '-k',
        dir,
        '-c',
        'listen_addresses=127.0.0.1',
        // A throw-away cluster: durability is not what the drills test, and fsyncs are slow on a busy machine.
        '-c',
        'fsync=off',
        '-c',
        'full_page_writes=off',
      ]),
      {},
    );
    for (let waited = 0; ; waited += 100) {
      try {
        await query('postgres', 'select 1');
        return;
      } catch (error) {
        if (waited > 30_000)
          throw new Error(`the private PostgreSQL did not start: ${server.output()}`, { cause: error });
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
    }
  }

  async function stop(mode: 'fast' | 'immediate' = 'fast') {
    if (!server) return;
    await run(...as('pg_ctl', ['stop', '-D', dataDir, '-m', mode, '-w', '-t', '30']));
    await server.exited;
    server = undefined;
  }

  await start();
  return {
    port,
    url,
    query,
    stop,
    start,
    async destroy() {
      await stop('immediate').catch(() => server?.stop());
      fs.rmSync(dir, { recursive: true, force: true });
    },
  };
}
