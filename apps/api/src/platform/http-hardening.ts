import type { FastifyInstance, FastifyRequest } from 'fastify';

// Answers under these paths belong to one account (or to the staff) whoever asks.
const PRIVATE_PREFIXES = ['/api/admin', '/api/user'];

const isUnder = (path: string | undefined, prefix: string) =>
  path !== undefined && (path === prefix || path.startsWith(`${prefix}/`));

/** True when an answer to this request may hold one account's data, so no cache (browser or proxy) may keep it. */
function isPrivateAnswer(request: FastifyRequest): boolean {
  const queryAt = request.url.indexOf('?');
  const path = queryAt === -1 ? request.url : request.url.slice(0, queryAt);
  // The route's own pattern too: the router also matches a percent-encoded path such as /api/%61dmin/users.
  const route = request.routeOptions.url;
  if (request.headers.authorization !== undefined && (isUnder(path, '/api') || isUnder(route, '/api')))
    return true;
  return PRIVATE_PREFIXES.some((prefix) => isUnder(path, prefix) || isUnder(route, prefix));
}

/** Marks private API answers `Cache-Control: no-store`, unless the route chose its own caching. */
export function registerHttpHardening(app: FastifyInstance): void {
  // A callback hook, not an async one: it runs on every answer, and a promise per answer costs more than the check.
  app.addHook('onSend', (request, reply, payload, done) => {
    if (!reply.hasHeader('cache-control') && isPrivateAnswer(request))
      reply.header('cache-control', 'no-store');
    done(null, payload);
  });
}
