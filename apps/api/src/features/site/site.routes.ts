import { HealthDown, HealthResponse, SiteInfo } from '@agaia/contract';
import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Config } from '../../config.ts';
import type { Database } from '../../db/client.ts';
import { DATABASE_UNAVAILABLE_MESSAGE, databaseUnavailable } from '../../db/errors.ts';
import type { LauncherCheck } from '../../platform/downloads.ts';
import type { GameBackendService } from '../game/game.module.ts';

const GAME_HEALTH_TTL_MS = 10_000;

/** What the site routes use: the facts of the configuration the web app needs, and the database to ping. */
export interface SiteRoutesDeps {
  config: Pick<
    Config,
    | 'SITE_NAME'
    | 'CHAT_INVITE_URL'
    | 'LAUNCHER_URL'
    | 'payments'
    | 'STRIPE_CURRENCY'
    | 'twitch'
    | 'LEGAL_ENTITY'
    | 'LEGAL_ADDRESS'
    | 'LEGAL_EMAIL'
    | 'GAME_BACKEND'
  >;
  database: Pick<Database, 'ping'>;
  game: Pick<GameBackendService, 'health'>;
  /** Whether the launcher's file is there (platform/downloads.ts). */
  launcher: LauncherCheck;
}

/** Liveness and the run-time facts the web app needs. */
export const siteRoutes: FastifyPluginAsyncZod<SiteRoutesDeps> = async (
  app,
  { config, database, game, launcher },
) => {
  const startedAt = Date.now();
  // The game's state is asked at most every 10 s, however often a monitor (or anyone) polls /api/health.
  let gameHealth: { at: number; value: ReturnType<typeof game.health> } | undefined;
  const gameState = () => {
    if (!gameHealth || Date.now() - gameHealth.at > GAME_HEALTH_TTL_MS)
      gameHealth = { at: Date.now(), value: game.health() };
    return gameHealth.value;
  };

  app.get(
    '/health',
    { schema: { tags: ['site'], response: { 200: HealthResponse, 503: HealthDown } } },
    async (request, reply) => {
      const uptimeSeconds = Math.round((Date.now() - startedAt) / 1000);
      const isDatabaseUp = await database.ping().then(
        () => true,
        (error: unknown) => {
          // Down (503, out of the rotation) when it does not answer; any other failure stays a 500.
          const reason = databaseUnavailable(error);
          if (!reason) throw error;
          request.log.warn({ reason }, 'health: the database does not answer');
          return false;
        },
      );
      const gameNow = await gameState();
      if (!isDatabaseUp)
        return reply.status(503).send({
          message: DATABASE_UNAVAILABLE_MESSAGE,
          code: 'DATABASE_UNAVAILABLE' as const,
          status: 'down' as const,
          database: 'unreachable' as const,
          game: gameNow,
          uptimeSeconds,
        });
      const isGameDown = gameNow.gateway === 'unreachable' || gameNow.database === 'unreachable';
      return {
        status: isGameDown ? ('degraded' as const) : ('ok' as const),
        database: 'ok' as const,
        game: gameNow,
        uptimeSeconds,
      };
    },
  );

  // The answer depends on the configuration and on whether the launcher's file is there: both versions are checked
  // against the schema and serialized once, at start, and each request picks one (the check is a memo of one stat).
  const siteBody = (launcherAvailable: boolean) =>
    JSON.stringify(
      SiteInfo.parse({
        siteName: config.SITE_NAME,
        chatInviteUrl: config.CHAT_INVITE_URL,
        launcherUrl: config.LAUNCHER_URL,
        launcherAvailable,
        paymentsEnabled: config.payments !== undefined,
        currency: config.STRIPE_CURRENCY,
        twitchEnabled: config.twitch !== undefined,
        gameBackend: config.GAME_BACKEND,
        legalEntity: config.LEGAL_ENTITY,
        legalAddress: config.LEGAL_ADDRESS,
        legalEmail: config.LEGAL_EMAIL,
      }),
    );
  const bodies = { true: siteBody(true), false: siteBody(false) };
  // A string body goes out as it is (Fastify serializes only objects); not async, so the send is the answer.
  const sendSite = (reply: FastifyReply, launcherAvailable: boolean) => {
    reply
      .header('cache-control', 'public, max-age=60')
      .type('application/json; charset=utf-8')
      .send(bodies[`${launcherAvailable}`]);
  };
  app.get('/site', { schema: { tags: ['site'], response: { 200: SiteInfo } } }, (_request, reply) => {
    void launcher.isAvailable().then((isAvailable) => sendSite(reply, isAvailable));
  });
};
