import {
  MessageResponse,
  RecoveryCodes,
  TwoFactorConfirmBody,
  TwoFactorEnableBody,
  TwoFactorSetup,
  TwoFactorSetupBody,
  TwoFactorStatus,
} from '@agaia/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { actorOf } from '../../platform/audit.ts';
import { createLimiter } from '../../platform/rate-limit.ts';
import { bearer, errorsFor } from '../../platform/route-schemas.ts';
import type { AuthRoutesDeps } from './auth.routes.ts';

const HOUR = 3_600_000;
/**
 * Codes and passwords an account may try here in an hour (each wrong one is a guess; every change asks for the
 * password, as adding a passkey does, under the same kind of per-account budget).
 */
const TRIES_PER_HOUR = 20;

/**
 * The logged-in player's two-factor authentication: status, setup, on, off, and new recovery codes. Each change asks
 * for the password, so a stolen session alone cannot turn it on (and lock the owner out) or off.
 */
export const twoFactorRoutes: FastifyPluginAsyncZod<AuthRoutesDeps> = async (app, deps) => {
  const { twoFactor, guards } = deps;
  const secured = { tags: ['user'], security: bearer };
  const perAccount = createLimiter(app, {
    name: 'two-factor-account',
    max: TRIES_PER_HOUR,
    windowMs: HOUR,
    key: (request) => String(request.account?.accountDBID),
  });
  const guessing = { onRequest: guards.requireUser, preHandler: perAccount };

  app.get(
    '/user/two-factor',
    {
      onRequest: guards.requireUser,
      schema: { ...secured, response: { 200: TwoFactorStatus, ...errorsFor(401) } },
    },
    (request) => twoFactor.status(actorOf(request)),
  );

  app.post(
    '/user/two-factor/setup',
    {
      ...guessing,
      schema: {
        ...secured,
        description:
          'After the password, a new secret and its QR code; not on until POST /user/two-factor/enable confirms a code.',
        body: TwoFactorSetupBody,
        response: { 200: TwoFactorSetup, ...errorsFor(400, 401, 409, 429) },
      },
    },
    (request) => twoFactor.setup(actorOf(request), request.body.password),
  );

  app.post(
    '/user/two-factor/enable',
    {
      ...guessing,
      schema: {
        ...secured,
        description:
          'Turns it on with the password and a code from the app; answers the ten recovery codes, once. Other sessions end; the owner is mailed.',
        body: TwoFactorEnableBody,
        response: { 200: RecoveryCodes, ...errorsFor(400, 401, 409, 429) },
      },
    },
    (request) => twoFactor.enable(actorOf(request), request.body),
  );

  app.post(
    '/user/two-factor/disable',
    {
      ...guessing,
      schema: {
        ...secured,
        body: TwoFactorConfirmBody,
        response: { 200: MessageResponse, ...errorsFor(400, 401, 409, 429) },
      },
    },
    (request) => twoFactor.disable(actorOf(request), request.body),
  );

  app.post(
    '/user/two-factor/recovery-codes',
    {
      ...guessing,
      schema: {
        ...secured,
        description: 'Ten new recovery codes (the old ones stop working), with the password and a code.',
        body: TwoFactorConfirmBody,
        response: { 200: RecoveryCodes, ...errorsFor(400, 401, 409, 429) },
      },
    },
    (request) => twoFactor.newRecoveryCodes(actorOf(request), request.body),
  );
};
