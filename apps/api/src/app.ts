import { randomUUID } from 'node:crypto';
import Fastify, {
  type FastifyInstance,
  type FastifyReply,
  type FastifyRequest,
  LogController,
} from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { createModules, type Modules } from './modules.ts';
import { registerCompression } from './platform/compression.ts';
import { downloadsDirOf } from './platform/downloads.ts';
import { registerErrorHandler } from './platform/error-handler.ts';
import { registerHttpHardening } from './platform/http-hardening.ts';
import { BODY_LIMITS, registerInputGuards, registerJsonBody } from './platform/input-guards.ts';
import { registerLocalizedMessages } from './platform/localized-messages.ts';
import { loggerOptions } from './platform/logging.ts';
import { registerOpenApi } from './platform/openapi.ts';
import { type AppDeps, createPlatform, type Platform } from './platform/platform.ts';
import { registerRateLimits } from './platform/rate-limit.ts';
import { registerSecurityHeaders } from './platform/security.ts';
import { DEFAULT_WEB_DIST_DIR, inlineScriptHashes, registerWebApp } from './platform/web-app.ts';

const SITE_DESCRIPTION =
  'A free-to-play TERA server that is never pay-to-win: cosmetics only through donations, free cosmetics for every new account, server-side anti-cheat and an active community.';

declare module 'fastify' {
  interface FastifyInstance {
    /** The platform parts, for the process (start-up chores, jobs) and tests; routes get theirs as named deps. */
    platform: Platform;
    /** The modules' public services, likewise. */
    modules: Modules;
  }
}

/**
 * Fastify's per-request lines ("incoming request", "request completed") at debug instead of info: two log lines per
 * request cost more than the handler of a cached read. A failed request still logs at error.
 */
class DebugRequestLogs extends LogController {
  override incomingRequest(request: FastifyRequest): void {
    request.log.debug({ req: request }, 'incoming request');
  }

  override requestCompleted(
    error: Error | null | undefined,
    _request: FastifyRequest,
    reply: FastifyReply,
  ): void {
    if (error)
      reply.log.error({ res: reply, err: error, responseTime: reply.elapsedTime }, 'request errored');
    else reply.log.debug({ res: reply, responseTime: reply.elapsedTime }, 'request completed');
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
    // Routes that take more (articles, products) or less (credentials) declare their own: BODY_LIMITS.
    bodyLimit: BODY_LIMITS.form,
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
    logController: new DebugRequestLogs(),
    routerOptions: { ignoreTrailingSlash: true },
  });
  app.server.maxConnections = config.MAX_CONNECTIONS;
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  // JSON only: Fastify would otherwise also parse text/plain bodies.
  app.removeContentTypeParser('text/plain');
  registerJsonBody(app);
  app.decorateRequest('account', null);
  // While shutting down, answers close their keep-alive connections so close() need not wait for idle timeouts.
  let isClosing = false;
  app.addHook('preClose', async () => {
    isClosing = true;
  });
  app.addHook('onSend', (request, reply, payload, done) => {
    reply.header('x-request-id', request.id);
    if (isClosing) reply.header('connection', 'close');
    done(null, payload);
  });

  const platform = createPlatform(deps, app.log);
  const modules = createModules(platform, { gateway: deps.gateway });
  app.decorate('platform', platform);
  app.decorate('modules', modules);
  // Public reads are cached in memory; other instances' admin writes drop them through the cache bus.
  await platform.publicCache.start();
  await platform.accountChanges.start();
  app.addHook('onClose', () => platform.publicCache.close());
  registerErrorHandler(app);
  registerLocalizedMessages(app);
  registerInputGuards(app);
  const https = config.PUBLIC_URL.startsWith('https:');
  registerHttpHardening(app);
  const webDistDir = config.WEB_DIST_DIR ?? DEFAULT_WEB_DIST_DIR;
  await registerSecurityHeaders(app, { https, inlineScripts: inlineScriptHashes(webDistDir) });
  await registerRateLimits(app, { redis: platform.redis });
  // After the security headers: a public read kept in memory is answered before its route's validation and handler.
  app.addHook('onRequest', (request, reply, done) => platform.publicCache.answerEarly(request, reply, done));
  // Text answers above 1 KB are compressed (Brotli at a fast level, else gzip); the web app's files come
  // precompressed from the build and the public cache keeps its own gzip, so neither is compressed again here.
  registerCompression(app);
  await registerOpenApi(app, { siteName: config.SITE_NAME, https });

  // Each module's routes, in the modules' order, under /api.
  await app.register(
    async (api) => {
      for (const module of modules.ordered) if (module.routes) await api.register(module.routes);
    },
    { prefix: '/api' },
  );

  await registerWebApp(app, {
    distDir: webDistDir,
    downloadsDir: downloadsDirOf(config.DATA_DIR),
    site: { siteName: config.SITE_NAME, publicUrl: config.PUBLIC_URL, description: SITE_DESCRIPTION },
    pageMeta: modules.content.pageMeta,
    cache: platform.publicCache,
    launcher: modules.site.launcher,
  });
  app.addHook('onClose', async () => {
    for (const job of modules.ordered.flatMap((module) => module.jobs ?? [])) await job.stop();
    // Once no job runs here: another instance may take them over at once.
    await platform.jobLeader?.close();
    await platform.background.drain();
    platform.mailer.close();
    await platform.redis?.quit().catch(() => platform.redis?.disconnect());
    await deps.database.close();
  });
  // Fastify instances are thenables: an async function returning one resolves once the app is ready.
  await app.ready();
  return app;
}

// A number of hops becomes a function: Fastify's types accept addresses or a function.
function trustProxyOption(value: number | string | undefined) {
  if (typeof value === 'number') return (_address: string, hop: number) => hop < value;
  return value ?? false;
}
