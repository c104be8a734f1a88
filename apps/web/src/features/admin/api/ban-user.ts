import type { BanBody } from '@agaia/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';
import { adminKeys } from './keys.ts';

/** POST /api/admin/banUser (prime 5): bans the account and ends its sessions. */
export function useBanUser() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: BanBody) => api.post<unknown>('/admin/banUser', { body }),
    onSuccess: () =>
      Promise.all([
        client.invalidateQueries({ queryKey: adminKeys.users }),
        client.invalidateQueries({ queryKey: adminKeys.audit }),
      ]),
  });
}
