import { PaymentStats } from '@agaia/contract';
import { useQuery } from '@tanstack/react-query';
import type { StatsParams } from './keys.ts';
import { periodQueryOptions } from './stats-query.ts';

/** GET /api/admin/stats/payments (Payment Stats, prime 19): revenue, orders by status, products, deliveries. */
export function usePaymentStats(params: StatsParams) {
  return useQuery(periodQueryOptions('payments', params, PaymentStats));
}
