import { HealthResponse, SiteInfo } from '@agaia/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Services } from '../../services.ts';

/** Liveness and the run-time facts the web app needs. */
export const siteRoutes: FastifyPluginAsyncZod<{ services: Services }> = async (app, { services }) => {
  const { config, database } = services;
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
