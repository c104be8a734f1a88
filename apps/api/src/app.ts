import { randomUUID } from 'node:crypto';
import path from 'node:path';
import Fastify, { type FastifyInstance } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { adminBenefitsRoutes } from './features/admin-accounts/benefits.routes.ts';
import { adminUsersRoutes } from './features/admin-accounts/users.routes.ts';
import { authRoutes } from './features/auth/auth.routes.ts';
import { userRoutes } from './features/auth/user.routes.ts';
import { contentAdminRoutes } from './features/content/content.admin.routes.ts';
import { contentRoutes } from './features/content/content.routes.ts';
import { mediaRoutes } from './features/content/media.routes.ts';
import { contentPageMeta } from './features/content/page-meta.ts';
import { gameRoutes } from './features/shop/game.routes.ts';
import { shopAdminRoutes } from './features/shop/shop.admin.routes.ts';
import { shopRoutes } from './features/shop/shop.routes.ts';
import { siteRoutes } from './features/site/site.routes.ts';
import { trackingRoutes } from './features/tracking/tracking.routes.ts';
import { twitchAdminRoutes } from './features/twitch/twitch.admin.routes.ts';
import { twitchRoutes } from './features/twitch/twitch.routes.ts';
import { registerErrorHandler } from './platform/error-handler.ts';
import { registerHttpHardening } from './platform/http-hardening.ts';
import { registerInputGuards } from './platform/input-guards.ts';
import { loggerOptions } from './platform/logging.ts';
import { registerOpenApi } from './platform/openapi.ts';
import { registerRateLimits } from './platform/rate-limit.ts';
import { registerSecurityHeaders } from './platform/security.ts';
import { DEFAULT_WEB_DIST_DIR, registerWebApp } from './platform/web-app.ts';
import { type AppDeps, createServices, type Services } from './services.ts';

const BODY_LIMIT_BYTES = 256 * 1024;
const SITE_DESCRIPTION =
  'A free-to-play TERA server that is never pay-to-win: cosmetics only through donations, free cosmetics for every new account, server-side anti-cheat and an active community.';

declare module 'fastify' {
  interface FastifyInstance {
    services: Services;
  }
}

/** Builds the whole server (API, docs and the web app) around the given dependencies; tests build it the same way. */
export async function buildApp(deps: AppDeps): Promise<FastifyInstance> {
  const { config } = deps;
  const app = Fastify({
    logger: { ...loggerOptions(config.LOG_LEVEL), ...(deps.logStream ? { stream: deps.logStream } : {}) },
    genReqId: (request) => {
      const incoming = request.headers['x-request-id'];
      return typeof incoming === 'string' && /^[\w-]{8,64}$/.test(incoming) ? incoming : randomUUID();
    },
    bodyLimit: BODY_LIMIT_BYTES,
    // A slow client may hold a socket only briefly: its headers within 10 s, its whole request (a 5 MB upload
    // included) within 30 s, and 5 s idle between keep-alive requests. Node enforces the first two in a sweep
    // every connectionsCheckingInterval (30 s by default, which let a stalled client stay 60 s); Fastify hands
    // `http` to http.createServer, the only place that interval can be set.
    http: { headersTimeout: 10_000, connectionsCheckingInterval: 1_000 },
    requestTimeout: 30_000,
    keepAliveTimeout: 5_000,
    // Socket inactivity, which is all that stops a client that stops reading a large answer; but a handler's silence
    // counts too, so it stays above the longest one: a checkout's Stripe call may take three 20 s attempts plus
    // backoff (about 62 s) before it answers.
    connectionTimeout: 90_000,
    trustProxy: trustProxyOption(config.TRUST_PROXY),
    routerOptions: { ignoreTrailingSlash: true },
  });
  app.server.maxConnections = config.MAX_CONNECTIONS;
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  // JSON only: Fastify would otherwise also parse text/plain bodies.
  app.removeContentTypeParser('text/plain');
  app.decorateRequest('account', null);
  // While shutting down, answers close their keep-alive connections so close() need not wait for idle timeouts.
  let isClosing = false;
  app.addHook('preClose', async () => {
    isClosing = true;
  });
  app.addHook('onSend', async (request, reply) => {
    reply.header('x-request-id', request.id);
    if (isClosing) reply.header('connection', 'close');
  });

  const services = createServices(deps, app.log);
  app.decorate('services', services);
  registerErrorHandler(app);
  registerInputGuards(app);
  const https = config.PUBLIC_URL.startsWith('https:');
  registerHttpHardening(app);
  await registerSecurityHeaders(app, { https });
  await registerRateLimits(app, { redis: services.redis });
  await registerOpenApi(app, { siteName: config.SITE_NAME, https });

  await app.register(
    async (api) => {
      await api.register(siteRoutes, { services });
      await api.register(authRoutes, { services });
      await api.register(userRoutes, { services });
      await api.register(adminUsersRoutes, { services });
      await api.register(adminBenefitsRoutes, { services });
      await api.register(contentRoutes, { services });
      await api.register(contentAdminRoutes, { services });
      await api.register(mediaRoutes, { services });
      await api.register(shopRoutes, { services });
      await api.register(shopAdminRoutes, { services });
      await api.register(gameRoutes, { services });
      await api.register(trackingRoutes, { services });
      await api.register(twitchRoutes, { services });
      await api.register(twitchAdminRoutes, { services });
    },
    { prefix: '/api' },
  );

  await registerWebApp(app, {
    distDir: config.WEB_DIST_DIR ?? DEFAULT_WEB_DIST_DIR,
    downloadsDir: path.join(config.DATA_DIR, 'download'),
    site: { siteName: config.SITE_NAME, publicUrl: config.PUBLIC_URL, description: SITE_DESCRIPTION },
    pageMeta: contentPageMeta({ news: services.newsService, patchNotes: services.patchNotesService }),
  });
  app.addHook('onClose', async () => {
    await services.twitch.accrual?.stop();
    await services.background.drain();
    services.mailer.close();
    await services.redis?.quit().catch(() => services.redis?.disconnect());
    await deps.database.close();
  });
  // Fastify instances are thenables: an async function returning one resolves once the app is ready.
  await app.ready();
  return app;
}

// A number of hops becomes a function: Fastify's types accept a boolean, addresses or a function.
function trustProxyOption(value: boolean | number | string | undefined) {
  if (typeof value === 'number') return (_address: string, hop: number) => hop < value;
  return value ?? false;
}
