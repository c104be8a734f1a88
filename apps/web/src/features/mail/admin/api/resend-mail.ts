import { MessageResponse } from '@agaia/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../../lib/api.ts';
import { mailAdminKeys } from './keys.ts';

/**
 * POST /api/admin/mails/{id}/resend: answers {message}; 409 when the mail was sent or is being sent, 410 when its
 * text is no longer kept. Either way the list is read again.
 */
export function useResendMail() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => api.post(`/admin/mails/${id}/resend`, { schema: MessageResponse }),
    onSettled: () => client.invalidateQueries({ queryKey: mailAdminKeys.mails }),
  });
}
