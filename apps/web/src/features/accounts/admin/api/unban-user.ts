import { MessageResponse } from '@agaia/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../../lib/api.ts';
import { accountsAdminKeys } from './keys.ts';

/** POST /api/admin/unbanUser (prime 5): lifts the account's active ban. */
export function useUnbanUser() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (accountDBID: number) =>
      api.post('/admin/unbanUser', { body: { accountDBID }, schema: MessageResponse }),
    onSuccess: () =>
      Promise.all([
        client.invalidateQueries({ queryKey: accountsAdminKeys.users }),
        client.invalidateQueries({ queryKey: accountsAdminKeys.audit }),
      ]),
  });
}
