import { type BanBody, MessageResponse } from '@agaia/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../../lib/api.ts';
import { accountsAdminKeys } from './keys.ts';

/** POST /api/admin/banUser (prime 5): bans the account and ends its sessions. */
export function useBanUser() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: BanBody) => api.post('/admin/banUser', { body, schema: MessageResponse }),
    onSuccess: () =>
      Promise.all([
        client.invalidateQueries({ queryKey: accountsAdminKeys.users }),
        client.invalidateQueries({ queryKey: accountsAdminKeys.audit }),
      ]),
  });
}
