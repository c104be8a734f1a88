import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import type { ZodType } from 'zod';
import { api } from '../../../../lib/api.ts';
import { type StatsParams, type StatsView, statsAdminKeys } from './keys.ts';

/**
 * The query of one period view (GET /api/admin/stats/{view}?from&to&bucket): the figures of a new period replace the
 * shown ones when they arrive (the old ones stay, dimmed, meanwhile).
 */
export function periodQueryOptions<T>(view: StatsView, params: StatsParams, schema: ZodType<T>) {
  return queryOptions({
    queryKey: statsAdminKeys.view(view, params),
    queryFn: ({ signal }) =>
      api.get(`/admin/stats/${view}`, {
        query: { from: params.from, to: params.to, bucket: params.bucket },
        schema,
        signal,
      }),
    placeholderData: keepPreviousData,
  });
}
