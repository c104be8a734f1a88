import type { FastifyInstance, FastifyRequest } from 'fastify';

// Answers under these paths belong to one account (or to the staff) whoever asks.
const PRIVATE_PREFIXES = ['/api/admin', '/api/user'];

const isUnder = (path: string | undefined, prefix: string) =>
  path !== undefined && (path === prefix || path.startsWith(`${prefix}/`));

/** True when an answer to this request may hold one account's data, so no cache (browser or proxy) may keep it. */
export function isPrivateAnswer(request: FastifyRequest): boolean {
  const path = request.url.split('?')[0];
  // The route's own pattern too: the router also matches a percent-encoded path such as /api/%61dmin/users.
  const paths = [path, request.routeOptions.url];
  if (request.headers.authorization !== undefined && paths.some((p) => isUnder(p, '/api'))) return true;
  return PRIVATE_PREFIXES.some((prefix) => paths.some((p) => isUnder(p, prefix)));
}

/** Marks private API answers `Cache-Control: no-store`, unless the route chose its own caching. */
export function registerHttpHardening(app: FastifyInstance): void {
  app.addHook('onSend', async (request, reply) => {
    if (!reply.hasHeader('cache-control') && isPrivateAnswer(request))
      reply.header('cache-control', 'no-store');
  });
}
