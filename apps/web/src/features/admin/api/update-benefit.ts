import type { UpdateBenefitBody } from '@agaia/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { api } from '../../../lib/api.ts';
import { adminKeys } from './keys.ts';

/** PUT /api/admin/userBenefits/{accountId}: moves one benefit's end date. */
export function useUpdateBenefit() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ accountDBID, ...body }: z.infer<typeof UpdateBenefitBody> & { accountDBID: number }) =>
      api.put<unknown>(`/admin/userBenefits/${accountDBID}`, { body }),
    onSuccess: () =>
      Promise.all([
        client.invalidateQueries({ queryKey: adminKeys.benefits }),
        client.invalidateQueries({ queryKey: adminKeys.audit }),
      ]),
  });
}
