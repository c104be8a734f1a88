import { type CreateBenefitBody, MessageResponse } from '@agaia/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { api } from '../../../../lib/api.ts';
import { accountsAdminKeys } from './keys.ts';

/** POST /api/admin/createBenefit: 404 for an unknown account, 409 for a duplicate (account, benefit). */
export function useCreateBenefit() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: z.infer<typeof CreateBenefitBody>) =>
      api.post('/admin/createBenefit', { body, schema: MessageResponse }),
    onSuccess: () =>
      Promise.all([
        client.invalidateQueries({ queryKey: accountsAdminKeys.benefits }),
        client.invalidateQueries({ queryKey: accountsAdminKeys.audit }),
      ]),
  });
}
