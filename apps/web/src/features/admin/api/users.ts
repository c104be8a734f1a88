import { AdminUserList, type PageSize } from '@agaia/contract';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';
import { adminKeys } from './keys.ts';

/** What a page of the users table asks for. */
export type ListParams = { search: string; page: number; pageSize: PageSize };

/** GET /api/admin/users: one page of accounts matching the search (user name, email or account ID). */
export function usersQueryOptions(params: ListParams) {
  return queryOptions({
    queryKey: [...adminKeys.users, 'list', params] as const,
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
