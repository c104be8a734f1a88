import { ChangeEmailBody, MessageResponse, UnauthResetBody } from '@agaia/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { accountOf } from '../../platform/auth.ts';
import { createLimiter } from '../../platform/rate-limit.ts';
import { bearer, errorsFor } from '../../platform/route-schemas.ts';
import type { AuthRoutesDeps } from './auth.routes.ts';

const HOUR = 3_600_000;

/** The logged-in player's own account: reset and confirmation mails, change of email (the profile is the accounts module's). */
export const userRoutes: FastifyPluginAsyncZod<AuthRoutesDeps> = async (app, deps) => {
  const { recovery, guards, limits: config } = deps;
  const errors = errorsFor(400, 401, 409, 429);
  const secured = { tags: ['user'], security: bearer };

  // Every call that sends mail is limited per address and per account (or per target address when logged out).
  const mailPerIp = createLimiter(app, {
    name: 'mail-ip',
    max: config.RATE_LIMIT_MAIL_PER_IP,
    windowMs: HOUR,
    key: (r) => r.ip,
  });
  const mailPerAccount = createLimiter(app, {
    name: 'mail-account',
    max: config.RATE_LIMIT_MAIL_PER_ACCOUNT,
    windowMs: HOUR,
    key: (r) => String(r.account?.accountDBID),
  });
  const mailPerAddress = createLimiter(app, {
    name: 'mail-address',
    max: config.RATE_LIMIT_MAIL_PER_ACCOUNT,
    windowMs: HOUR,
    key: (r) => (r.body as { email: string }).email.trim().toLowerCase(),
  });
  // The session is checked first (onRequest), before the body is read or a budget spent.
  const mailing = { onRequest: guards.requireUser, preHandler: [mailPerIp, mailPerAccount] };

  app.post(
    '/user/request-password-reset',
    { ...mailing, schema: { ...secured, response: { 200: MessageResponse, ...errors } } },
    (request) => recovery.requestReset(accountOf(request)),
  );

  app.post(
    '/user/request-password-reset-unauth',
    {
      preHandler: [mailPerIp, mailPerAddress],
      schema: { tags: ['user'], body: UnauthResetBody, response: { 200: MessageResponse, ...errors } },
    },
    (request) => recovery.requestResetUnauth(request.body.email),
  );

  app.post(
    '/user/change-email',
    {
      ...mailing,
      schema: { ...secured, body: ChangeEmailBody, response: { 200: MessageResponse, ...errors } },
    },
    (request) => recovery.requestEmailChange(accountOf(request), request.body),
  );

  app.post(
    '/user/request-email-confirmation',
    { ...mailing, schema: { ...secured, response: { 200: MessageResponse, ...errors } } },
    (request) => recovery.requestConfirmation(accountOf(request)),
  );
};
