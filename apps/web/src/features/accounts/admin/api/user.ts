import { AdminUserDetail } from '@agaia/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../../lib/api.ts';
import { accountsAdminKeys } from './keys.ts';

/** GET /api/admin/users/{id}: the account, its ban history and its audit entries (newest first). */
function userQueryOptions(id: number) {
  return queryOptions({
    queryKey: [...accountsAdminKeys.users, 'detail', id] as const,
    queryFn: ({ signal }) => api.get(`/admin/users/${id}`, { schema: AdminUserDetail, signal }),
  });
}

/** The user edit view's query. */
export function useAdminUser(id: number) {
  return useQuery(userQueryOptions(id));
}
