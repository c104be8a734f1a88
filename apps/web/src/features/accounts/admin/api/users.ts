import { AdminUserList } from '@agaia/contract';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { ListParams } from '../../../../components/admin/use-list-state.ts';
import { api } from '../../../../lib/api.ts';
import { accountsAdminKeys } from './keys.ts';

/** GET /api/admin/users: one page of accounts matching the search (user name, email or account ID). */
export function usersQueryOptions(params: ListParams) {
  return queryOptions({
    queryKey: [...accountsAdminKeys.users, 'list', params] as const,
    queryFn: ({ signal }) =>
      api.get('/admin/users', {
        query: { ...params, search: params.search.trim() },
        schema: AdminUserList,
        signal,
      }),
    placeholderData: keepPreviousData,
  });
}

/** The users table query. */
export function useAdminUsers(params: ListParams) {
  return useQuery(usersQueryOptions(params));
}
