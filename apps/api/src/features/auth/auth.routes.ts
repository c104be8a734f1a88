import { ErrorResponse, LoginBody, LoginResponse, MessageResponse } from '@agaia/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { accountOf } from '../../platform/auth.ts';
import type { Services } from '../../services.ts';

/** Login and logout. */
export const authRoutes: FastifyPluginAsyncZod<{ services: Services }> = async (app, { services }) => {
  const { auth, guards } = services;

  app.post(
    '/auth/login',
    {
      config: { rateLimit: { max: 10, timeWindow: '1 minute' } },
      schema: {
        tags: ['auth'],
        body: LoginBody,
        response: { 200: LoginResponse, 401: ErrorResponse, 403: ErrorResponse },
      },
    },
    (request) => auth.login(request.body, { ip: request.ip, userAgent: request.headers['user-agent'] }),
  );

  app.delete(
    '/auth/session',
    {
      preHandler: guards.requireUser,
      schema: { tags: ['auth'], security: [{ bearer: [] }], response: { 200: MessageResponse } },
    },
    (request) => auth.logout(accountOf(request)),
  );
};
