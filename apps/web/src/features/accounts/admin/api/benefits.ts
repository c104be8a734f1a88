import { BenefitList } from '@agaia/contract';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { ListParams } from '../../../../components/admin/use-list-state.ts';
import { api } from '../../../../lib/api.ts';
import { accountsAdminKeys } from './keys.ts';

/** GET /api/admin/userBenefits: one page of account benefits matching an account ID or benefit ID. */
function benefitsQueryOptions(params: ListParams) {
  return queryOptions({
    queryKey: [...accountsAdminKeys.benefits, 'list', params] as const,
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
