import { AdminOrderList, type ORDER_STATUSES, type PageSize } from '@agaia/contract';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../../lib/api.ts';
import { shopAdminKeys } from './keys.ts';

/** What a page of the orders table asks for; an empty status means every status. */
export type OrdersParams = {
  search: string;
  status: (typeof ORDER_STATUSES)[number] | '';
  page: number;
  pageSize: PageSize;
};

/** GET /api/admin/shop/orders: one page of orders (newest first), each with its deliveries. */
function ordersQueryOptions(params: OrdersParams) {
  return queryOptions({
    queryKey: [...shopAdminKeys.orders, params] as const,
    queryFn: ({ signal }) =>
      api.get('/admin/shop/orders', {
        query: {
          search: params.search.trim(),
          status: params.status || undefined,
          page: params.page,
          pageSize: params.pageSize,
        },
        schema: AdminOrderList,
        signal,
      }),
    placeholderData: keepPreviousData,
  });
}

/** The orders table query. */
export function useAdminOrders(params: OrdersParams) {
  return useQuery(ordersQueryOptions(params));
}
