import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../../lib/api.ts';
import { adminRewardsKey } from './rewards.ts';

/** DELETE /api/admin/twitch/rewards/{id}: removes the reward and its image file. */
export function useDeleteReward() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => api.delete<unknown>(`/admin/twitch/rewards/${id}`),
    onSuccess: () => client.invalidateQueries({ queryKey: adminRewardsKey }),
  });
}
