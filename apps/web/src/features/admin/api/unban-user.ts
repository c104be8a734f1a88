import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';
import { adminKeys } from './keys.ts';

/** POST /api/admin/unbanUser (prime 5): lifts the account's active ban. */
export function useUnbanUser() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (accountDBID: number) => api.post<unknown>('/admin/unbanUser', { body: { accountDBID } }),
    onSuccess: () =>
      Promise.all([
        client.invalidateQueries({ queryKey: adminKeys.users }),
        client.invalidateQueries({ queryKey: adminKeys.audit }),
      ]),
  });
}
