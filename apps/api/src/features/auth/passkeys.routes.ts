import {
  AddPasskeyBody,
  LoginResponse,
  MessageResponse,
  Passkey,
  PasskeyCeremony,
  PasskeyList,
  PasskeyLoginBody,
  PasskeyLoginOptionsBody,
  PasskeyOptionsBody,
  PasskeyParams,
  RemovePasskeyBody,
} from '@agaia/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { actorOf } from '../../platform/audit.ts';
import { accountOf } from '../../platform/auth.ts';
import { createLimiter } from '../../platform/rate-limit.ts';
import { bearer, errorsFor } from '../../platform/route-schemas.ts';
import type { AuthRoutesDeps } from './auth.routes.ts';
import { clientOf } from './login-client.ts';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
/** Passwords an account may try here in an hour (adding or removing a passkey asks for it). */
const TRIES_PER_HOUR = 20;

/** The logged-in player's passkeys, and logging in with one. */
export const passkeyRoutes: FastifyPluginAsyncZod<AuthRoutesDeps> = async (app, deps) => {
  const { auth, passkeys, guards, limits } = deps;
  const secured = { tags: ['user'], security: bearer };
  const perAccount = createLimiter(app, {
    name: 'passkeys-account',
    max: TRIES_PER_HOUR,
    windowMs: HOUR,
    key: (request) => String(request.account?.accountDBID),
  });
  const perIp = createLimiter(app, {
    name: 'passkey-login-ip',
    max: limits.RATE_LIMIT_LOGIN_PER_IP,
    windowMs: MINUTE,
    key: (request) => request.ip,
  });
  const origin = (headers: { origin?: string }) => headers.origin;

  app.get(
    '/user/passkeys',
    {
      onRequest: guards.requireUser,
      schema: { ...secured, response: { 200: PasskeyList, ...errorsFor(401) } },
    },
    (request) => passkeys.list(accountOf(request).accountDBID),
  );

  app.post(
    '/user/passkeys/options',
    {
      onRequest: guards.requireUser,
      preHandler: perAccount,
      schema: {
        ...secured,
        description:
          'The options of navigator.credentials.create() for a new passkey, after the password; POST /user/passkeys keeps it.',
        body: PasskeyOptionsBody,
        response: { 200: PasskeyCeremony, ...errorsFor(400, 401, 409, 429) },
      },
    },
    (request) =>
      passkeys.registrationOptions(actorOf(request), request.body.password, origin(request.headers)),
  );

  app.post(
    '/user/passkeys',
    {
      onRequest: guards.requireUser,
      schema: {
        ...secured,
        body: AddPasskeyBody,
        response: { 200: Passkey, ...errorsFor(400, 401, 409) },
      },
    },
    (request) => passkeys.add(actorOf(request), request.body),
  );

  app.delete(
    '/user/passkeys/:id',
    {
      onRequest: guards.requireUser,
      preHandler: perAccount,
      schema: {
        ...secured,
        params: PasskeyParams,
        body: RemovePasskeyBody,
        response: { 200: MessageResponse, ...errorsFor(400, 401, 404, 429) },
      },
    },
    (request) => passkeys.remove(actorOf(request), request.params.id, request.body.password),
  );

  app.post(
    '/auth/passkey/options',
    {
      preHandler: perIp,
      schema: {
        tags: ['auth'],
        description:
          "The options of navigator.credentials.get(): for a login with a passkey, or, with the ticket of a right password, for the login's second step.",
        body: PasskeyLoginOptionsBody,
        response: { 200: PasskeyCeremony, ...errorsFor(400, 401, 409, 429) },
      },
    },
    async (request) => {
      const { challengeToken } = request.body;
      const accountDBID = challengeToken ? await auth.challengeAccount(challengeToken) : null;
      return passkeys.authenticationOptions(accountDBID, origin(request.headers));
    },
  );

  app.post(
    '/auth/passkey/login',
    {
      preHandler: perIp,
      schema: {
        tags: ['auth'],
        description: 'The session of a login with a passkey, instead of the password or as the second step.',
        body: PasskeyLoginBody,
        response: { 200: LoginResponse, ...errorsFor(400, 401, 403, 429) },
      },
    },
    (request) => auth.loginWithPasskey(request.body, clientOf(request)),
  );
};
