import type { AccountActionBody } from '@agaia/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';
import { adminKeys } from './keys.ts';

/** POST /api/admin/action (prime 5): grants one pack; 409 when a one-time pack was already granted. */
export function useAccountAction() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: AccountActionBody) => api.post<unknown>('/admin/action', { body }),
    // A pack touches coins, flags and benefits: every admin list may have changed.
    onSuccess: () => client.invalidateQueries({ queryKey: adminKeys.all }),
  });
}
