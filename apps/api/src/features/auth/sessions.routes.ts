import { MessageResponse, Messages, SessionIdParams, SessionList } from '@agaia/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { accountOf } from '../../platform/auth.ts';
import { notFound } from '../../platform/errors.ts';
import { bearer, errorsFor } from '../../platform/route-schemas.ts';
import type { AuthRoutesDeps } from './auth.routes.ts';

/**
 * The player's own login sessions: where they are logged in, logging one device out, and every device but this one.
 * A player sees and ends only their own sessions; the token itself is never shown (only its hash is stored).
 */
export const sessionsRoutes: FastifyPluginAsyncZod<AuthRoutesDeps> = async (app, { guards, sessions }) => {
  const secured = { tags: ['user'], security: bearer };

  app.get(
    '/user/sessions',
    {
      onRequest: guards.requireUser,
      schema: { ...secured, response: { 200: SessionList, ...errorsFor(401) } },
    },
    async (request) => {
      const account = accountOf(request);
      const rows = await sessions.listOf(account.accountDBID);
      return {
        sessions: rows.map((row) => ({
          id: row.id,
          createdAt: row.createdAt.toISOString(),
          expiresAt: row.expiresAt.toISOString(),
          ip: row.ip,
          userAgent: row.userAgent,
          current: row.id === account.sessionId,
        })),
      };
    },
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
    async (request) => {
      const ended = await sessions.revokeOwn(accountOf(request).accountDBID, request.params.sessionId);
      // Another player's session is as unknown as one that never was.
      if (!ended) return notFound(Messages.sessionUnknown);
      return { message: Messages.sessionEnded };
    },
  );

  app.post(
    '/user/sessions/logout-others',
    {
      onRequest: guards.requireUser,
      schema: { ...secured, response: { 200: MessageResponse, ...errorsFor(401) } },
    },
    async (request) => {
      const account = accountOf(request);
      await sessions.revokeOthers(account.accountDBID, account.sessionId);
      return { message: Messages.sessionsEnded };
    },
  );
};
