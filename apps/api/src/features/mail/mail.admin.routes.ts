import { AdminMailList, AdminMailQuery, MailIdParams, MessageResponse, Prime } from '@agaia/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { actorOf } from '../../platform/audit.ts';
import type { AuthGuards } from '../../platform/auth.ts';
import { bearer, errorsFor } from '../../platform/route-schemas.ts';
import type { MailAdminService } from './mail.admin.service.ts';

export interface MailAdminRoutesDeps {
  mailAdmin: MailAdminService;
  guards: AuthGuards;
}

/**
 * The mail outbox for the staff (/api/admin/mails), under Account Management: the recipients are the accounts'
 * addresses, which that permission already shows in the users table.
 */
export const mailAdminRoutes: FastifyPluginAsyncZod<MailAdminRoutesDeps> = async (app, deps) => {
  const { mailAdmin, guards } = deps;
  const staff = { tags: ['admin: accounts'], security: bearer };
  const managers = guards.requirePrime(Prime.accountManagement);

  app.get(
    '/admin/mails',
    {
      onRequest: managers,
      schema: {
        ...staff,
        description:
          'The mail outbox, newest first: recipient, subject, state, attempts and the last error codes.',
        querystring: AdminMailQuery,
        response: { 200: AdminMailList, ...errorsFor(400, 401, 403) },
      },
    },
    (request) => mailAdmin.list(request.query),
  );

  app.post(
    '/admin/mails/:id/resend',
    {
      onRequest: managers,
      schema: {
        ...staff,
        description:
          'Sends a failed or waiting mail again (a new series of attempts); only while its text is kept (410 after), on an account the caller outranks.',
        params: MailIdParams,
        response: { 200: MessageResponse, ...errorsFor(400, 401, 403, 404, 409, 410) },
      },
    },
    (request) => mailAdmin.resend(actorOf(request), request.params.id),
  );
};
