import { BenefitList } from '@agaia/contract';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';
import { adminKeys } from './keys.ts';
import type { ListParams } from './users.ts';

/** GET /api/admin/userBenefits: one page of account benefits matching an account ID or benefit ID. */
export function benefitsQueryOptions(params: ListParams) {
  return queryOptions({
    queryKey: [...adminKeys.benefits, 'list', params] as const,
    queryFn: ({ signal }) =>
      api.get('/admin/userBenefits', {
        query: { ...params, search: params.search.trim() },
        schema: BenefitList,
        signal,
      }),
    placeholderData: keepPreviousData,
  });
}

/** The benefits table query. */
export function useAdminBenefits(params: ListParams) {
  return useQuery(benefitsQueryOptions(params));
}
