import type { Config } from './config.ts';
import type { Database } from './db/client.ts';

/** What tera-api answered at start, when it is the game back end. */
export type GameCheck = { detail?: string };

/** A URL's host for a start line: never its user name or password. */
const hostOf = (url: string) => {
  const parsed = new URL(url);
  return `${parsed.hostname}${parsed.port ? `:${parsed.port}` : ''}${parsed.pathname.length > 1 ? parsed.pathname : ''}`;
};

/**
 * The lines `npm start` prints once it listens: one per thing an operator must know, on or off and why, with the
 * setting that changes it. No secret: hosts only, never a key, a password or a full connection URL.
 */
export function startupLines(config: Config, database: Pick<Database, 'kind'>, game?: GameCheck): string[] {
  const lines = [`${config.SITE_NAME} is running at ${config.PUBLIC_URL}`];
  lines.push(
    database.kind === 'pglite'
      ? `Database: embedded (PGlite) in ${config.DATA_DIR}; one process at a time. DATABASE_URL moves it to PostgreSQL.`
      : `Database: PostgreSQL at ${hostOf(config.DATABASE_URL as string)}`,
  );
  lines.push(
    config.SMTP_URL
      ? `Mail: sent through ${hostOf(config.SMTP_URL)}`
      : `Mail: not sent (no SMTP_URL): each mail is written to ${config.DATA_DIR}/outbox as an .eml file.`,
  );
  lines.push(
    config.payments
      ? `Payments: Stripe, ${config.payments.secretKey.includes('_live_') ? 'live' : 'test'} mode, in ${config.STRIPE_CURRENCY.toUpperCase()}`
      : 'Payments: off (set STRIPE_SECRET_KEY and STRIPE_WEBHOOK_SECRET to sell in the shop).',
  );
  lines.push(
    config.twitch
      ? `Twitch: on, game ${config.twitch.gameId}, checked every ${config.TWITCH_POLL_SECONDS} s`
      : 'Twitch: off (set TWITCH_CLIENT_ID, TWITCH_CLIENT_SECRET and TWITCH_GAME_ID for drops).',
  );
  if (config.tera) {
    const where = `Gateway ${hostOf(config.tera.gatewayUrl)}, database ${hostOf(config.tera.dbUrl)}`;
    lines.push(
      game?.detail
        ? `Game: tera-api does NOT answer (${where}): ${game.detail}. Registration and deliveries wait for it; see /api/health.`
        : `Game: tera-api answers (${where})`,
    );
  } else {
    lines.push(
      config.GAME_API_KEY
        ? 'Game: no tera-api; a custom connector drains the deliveries outbox with GAME_API_KEY.'
        : 'Game: not connected (GAME_BACKEND=tera-api connects tera-api); purchases and drops wait in the deliveries outbox.',
    );
  }
  lines.push(
    config.REDIS_URL
      ? `Instances: rate-limit and failed-login counts shared through Redis at ${hostOf(config.REDIS_URL)}`
      : 'Instances: rate-limit and failed-login counts kept in this process (REDIS_URL shares them between several).',
  );
  lines.push(
    `Statistics: days counted in ${config.STATS_TIME_ZONE}${config.STATS_TIME_ZONE === 'UTC' ? " (STATS_TIME_ZONE sets the operator's time zone)" : ''}`,
  );
  lines.push(
    config.ADMIN_TWO_FACTOR === 'required'
      ? 'Admins: two-factor authentication required before the admin panel opens.'
      : 'Admins: ADMIN_TWO_FACTOR=optional, so admins can use the panel without two-factor authentication. Not for a live site.',
  );
  return lines;
}
