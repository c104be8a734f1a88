import {
  AccountIdParams,
  AdminListQuery,
  AdminUserDetail,
  AdminUserList,
  AdminUserUpdate,
  AuditList,
  AuditQuery,
  BanBody,
  ErrorResponse,
  MessageResponse,
  Prime,
  UnbanBody,
} from '@agaia/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { actorOf } from '../../platform/audit.ts';
import type { Services } from '../../services.ts';

export const adminErrors = {
  400: ErrorResponse,
  401: ErrorResponse,
  403: ErrorResponse,
  404: ErrorResponse,
  409: ErrorResponse,
};
const tags = ['admin: accounts'];
const security = [{ bearer: [] }];

/** Account management (prime 2), bans (prime 5) and the audit log (any admin). */
export const adminUsersRoutes: FastifyPluginAsyncZod<{ services: Services }> = async (app, { services }) => {
  const { adminUsers, adminBans, audit, guards } = services;
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
    '/admin/banUser',
    {
      onRequest: act,
      schema: { tags, security, body: BanBody, response: { 200: MessageResponse, ...adminErrors } },
    },
    (request) => adminBans.ban(actorOf(request), request.body),
  );

  app.post(
    '/admin/unbanUser',
    {
      onRequest: act,
      schema: { tags, security, body: UnbanBody, response: { 200: MessageResponse, ...adminErrors } },
    },
    (request) => adminBans.unban(actorOf(request), request.body.accountDBID),
  );

  app.get(
    '/admin/audit',
    {
      onRequest: guards.requireAdmin,
      schema: { tags, security, querystring: AuditQuery, response: { 200: AuditList, ...adminErrors } },
    },
    (request) => audit.list(request.query),
  );
};
