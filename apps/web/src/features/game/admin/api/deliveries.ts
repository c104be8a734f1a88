import { AdminDeliveryList, type DELIVERY_KINDS, type DELIVERY_STATUSES } from '@agaia/contract';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../../lib/api.ts';
import { gameAdminKeys } from './keys.ts';

/** The page sizes the outbox list takes (no 'all': it can hold every row ever sent). */
export const DELIVERY_PAGE_SIZES = ['10', '50', '100'] as const;

/** What a page of the deliveries table asks for; an empty filter means every value. */
export type DeliveriesParams = {
  status: (typeof DELIVERY_STATUSES)[number] | '';
  kind: (typeof DELIVERY_KINDS)[number] | '';
  /** Digits only, or empty. */
  accountDBID: string;
  page: number;
  pageSize: (typeof DELIVERY_PAGE_SIZES)[number];
};

/** GET /api/admin/game/deliveries: one page of the outbox (newest first) and the open rows' counts. */
function deliveriesQueryOptions(params: DeliveriesParams) {
  return queryOptions({
    queryKey: [...gameAdminKeys.deliveries, params] as const,
    queryFn: ({ signal }) =>
      api.get('/admin/game/deliveries', {
        query: {
          status: params.status || undefined,
          kind: params.kind || undefined,
          accountDBID: params.accountDBID || undefined,
          page: params.page,
          pageSize: params.pageSize,
        },
        schema: AdminDeliveryList,
        signal,
      }),
    placeholderData: keepPreviousData,
  });
}

/** The deliveries table query. */
export function useAdminDeliveries(params: DeliveriesParams) {
  return useQuery(deliveriesQueryOptions(params));
}
