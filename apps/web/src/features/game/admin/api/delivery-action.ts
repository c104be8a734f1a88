import { MessageResponse } from '@agaia/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../../lib/api.ts';
import { gameAdminKeys } from './keys.ts';

/** What the staff can do to a delivery: retry a failed or cancelled one, cancel a pending or failed one. */
export type DeliveryAction = 'retry' | 'cancel';

/**
 * POST /api/admin/game/deliveries/{id}/retry|cancel: answers {message}; 409 with a message when the row's state does
 * not allow it (the worker moved it meanwhile). Either way the list is read again.
 */
export function useDeliveryAction() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, action }: { id: number; action: DeliveryAction }) =>
      api.post(`/admin/game/deliveries/${id}/${action}`, { schema: MessageResponse }),
    onSettled: () => client.invalidateQueries({ queryKey: gameAdminKeys.deliveries }),
  });
}
