import { type AdminUserUpdate, MessageResponse } from '@agaia/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../../lib/api.ts';
import { accountsAdminKeys } from './keys.ts';

/** PUT /api/admin/users/{id}: saves the edit form; refreshes the users table, the detail and the audit log. */
export function useUpdateUser(id: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: AdminUserUpdate) => api.put(`/admin/users/${id}`, { body, schema: MessageResponse }),
    onSuccess: () =>
      Promise.all([
        client.invalidateQueries({ queryKey: accountsAdminKeys.users }),
        client.invalidateQueries({ queryKey: accountsAdminKeys.audit }),
      ]),
  });
}
