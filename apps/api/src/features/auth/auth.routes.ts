import {
  LoginBody,
  LoginChallenge,
  LoginResponse,
  LoginTwoFactorBody,
  MessageResponse,
  registerBodyFor,
  resetPasswordBodyFor,
  TokenParams,
  ValidateResetTokenResponse,
} from '@agaia/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Config } from '../../config.ts';
import { localize } from '../../i18n/index.ts';
import type { AuthGuards } from '../../platform/auth.ts';
import { accountOf } from '../../platform/auth.ts';
import { createLimiter } from '../../platform/rate-limit.ts';
import { bearer, errorsFor } from '../../platform/route-schemas.ts';
import type { AuthService } from './auth.service.ts';
import { clientOf } from './login-client.ts';
import type { OwnSessionsService } from './own-sessions.service.ts';
import type { PasskeyService } from './passkeys.service.ts';
import type { RecoveryService } from './recovery.service.ts';
import type { TwoFactorService } from './two-factor.service.ts';

const MINUTE = 60_000;

/** What the auth routes use: the services, the session guards and the rate limits of the configuration. */
export interface AuthRoutesDeps {
  auth: AuthService;
  twoFactor: TwoFactorService;
  passkeys: PasskeyService;
  recovery: RecoveryService;
  guards: AuthGuards;
  ownSessions: OwnSessionsService;
  limits: Pick<
    Config,
    | 'RATE_LIMIT_LOGIN_PER_IP'
    | 'RATE_LIMIT_REGISTER_PER_IP'
    | 'RATE_LIMIT_MAIL_PER_IP'
    | 'RATE_LIMIT_MAIL_PER_ACCOUNT'
    | 'GAME_BACKEND'
  >;
}

/** Login, logout, registration, the password-reset page's calls and the mailed confirmation links. */
export const authRoutes: FastifyPluginAsyncZod<AuthRoutesDeps> = async (app, deps) => {
  const { auth, recovery, guards, limits: config } = deps;
  const errors = errorsFor(400, 401, 403, 409, 429, 503);
  // The game back end's account rules: tera-api's login and password rules apply to every name and password set.
  const RegisterBody = registerBodyFor(config.GAME_BACKEND);
  const ResetPasswordBody = resetPasswordBodyFor(config.GAME_BACKEND);

  // Per address; failures per account are counted by the auth service (login-throttle.ts), wrong codes included.
  const loginPerIp = createLimiter(app, {
    name: 'login-ip',
    max: config.RATE_LIMIT_LOGIN_PER_IP,
    windowMs: MINUTE,
    key: (r) => r.ip,
  });

  app.post(
    '/auth/login',
    {
      preHandler: loginPerIp,
      schema: {
        tags: ['auth'],
        description:
          'The session, or, when the account has two-factor authentication on, the ticket of the second step.',
        body: LoginBody,
        response: { 200: z.union([LoginResponse, LoginChallenge]), ...errors },
      },
    },
    (request) => auth.login(request.body, clientOf(request)),
  );

  app.post(
    '/auth/login/two-factor',
    {
      preHandler: loginPerIp,
      schema: {
        tags: ['auth'],
        description:
          "The login's second step: a 6-digit code or a recovery code for the ticket of a right password.",
        body: LoginTwoFactorBody,
        response: { 200: LoginResponse, ...errors },
      },
    },
    (request) => auth.completeTwoFactor(request.body, clientOf(request)),
  );

  app.delete(
    '/auth/session',
    {
      onRequest: guards.requireUser,
      schema: {
        tags: ['auth'],
        security: bearer,
        response: { 200: MessageResponse, ...errorsFor(401) },
      },
    },
    (request) => auth.logout(accountOf(request)),
  );

  // Every registration mails its address (a confirmation link, or a notice to the account that has it): limited per
  // address as the logged-out reset request is, in the same budget, whether or not the address is taken.
  const mailPerAddress = createLimiter(app, {
    name: 'mail-address',
    max: config.RATE_LIMIT_MAIL_PER_ACCOUNT,
    windowMs: 60 * MINUTE,
    key: (r) => (r.body as { email: string }).email.trim().toLowerCase(),
  });

  app.post(
    '/auth/register',
    {
      preHandler: [
        createLimiter(app, {
          name: 'register-ip',
          max: config.RATE_LIMIT_REGISTER_PER_IP,
          windowMs: 60 * MINUTE,
          key: (r) => r.ip,
        }),
        mailPerAddress,
      ],
      schema: { tags: ['auth'], body: RegisterBody, response: { 201: MessageResponse, ...errors } },
    },
    async (request, reply) => reply.status(201).send(await auth.register(request.body)),
  );

  app.get(
    '/auth/validate-reset-token/:token',
    {
      schema: {
        tags: ['auth'],
        params: TokenParams,
        response: { 200: ValidateResetTokenResponse, ...errorsFor(400) },
      },
    },
    (request) => recovery.validateResetToken(request.params.token),
  );

  app.post(
    '/auth/reset-password/:token',
    {
      preHandler: createLimiter(app, {
        name: 'reset-ip',
        max: config.RATE_LIMIT_MAIL_PER_IP,
        windowMs: 60 * MINUTE,
        key: (r) => r.ip,
      }),
      schema: {
        tags: ['auth'],
        params: TokenParams,
        body: ResetPasswordBody,
        response: { 200: MessageResponse, ...errorsFor(400, 429, 503) },
      },
    },
    (request) => recovery.resetPassword(request.params.token, request.body.newPassword),
  );

  app.post(
    '/auth/confirm-email/:token',
    {
      schema: {
        tags: ['auth'],
        params: TokenParams,
        description:
          'Sent by the confirmation page (/confirm-email/{token}, the link in the mail): confirms the address once.',
        response: { 200: MessageResponse, ...errorsFor(400) },
      },
    },
    (request) => recovery.confirmEmail(request.params.token),
  );

  // Links mailed before the confirmation page existed pointed here: they land on the page, which uses them. A GET
  // changes nothing, so a mail scanner that opens links cannot use one up before its reader does.
  app.get(
    '/auth/confirm-email/:token',
    {
      schema: {
        tags: ['auth'],
        params: TokenParams,
        description: 'An older form of the mailed link; redirects to the confirmation page.',
      },
    },
    (request, reply) => reply.redirect(`/confirm-email/${encodeURIComponent(request.params.token)}`, 302),
  );

  app.post(
    '/auth/confirm-email-change/:token',
    {
      schema: {
        tags: ['auth'],
        params: TokenParams,
        description:
          'Sent by the email-change page (/confirm-email-change/{token}, the link in the mail) when its reader presses ' +
          'the button: the account takes the new address once.',
        response: { 200: MessageResponse, ...errorsFor(400, 409) },
      },
    },
    async (request) => {
      const { message } = await recovery.confirmEmailChange(request.params.token);
      return { message: localize(request.language, message) };
    },
  );

  // Links mailed before the page existed pointed here. A GET changes nothing (a mail scanner that opens links took
  // the change before its reader did): it lands on the page, which asks for a click.
  app.get(
    '/auth/confirm-email-change/:token',
    {
      schema: {
        tags: ['auth'],
        params: TokenParams,
        description: 'An older form of the mailed link; redirects to the email-change page.',
      },
    },
    (request, reply) =>
      reply.redirect(`/confirm-email-change/${encodeURIComponent(request.params.token)}`, 302),
  );
};
