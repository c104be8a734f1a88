import pretty from 'pino-pretty';
import { buildApp } from './app.ts';
import { bootstrap } from './bootstrap.ts';
import { ConfigError, loadConfig } from './config.ts';
import { openDatabase } from './db/client.ts';
import { DatabaseInUseError } from './db/pglite-lock.ts';
import { demoText } from './demo.ts';
import { isCommonPassword } from './platform/common-passwords.ts';
import { startupLines } from './startup.ts';

// This is the server's entry: libraries that read NODE_ENV take their production path unless the operator says
// otherwise. React's renderer of the public pages (loaded later, by platform/page-render.ts) is the one that matters:
// its development build is several times slower. Whether the operator set NODE_ENV also decides the log format's
// default: a plain `npm start` prints readable lines, a service (which sets NODE_ENV) JSON.
const nodeEnvGiven = process.env.NODE_ENV !== undefined;
process.env.NODE_ENV ??= 'production';

/** Connections the kernel queues for the server before it accepts them (listen(2)). */
const LISTEN_BACKLOG = 4096;

async function main(): Promise<void> {
  const config = loadConfig();
  const database = await openDatabase({
    url: config.DATABASE_URL,
    dataDir: config.DATA_DIR,
    poolSize: config.DATABASE_POOL_SIZE,
  });
  await database.migrate();
  const format = config.LOG_FORMAT ?? (nodeEnvGiven ? 'json' : 'text');
  const logStream =
    format === 'text'
      ? pretty({
          sync: true,
          colorize: process.stdout.isTTY,
          translateTime: 'HH:MM:ss',
          ignore: 'pid,hostname',
        })
      : undefined;
  const app = await buildApp({ config, database, logStream });
  const demo = await bootstrap(app, app.log);

  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down: finishing in-flight requests');
    // close() stops accepting, lets in-flight requests finish, then runs onClose hooks (the database closes there).
    const timer = setTimeout(() => {
      app.log.error('shutdown took over 25 s: exiting');
      process.exit(1);
    }, 25_000);
    timer.unref();
    await app.close();
    process.exit(0);
  };
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
  process.on('SIGINT', () => void shutdown('SIGINT'));

  const game = config.tera ? await app.modules.game.health() : undefined;
  if (config.bootstrapAdmin && (await isCommonPassword(config.bootstrapAdmin.password)))
    app.log.warn('ADMIN_PASSWORD is one of the most common passwords in leaked lists: change it.');
  // Connections waiting to be accepted: Node's 511 overflowed when a patch-day surge's visitors (or nginx's new
  // upstream connections) arrived at once, and the kernel dropped the rest (docs/benchmarks.md). The kernel caps it
  // at net.core.somaxconn (4096 on current Linux).
  await app.listen({ port: config.PORT, host: config.HOST, backlog: LISTEN_BACKLOG });
  // The modules' jobs (Twitch accrual when Twitch is configured); with several instances an advisory lock picks one.
  for (const job of app.modules.ordered.flatMap((module) => module.jobs ?? [])) job.start();
  // One readable line per thing that matters; the demo's passwords once, on the start that made them.
  const lines = startupLines(config, database, game);
  if (format === 'text') console.log(['', ...lines, ''].join('\n'));
  else for (const line of lines) app.log.info(line);
  if (demo) console.log([...demoText(demo), ''].join('\n'));
}

main().catch((error: unknown) => {
  if (error instanceof ConfigError || error instanceof DatabaseInUseError) {
    console.error(error.message);
  } else {
    console.error('The server could not start:', error);
  }
  process.exit(1);
});
