import { type AuditSearchFilters, AuditSearchList } from '@agaia/contract';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { api } from '../../../../lib/api.ts';
import { accountsAdminKeys } from './keys.ts';

/** The audit log's filters as a query: empty ones left out. */
export type AuditFilters = { [K in keyof AuditSearchFilters]?: string };

const defined = (filters: AuditFilters) =>
  Object.fromEntries(Object.entries(filters).filter(([, value]) => value !== undefined && value !== ''));

/** GET /api/admin/audit/search: one page of the filtered audit log (prime 2). */
function auditSearchQueryOptions(filters: AuditFilters, page: number) {
  return queryOptions({
    queryKey: [...accountsAdminKeys.audit, 'search', filters, page] as const,
    queryFn: ({ signal }) =>
      api.get('/admin/audit/search', {
        query: { ...defined(filters), page, pageSize: '50' },
        schema: AuditSearchList,
        signal,
      }),
    placeholderData: keepPreviousData,
  });
}

/** The audit log table query. */
export function useAuditSearch(filters: AuditFilters, page: number) {
  return useQuery(auditSearchQueryOptions(filters, page));
}

/** GET /api/admin/audit/export: the filtered entries as CSV text (the newest 5000). */
export function fetchAuditCsv(filters: AuditFilters): Promise<string> {
  return api.get('/admin/audit/export', { query: defined(filters), schema: z.string() });
}
