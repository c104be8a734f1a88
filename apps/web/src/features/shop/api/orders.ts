import { PlayerOrderList } from '@agaia/contract';
import { useInfiniteQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';

/** Query key of GET /api/shop/orders (the player's donation history). */
const ordersQueryKey = ['shop', 'orders', 'mine'] as const;

/** How many orders a page of the history brings. */
const ORDERS_PAGE_SIZE = 10;

/** GET /api/shop/orders: the logged-in player's orders, newest first, a page at a time ("Show more" reads the next). */
export function useOwnOrders() {
  return useInfiniteQuery({
    queryKey: ordersQueryKey,
    initialPageParam: 1,
    queryFn: ({ pageParam, signal }) =>
      api.get('/shop/orders', {
        schema: PlayerOrderList,
        query: { page: pageParam, pageSize: ORDERS_PAGE_SIZE },
        signal,
      }),
    getNextPageParam: (last, pages) =>
      pages.length * ORDERS_PAGE_SIZE < last.total ? pages.length + 1 : undefined,
  });
}
