import type { CreateBenefitBody } from '@agaia/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { api } from '../../../lib/api.ts';
import { adminKeys } from './keys.ts';

/** POST /api/admin/createBenefit: 404 for an unknown account, 409 for a duplicate (account, benefit). */
export function useCreateBenefit() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: z.infer<typeof CreateBenefitBody>) =>
      api.post<unknown>('/admin/createBenefit', { body }),
    onSuccess: () =>
      Promise.all([
        client.invalidateQueries({ queryKey: adminKeys.benefits }),
        client.invalidateQueries({ queryKey: adminKeys.audit }),
      ]),
  });
}
