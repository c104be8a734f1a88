import { MessageResponse } from '@agaia/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../../lib/api.ts';
import { shopAdminKeys } from './keys.ts';

/** What can be done to a delivery: re-queue a cancelled one, or cancel a pending one. */
export type DeliveryAction = 'requeue' | 'cancel';

/** POST /api/admin/shop/deliveries/{id}/requeue|cancel: answers {message}; 409 when the delivery is in another state. */
export function useDeliveryAction() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, action }: { id: number; action: DeliveryAction }) =>
      api.post(`/admin/shop/deliveries/${id}/${action}`, { schema: MessageResponse }),
    onSuccess: () => client.invalidateQueries({ queryKey: shopAdminKeys.orders }),
  });
}
