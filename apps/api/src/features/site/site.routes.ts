import { HealthResponse, SiteInfo } from '@agaia/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Config } from '../../config.ts';
import type { Database } from '../../db/client.ts';

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
  >;
  database: Pick<Database, 'ping'>;
}

/** Liveness and the run-time facts the web app needs. */
export const siteRoutes: FastifyPluginAsyncZod<SiteRoutesDeps> = async (app, { config, database }) => {
  const startedAt = Date.now();

  app.get('/health', { schema: { tags: ['site'], response: { 200: HealthResponse } } }, async () => {
    await database.ping();
    return {
      status: 'ok' as const,
      database: 'ok' as const,
      uptimeSeconds: Math.round((Date.now() - startedAt) / 1000),
    };
  });

  app.get('/site', { schema: { tags: ['site'], response: { 200: SiteInfo } } }, async (_request, reply) => {
    reply.header('Cache-Control', 'public, max-age=60');
    return {
      siteName: config.SITE_NAME,
      chatInviteUrl: config.CHAT_INVITE_URL,
      launcherUrl: config.LAUNCHER_URL,
      paymentsEnabled: config.payments !== undefined,
      currency: config.STRIPE_CURRENCY,
      twitchEnabled: config.twitch !== undefined,
      legalEntity: config.LEGAL_ENTITY,
      legalAddress: config.LEGAL_ADDRESS,
      legalEmail: config.LEGAL_EMAIL,
    };
  });
};
