import { MessageResponse, type UpdateBenefitBody } from '@agaia/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { api } from '../../../../lib/api.ts';
import { accountsAdminKeys } from './keys.ts';

/** PUT /api/admin/userBenefits/{accountId}: moves one benefit's end date. */
export function useUpdateBenefit() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ accountDBID, ...body }: z.infer<typeof UpdateBenefitBody> & { accountDBID: number }) =>
      api.put(`/admin/userBenefits/${accountDBID}`, { body, schema: MessageResponse }),
    onSuccess: () =>
      Promise.all([
        client.invalidateQueries({ queryKey: accountsAdminKeys.benefits }),
        client.invalidateQueries({ queryKey: accountsAdminKeys.audit }),
      ]),
  });
}
