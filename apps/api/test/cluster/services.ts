import { execFile } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import { promisify } from 'node:util';
import { Redis } from 'ioredis';
import pg from 'pg';
import { type Child, startChild } from '../../bench/lib/common.ts';
import { sleep } from '../faults/harness.ts';

/**
 * The standard parts the cluster check runs on: the machine's PostgreSQL and Redis (used, never started or stopped
 * here: other tests share them) and Debian's nginx (installed with apt-get when missing and running as root, then run
 * as a process of this test with a configuration of its own).
 */
const run = promisify(execFile);

export const POSTGRES_URL = 'postgres://postgres@127.0.0.1:5432/postgres';
const REDIS_HOST = { host: '127.0.0.1', port: 6379 };
const START_POSTGRES = 'pg_ctlcluster --skip-systemctl-redirect $(ls /etc/postgresql) main start';
const START_REDIS =
  'redis-server --daemonize yes --bind 127.0.0.1 -::1 --port 6379 --save "" --appendonly no --dir /var/lib/redis --logfile /var/log/redis/ci.log';

/** Throws, with the command that starts it, when the local PostgreSQL does not answer. */
export async function checkPostgres(): Promise<void> {
  const client = new pg.Client({ connectionString: POSTGRES_URL, connectionTimeoutMillis: 3_000 });
  client.on('error', () => {});
  try {
    await client.connect();
    await client.query('select 1');
  } catch (error) {
    throw new Error(
      `The cluster check needs PostgreSQL on 127.0.0.1:5432 (user postgres, trust), which does not answer (${(error as Error).message}). Start it:\n  ${START_POSTGRES}`,
    );
  } finally {
    await client.end().catch(() => {});
  }
}

/** What the instances' Redis keys start with (platform/rate-limit.ts, features/auth/auth.module.ts). */
const KEY_PREFIXES = ['agaia-rate-limit:', 'agaia-login-failures:'];
const MARKER = 'agaia-cluster-test:owner';

export interface RedisDb {
  /** redis://127.0.0.1:6379/<n>, for REDIS_URL. */
  url: string;
  client: Redis;
  /** Deletes the instances' keys and the claim, and disconnects. */
  release(): Promise<void>;
}

/**
 * A Redis database number of this run's own: the highest of 15…1 that holds no key, claimed with a marker key
 * (SET NX, 15 minutes) so that a concurrent run picks another one. At the end only the keys the instances write (the
 * prefixes above) and the marker are deleted, never anything else. Throws, with the command that starts it, when
 * Redis does not answer.
 */
export async function claimRedisDb(): Promise<RedisDb> {
  const client = new Redis({
    ...REDIS_HOST,
    connectTimeout: 2_000,
    maxRetriesPerRequest: 0,
    retryStrategy: () => null,
    lazyConnect: true,
  });
  client.on('error', () => {});
  try {
    await client.connect();
    await client.ping();
  } catch (error) {
    client.disconnect();
    throw new Error(
      `The cluster check needs Redis on 127.0.0.1:6379, which does not answer (${(error as Error).message}). Start it:\n  ${START_REDIS}`,
    );
  }
  const owner = randomBytes(8).toString('hex');
  for (let db = 15; db >= 1; db--) {
    await client.select(db);
    if ((await client.set(MARKER, owner, 'EX', 900, 'NX')) !== 'OK') continue;
    if ((await client.dbsize()) === 1) {
      return {
        url: `redis://${REDIS_HOST.host}:${REDIS_HOST.port}/${db}`,
        client,
        async release() {
          for (const prefix of KEY_PREFIXES) {
            const keys: string[] = [];
            for (let cursor = '0'; ; ) {
              const [next, found] = await client.scan(cursor, 'MATCH', `${prefix}*`, 'COUNT', 1000);
              keys.push(...found);
              cursor = next;
              if (cursor === '0') break;
            }
            if (keys.length > 0) await client.del(...keys);
          }
          if ((await client.get(MARKER)) === owner) await client.del(MARKER);
          client.disconnect();
        },
      };
    }
    // Someone else's keys are there: leave that database as it was.
    if ((await client.get(MARKER)) === owner) await client.del(MARKER);
  }
  client.disconnect();
  throw new Error(
    'No empty Redis database among 1–15 for the cluster check: free one (its keys are not ours).',
  );
}

const NGINX = '/usr/sbin/nginx';

