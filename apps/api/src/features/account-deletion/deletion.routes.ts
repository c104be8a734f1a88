import {
  AdminDeletionList,
  AdminDeletionQuery,
  DeclineDeletionBody,
  DeletionIdParams,
  DeletionRequestBody,
  MessageResponse,
  OwnDeletionRequest,
  Prime,
} from '@agaia/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { localize } from '../../i18n/index.ts';
import { actorOf } from '../../platform/audit.ts';
import { type AuthGuards, accountOf } from '../../platform/auth.ts';
import { createLimiter } from '../../platform/rate-limit.ts';
import { bearer, errorsFor } from '../../platform/route-schemas.ts';
import type { DeletionService } from './deletion.service.ts';

export interface DeletionRoutesDeps {
  deletion: DeletionService;
  guards: AuthGuards;
}

const HOUR = 3_600_000;
/** Password tries and mails a player may cause here in an hour. */
const REQUESTS_PER_HOUR = 5;

/** The player's deletion request (/api/user/deletion-request) and the staff's queue (/api/admin/deletionRequests). */
export const deletionRoutes: FastifyPluginAsyncZod<DeletionRoutesDeps> = async (app, deps) => {
  const { deletion, guards } = deps;
  const player = { tags: ['user'], security: bearer };
  const staff = { tags: ['admin: accounts'], security: bearer };
  const perAccount = createLimiter(app, {
    name: 'deletion-account',
    max: REQUESTS_PER_HOUR,
    windowMs: HOUR,
    key: (request) => String(request.account?.accountDBID),
  });

  app.get(
    '/user/deletion-request',
    {
      onRequest: guards.requireUser,
      schema: { ...player, response: { 200: OwnDeletionRequest, ...errorsFor(401) } },
    },
    (request) => deletion.own(accountOf(request).accountDBID),
  );

  app.post(
    '/user/deletion-request',
    {
      onRequest: guards.requireUser,
      preHandler: perAccount,
      schema: {
        ...player,
        description: 'Asks the staff to delete the account; the current password confirms it is the owner.',
        body: DeletionRequestBody,
        response: { 200: MessageResponse, ...errorsFor(400, 401, 409, 429) },
      },
    },
    (request) => deletion.request(accountOf(request).accountDBID, request.body),
  );

  app.delete(
    '/user/deletion-request',
    {
      onRequest: guards.requireUser,
      schema: { ...player, response: { 200: MessageResponse, ...errorsFor(401, 404) } },
    },
    (request) => deletion.cancel(accountOf(request).accountDBID),
  );

  const managers = guards.requirePrime(Prime.accountManagement);

  app.get(
    '/admin/deletionRequests',
    {
      onRequest: managers,
      schema: {
        ...staff,
        querystring: AdminDeletionQuery,
        response: { 200: AdminDeletionList, ...errorsFor(400, 401, 403) },
      },
    },
    (request) => deletion.list(request.query),
  );

  app.post(
    '/admin/deletionRequests/:id/confirm',
    {
      onRequest: managers,
      schema: {
        ...staff,
        description:
          'Deletes the account of a pending request (anonymized; donation records keep its id). Needs Account Management and Account Actions, on an account the caller outranks.',
        params: DeletionIdParams,
        response: { 200: MessageResponse, ...errorsFor(400, 401, 403, 404, 409) },
      },
    },
    async (request) => {
      const { message } = await deletion.confirm(actorOf(request), request.params.id);
      return { message: localize(request.language, message) };
    },
  );

  app.post(
    '/admin/deletionRequests/:id/decline',
    {
      onRequest: managers,
      schema: {
        ...staff,
        params: DeletionIdParams,
        body: DeclineDeletionBody,
        response: { 200: MessageResponse, ...errorsFor(400, 401, 403, 404, 409) },
      },
    },
    (request) => deletion.decline(actorOf(request), request.params.id, request.body.note),
  );
};
