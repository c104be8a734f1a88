import {
  AccountActionBody,
  AdminListQuery,
  BenefitAccountParams,
  BenefitList,
  BenefitNames,
  CreateBenefitBody,
  DeleteBenefitBody,
  MessageResponse,
  Prime,
  UpdateBenefitBody,
} from '@agaia/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { actorOf } from '../../platform/audit.ts';
import { bearer, errorsFor } from '../../platform/route-schemas.ts';
import { type AdminAccountsRoutesDeps, adminErrors, answered } from './users.routes.ts';

const tags = ['admin: accounts'];
const security = bearer;

/** Account benefits (prime 3) and the quick-grant account actions (prime 5). */
export const adminBenefitsRoutes: FastifyPluginAsyncZod<AdminAccountsRoutesDeps> = async (app, deps) => {
  const { adminBenefits, adminActions, guards, benefitNames } = deps;
  const benefits = guards.requirePrime(Prime.accountBenefits);
  const ok = { 200: MessageResponse, ...adminErrors };

  app.get(
    '/admin/userBenefits',
    {
      onRequest: benefits,
      schema: { tags, security, querystring: AdminListQuery, response: { 200: BenefitList, ...adminErrors } },
    },
    (request) => adminBenefits.list(request.query),
  );

  app.get(
    '/admin/benefitNames',
    {
      onRequest: guards.requireAnyPrime([Prime.accountBenefits, Prime.accountActions]),
      schema: { tags, security, response: { 200: BenefitNames, ...errorsFor(401, 403) } },
    },
    (request) => ({ benefits: benefitNames(request.language) }),
  );

  app.post(
    '/admin/createBenefit',
    { onRequest: benefits, schema: { tags, security, body: CreateBenefitBody, response: ok } },
    (request) => adminBenefits.create(actorOf(request), request.body),
  );

  app.put(
    '/admin/userBenefits/:accountId',
    {
      onRequest: benefits,
      schema: { tags, security, params: BenefitAccountParams, body: UpdateBenefitBody, response: ok },
    },
    (request) => adminBenefits.update(actorOf(request), request.params.accountId, request.body),
  );

  app.post(
    '/admin/deleteBenefit/:accountId',
    {
      onRequest: benefits,
      schema: { tags, security, params: BenefitAccountParams, body: DeleteBenefitBody, response: ok },
    },
    (request) => adminBenefits.remove(actorOf(request), request.params.accountId, request.body.benefitId),
  );

  app.post(
    '/admin/action',
    {
      onRequest: guards.requirePrime(Prime.accountActions),
      schema: { tags, security, body: AccountActionBody, response: ok },
    },
    (request) => answered(request, adminActions.grant(actorOf(request), request.body, request.language)),
  );
};
