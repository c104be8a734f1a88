import {
  AccountIdParams,
  AdminListQuery,
  AdminUserDetail,
  AdminUserList,
  AuditList,
  AuditQuery,
  adminUserUpdateFor,
  BanBody,
  type GameBackend,
  type LanguageCode,
  MessageResponse,
  Prime,
  UnbanBody,
} from '@agaia/contract';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { localize } from '../../i18n/index.ts';
import { actorOf } from '../../platform/audit.ts';
import type { AuthGuards } from '../../platform/auth.ts';
import type { ClientMessage } from '../../platform/errors.ts';
import { bearer, errorsFor } from '../../platform/route-schemas.ts';
import type { AdminActionsService } from './actions.service.ts';
import type { AuditService } from './audit.service.ts';
import type { AdminBenefitsService } from './benefits.service.ts';
import type { TwoFactorResetService } from './two-factor-reset.service.ts';
import type { AdminBansService } from './user-bans.service.ts';
import type { AdminUsersService } from './users.service.ts';

export const adminErrors = errorsFor(400, 401, 403, 404, 409);
const tags = ['admin: accounts'];
const security = bearer;

/** A service's answer with its message in the request's language, values filled ('User Aria banned successfully.'). */
export async function answered(
  request: FastifyRequest,
  answer: Promise<{ message: ClientMessage }>,
): Promise<{ message: string }> {
  return { message: localize(request.language, (await answer).message) };
}

/** What the account administration routes use. */
export interface AdminAccountsRoutesDeps {
  adminUsers: AdminUsersService;
  adminBans: AdminBansService;
  twoFactorReset: TwoFactorResetService;
  adminBenefits: AdminBenefitsService;
  adminActions: AdminActionsService;
  audit: AuditService;
  guards: AuthGuards;
  /** The game back end, whose password rule the edit form's password follows. */
  gameBackend: GameBackend;
  /** The names shown beside benefit ids (packs and the club benefit), in a language. */
  benefitNames: (language: LanguageCode) => { benefitId: number; name: string }[];
}

/** Account management (prime 2), bans (prime 5) and the audit log (prime 2). */
export const adminUsersRoutes: FastifyPluginAsyncZod<AdminAccountsRoutesDeps> = async (app, deps) => {
  const { adminUsers, adminBans, audit, guards } = deps;
  const AdminUserUpdate = adminUserUpdateFor(deps.gameBackend);
  const manage = guards.requirePrime(Prime.accountManagement);
  const act = guards.requirePrime(Prime.accountActions);

  app.get(
    '/admin/users',
    {
      onRequest: manage,
      schema: {
        tags,
        security,
        querystring: AdminListQuery,
        response: { 200: AdminUserList, ...adminErrors },
      },
    },
    (request) => adminUsers.list(request.query),
  );

  app.get(
    '/admin/users/:id',
    {
      onRequest: manage,
      schema: { tags, security, params: AccountIdParams, response: { 200: AdminUserDetail, ...adminErrors } },
    },
    (request) => adminUsers.get(request.params.id),
  );

  app.put(
    '/admin/users/:id',
    {
      onRequest: manage,
      schema: {
        tags,
        security,
        params: AccountIdParams,
        body: AdminUserUpdate,
        response: { 200: MessageResponse, ...adminErrors },
      },
    },
    (request) => adminUsers.update(actorOf(request), request.params.id, request.body),
  );

  app.post(
    '/admin/users/:id/two-factor/reset',
    {
      onRequest: manage,
      schema: {
        tags,
        security,
        description:
          "Turns off an account's two-factor authentication (a lost phone): Account Actions as well, on an account the caller outranks; its sessions end and the owner is mailed.",
        params: AccountIdParams,
        response: { 200: MessageResponse, ...adminErrors },
      },
    },
    (request) => answered(request, deps.twoFactorReset.reset(actorOf(request), request.params.id)),
  );

  app.post(
    '/admin/banUser',
    {
      onRequest: act,
      schema: { tags, security, body: BanBody, response: { 200: MessageResponse, ...adminErrors } },
    },
    (request) => answered(request, adminBans.ban(actorOf(request), request.body)),
  );

  app.post(
    '/admin/unbanUser',
    {
      onRequest: act,
      schema: { tags, security, body: UnbanBody, response: { 200: MessageResponse, ...adminErrors } },
    },
    (request) => answered(request, adminBans.unban(actorOf(request), request.body.accountDBID)),
  );

  app.get(
    '/admin/audit',
    {
      // Account Management's, as its screen is: entries hold players' email addresses and staff IPs.
      onRequest: manage,
      schema: { tags, security, querystring: AuditQuery, response: { 200: AuditList, ...adminErrors } },
    },
    (request) => audit.list(request.query),
  );
};