/** Debian's nginx: there, or installed with apt-get (as root, without a terminal); else an error saying how. */
export async function ensureNginx(): Promise<void> {
  if (fs.existsSync(NGINX)) return;
  if (process.getuid?.() === 0 && fs.existsSync('/usr/bin/apt-get')) {
    const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
    const install = () => run('apt-get', ['install', '-y', '-qq', 'nginx'], { env, timeout: 240_000 });
    try {
      await install();
    } catch {
      // A stale package index: refresh it once.
      await run('apt-get', ['update', '-qq'], { env, timeout: 240_000 });
      await install();
    }
    if (fs.existsSync(NGINX)) return;
  }
  throw new Error(
    `The cluster check needs Debian's nginx at ${NGINX}: install it with 'sudo apt-get install -y nginx'.`,
  );
}

export interface Nginx {
  base: string;
  port: number;
  child: Child;
  /** The access log's lines: `<ms> <method> <uri> <status> <upstream addresses> <upstream statuses>`. */
  accessLog(): string[];
  stop(): Promise<void>;
}

/**
 * nginx in front of the instances, as docs/deploy.md (step 18) sets it up: one upstream of both with kept-alive
 * connections; a failed or refused connection, a timeout, a 502 or a 503 tried again on the other instance (idempotent
 * requests); an instance that fails 3 times left out for 10 s. A process of this test (its own process group) with
 * everything in `dir`.
 */
export async function startNginx(options: {
  dir: string;
  port: number;
  upstreams: number[];
  /**
   * Connections the worker may hold at once, clients' and upstreams' together (a proxied request holds two); 1024
   * unless a load needs more (the surge benchmark's thousands of visitors).
   */
  workerConnections?: number;
  /** Idle connections to the instances nginx keeps for reuse: 256 as docs/deploy.md sets it, unless told. */
  keepalive?: number;
  /** How long nginx waits for an instance to accept a connection: 2 s here (a quick failover), deploy.md's 5 s. */
  connectTimeoutSeconds?: number;
}): Promise<Nginx> {
  const { dir, port } = options;
  const workerConnections = options.workerConnections ?? 1024;
  // nginx's workers run as nobody when the master is root: they must reach the temp directories inside.
  fs.chmodSync(dir, 0o755);
  const file = (name: string) => path.join(dir, name);
  const config = `
worker_processes 1;${options.workerConnections ? `\nworker_rlimit_nofile ${workerConnections * 2};` : ''}
pid ${file('nginx.pid')};
error_log ${file('error.log')} warn;
events { worker_connections ${workerConnections}; }
http {
  log_format cluster '$msec $request_method $request_uri $status "$upstream_addr" "$upstream_status"';
  access_log ${file('access.log')} cluster;
  client_body_temp_path ${file('client_body')};
  proxy_temp_path ${file('proxy')};
  fastcgi_temp_path ${file('fastcgi')};
  uwsgi_temp_path ${file('uwsgi')};
  scgi_temp_path ${file('scgi')};
  client_max_body_size 6m;
  upstream agaia {
${options.upstreams.map((upstream) => `    server 127.0.0.1:${upstream} max_fails=3 fail_timeout=10s;`).join('\n')}
    keepalive ${options.keepalive ?? 256};
    keepalive_timeout 4s;
  }
  server {
    listen 127.0.0.1:${port};
    location / {
      proxy_pass http://agaia;
      proxy_http_version 1.1;
      proxy_set_header Connection "";
      proxy_set_header Host $host;
      proxy_set_header X-Forwarded-For $proxy_add_x_forwarded_for;
      proxy_set_header X-Forwarded-Proto $scheme;
      proxy_next_upstream error timeout http_502 http_503;
      proxy_connect_timeout ${options.connectTimeoutSeconds ?? 2}s;
    }
  }
}
`;
  fs.writeFileSync(file('nginx.conf'), config);
  const args = ['-p', dir, '-e', file('error.log'), '-c', file('nginx.conf')];
  await run(NGINX, [...args, '-t', '-q']).catch((error: { stderr?: string }) => {
    throw new Error(`nginx refused its configuration: ${error.stderr}`);
  });
  const child = startChild(NGINX, [...args, '-g', 'daemon off;'], {});
  let exited = false;
  void child.exited.then(() => {
    exited = true;
  });
  for (let waited = 0; ; waited += 100) {
    if (exited) throw new Error(`nginx exited at start: ${child.output()} ${readOr(file('error.log'))}`);
    if (await listening(port)) break;
    if (waited > 15_000) throw new Error(`nginx did not listen on ${port}: ${readOr(file('error.log'))}`);
    await sleep(100);
  }
  return {
    base: `http://127.0.0.1:${port}`,
    port,
    child,
    accessLog: () => readOr(file('access.log')).split('\n').filter(Boolean),
    stop: () => child.stop(),
  };
}

const readOr = (file: string) => (fs.existsSync(file) ? fs.readFileSync(file, 'utf8') : '');

const listening = (port: number) =>
  new Promise<boolean>((resolve) => {
    const socket = net.connect(port, '127.0.0.1');
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
  });
