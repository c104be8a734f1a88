import { MessageResponse } from '@agaia/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../../lib/api.ts';
import { accountsAdminKeys } from './keys.ts';

/** POST /api/admin/users/{id}/two-factor/reset (primes 2 and 5): turns off the account's two-factor authentication. */
export function useResetTwoFactor() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (accountDBID: number) =>
      api.post(`/admin/users/${accountDBID}/two-factor/reset`, { schema: MessageResponse }),
    onSuccess: () =>
      Promise.all([
        client.invalidateQueries({ queryKey: accountsAdminKeys.users }),
        client.invalidateQueries({ queryKey: accountsAdminKeys.audit }),
      ]),
  });
}
