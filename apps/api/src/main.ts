import { buildApp } from './app.ts';
import { bootstrap } from './bootstrap.ts';
import { type Config, ConfigError, loadConfig } from './config.ts';
import { openDatabase } from './db/client.ts';
import { isCommonPassword } from './platform/common-passwords.ts';

// This is the server's entry: libraries that read NODE_ENV take their production path unless the operator says
// otherwise. React's renderer of the public pages (loaded later, by platform/page-render.ts) is the one that matters:
// its development build is several times slower.
process.env.NODE_ENV ??= 'production';

async function main(): Promise<void> {
  const config = loadConfig();
  const database = await openDatabase({ url: config.DATABASE_URL, dataDir: config.DATA_DIR });
  await database.migrate();
  const app = await buildApp({ config, database });
  await bootstrap(app, app.log);

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

  await checkGameBackend(app, config);
  if (config.bootstrapAdmin && (await isCommonPassword(config.bootstrapAdmin.password)))
    app.log.warn('ADMIN_PASSWORD is one of the most common passwords in leaked lists: change it.');
  if (config.ADMIN_TWO_FACTOR === 'optional')
    app.log.warn(
      'ADMIN_TWO_FACTOR=optional: admins can use the admin panel without two-factor authentication.',
    );
  await app.listen({ port: config.PORT, host: config.HOST });
  // The modules' jobs (Twitch accrual when Twitch is configured); with several instances an advisory lock picks one.
  for (const job of app.modules.ordered.flatMap((module) => module.jobs ?? [])) job.start();
  app.log.info(
    `${config.SITE_NAME} is running at ${config.PUBLIC_URL} (database: ${database.kind === 'pglite' ? `embedded PGlite in ${config.DATA_DIR}` : 'PostgreSQL'})`,
  );
}

/** One line on whether tera-api answers; the site starts either way and its deliveries wait for the game. */
async function checkGameBackend(app: Awaited<ReturnType<typeof buildApp>>, config: Config): Promise<void> {
  if (!config.tera) return;
  const game = await app.modules.game.health();
  const where = `Gateway ${config.tera.gatewayUrl}, database ${new URL(config.tera.dbUrl).host}`;
  if (game.detail)
    app.log.warn(
      `tera-api does not answer (${where}): ${game.detail}. Registration and deliveries wait for it; see /api/health.`,
    );
  else app.log.info(`tera-api answers (${where})`);
}

main().catch((error: unknown) => {
  if (error instanceof ConfigError) {
    console.error(error.message);
  } else {
    console.error('The server could not start:', error);
  }
  process.exit(1);
});
