import { TwitchReward } from '@agaia/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../../lib/api.ts';
import { invalidateRewards } from './keys.ts';

/**
 * POST /api/admin/twitch/rewards (201) without an id, PUT /api/admin/twitch/rewards/{id} with one; multipart. The
 * players' reward lists show the change too.
 */
export function useSaveReward() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id?: number; body: FormData }) =>
      id === undefined
        ? api.post('/admin/twitch/rewards', { body, schema: TwitchReward })
        : api.put(`/admin/twitch/rewards/${id}`, { body, schema: TwitchReward }),
    onSuccess: () => invalidateRewards(client),
  });
}
