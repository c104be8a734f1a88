import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';
import { adminKeys } from './keys.ts';

/** POST /api/admin/deleteBenefit/{accountId}: removes one benefit of one account. */
export function useDeleteBenefit() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ accountDBID, benefitId }: { accountDBID: number; benefitId: number }) =>
      api.post<unknown>(`/admin/deleteBenefit/${accountDBID}`, { body: { benefitId } }),
    onSuccess: () =>
      Promise.all([
        client.invalidateQueries({ queryKey: adminKeys.benefits }),
        client.invalidateQueries({ queryKey: adminKeys.audit }),
      ]),
  });
}
