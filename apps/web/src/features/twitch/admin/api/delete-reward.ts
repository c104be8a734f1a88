import { MessageResponse } from '@agaia/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../../lib/api.ts';
import { invalidateRewards } from './keys.ts';

/** DELETE /api/admin/twitch/rewards/{id}: removes the reward and its image file; the players' lists lose it too. */
export function useDeleteReward() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => api.delete(`/admin/twitch/rewards/${id}`, { schema: MessageResponse }),
    onSuccess: () => invalidateRewards(client),
  });
}
