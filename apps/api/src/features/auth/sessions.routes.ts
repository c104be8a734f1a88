import { MessageResponse, SessionIdParams, SessionList } from '@agaia/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { accountOf } from '../../platform/auth.ts';
import { bearer, errorsFor } from '../../platform/route-schemas.ts';
import type { AuthRoutesDeps } from './auth.routes.ts';

/** The player's own login sessions (own-sessions.service.ts has the rules). */
export const sessionsRoutes: FastifyPluginAsyncZod<AuthRoutesDeps> = async (app, { guards, ownSessions }) => {
  const secured = { tags: ['user'], security: bearer };

  app.get(
    '/user/sessions',
    {
      onRequest: guards.requireUser,
      schema: { ...secured, response: { 200: SessionList, ...errorsFor(401) } },
    },
    (request) => ownSessions.list(accountOf(request)),
  );

  app.delete(
    '/user/sessions/:sessionId',
    {
      onRequest: guards.requireUser,
      schema: {
        ...secured,
        params: SessionIdParams,
        response: { 200: MessageResponse, ...errorsFor(400, 401, 404) },
      },
    },
    (request) => ownSessions.endOne(accountOf(request), request.params.sessionId),
  );

  app.post(
    '/user/sessions/logout-others',
    {
      onRequest: guards.requireUser,
      schema: { ...secured, response: { 200: MessageResponse, ...errorsFor(401) } },
    },
    (request) => ownSessions.endOthers(accountOf(request)),
  );
};
