import { type AccountActionBody, MessageResponse } from '@agaia/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../../lib/api.ts';
import { accountsAdminKeys } from './keys.ts';

/** POST /api/admin/action (prime 5): grants one pack; 409 when a one-time pack was already granted. */
export function useAccountAction() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: AccountActionBody) => api.post('/admin/action', { body, schema: MessageResponse }),
    // A pack touches coins, flags and benefits: every accounts list may have changed.
    onSuccess: () => client.invalidateQueries({ queryKey: accountsAdminKeys.all }),
  });
}
