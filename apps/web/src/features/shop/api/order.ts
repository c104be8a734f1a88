import { MAX_SAFE_INT, PlayerOrder, type PlayerOrder as PlayerOrderType } from '@agaia/contract';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';
import { useUser } from '../../../lib/use-session.ts';

/** Query key of GET /api/shop/orders/:id. */
const orderQueryKey = (id: number) => ['shop', 'orders', id] as const;

/** How often a pending order is read again while Stripe's webhook has not landed, and how many times at most. */
const ORDER_POLL_MS = 5000;
const ORDER_POLL_TIMES = 24;

/** The order id of a return URL's `order` parameter, or null when it is missing or not an order id. */
export function orderIdOf(value: string | null): number | null {
  if (!value || !/^[1-9]\d{0,15}$/.test(value)) return null;
  const id = Number(value);
  return id <= MAX_SAFE_INT ? id : null;
}

/** GET /api/shop/orders/:id for the logged-in buyer; read again every few seconds while the payment is pending. */
export function useOrder(id: number | null) {
  const user = useUser();
  return useQuery({
    queryKey: orderQueryKey(id ?? 0),
    queryFn: ({ signal }) => api.get(`/shop/orders/${id}`, { schema: PlayerOrder, signal }),
    enabled: id !== null && user !== null,
    retry: false,
    refetchInterval: (query) =>
      isPending(query.state.data) && query.state.dataUpdateCount < ORDER_POLL_TIMES ? ORDER_POLL_MS : false,
  });
}

const isPending = (order: PlayerOrderType | undefined) => order?.status === 'pending';
