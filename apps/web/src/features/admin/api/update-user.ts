import type { AdminUserUpdate } from '@agaia/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';
import { adminKeys } from './keys.ts';

/** PUT /api/admin/users/{id}: saves the edit form; refreshes the users table, the detail and the audit log. */
export function useUpdateUser(id: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: AdminUserUpdate) => api.put<unknown>(`/admin/users/${id}`, { body }),
    onSuccess: () =>
      Promise.all([
        client.invalidateQueries({ queryKey: adminKeys.users }),
        client.invalidateQueries({ queryKey: adminKeys.audit }),
      ]),
  });
}
