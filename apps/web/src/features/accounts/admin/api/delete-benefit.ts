import { MessageResponse } from '@agaia/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../../lib/api.ts';
import { accountsAdminKeys } from './keys.ts';

/** POST /api/admin/deleteBenefit/{accountId}: removes one benefit of one account. */
export function useDeleteBenefit() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ accountDBID, benefitId }: { accountDBID: number; benefitId: number }) =>
      api.post(`/admin/deleteBenefit/${accountDBID}`, { body: { benefitId }, schema: MessageResponse }),
    onSuccess: () =>
      Promise.all([
        client.invalidateQueries({ queryKey: accountsAdminKeys.benefits }),
        client.invalidateQueries({ queryKey: accountsAdminKeys.audit }),
      ]),
  });
}
