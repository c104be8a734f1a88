import { AuditSearchFilters, AuditSearchList, AuditSearchQuery, Prime } from '@agaia/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AuthGuards } from '../../platform/auth.ts';
import { bearer } from '../../platform/route-schemas.ts';
import type { AuditSearchService } from './audit-search.service.ts';
import { adminErrors } from './users.routes.ts';

const tags = ['admin: accounts'];
const security = bearer;

/** The audit log's search and CSV export, for Account Management (prime 2). */
export const adminAuditRoutes: FastifyPluginAsyncZod<{
  auditSearch: AuditSearchService;
  guards: AuthGuards;
}> = async (app, { auditSearch, guards }) => {
  const manage = guards.requirePrime(Prime.accountManagement);

  app.get(
    '/admin/audit/search',
    {
      onRequest: manage,
      schema: {
        tags,
        security,
        querystring: AuditSearchQuery,
        response: { 200: AuditSearchList, ...adminErrors },
      },
    },
    (request) => auditSearch.search(request.query),
  );

  app.get(
    '/admin/audit/export',
    {
      onRequest: manage,
      schema: {
        tags,
        security,
        description: 'The newest 5000 entries matching the filters, as CSV.',
        querystring: AuditSearchFilters,
        response: { 200: z.string(), ...adminErrors },
      },
    },
    async (request, reply) => {
      const csv = await auditSearch.exportCsv(request.query);
      return reply
        .header('content-type', 'text/csv; charset=utf-8')
        .header('content-disposition', 'attachment; filename="audit-log.csv"')
        .header('cache-control', 'no-store')
        .send(csv);
    },
  );
};
