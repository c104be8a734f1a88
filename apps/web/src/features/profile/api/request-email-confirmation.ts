import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';
import { MessageAnswer } from '../../../lib/message-answer.ts';
import { profileQueryKey } from './profile.ts';

/** POST /api/user/request-email-confirmation: mails a new confirmation link for the current address. */
export function useRequestEmailConfirmation() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: () => api.post('/user/request-email-confirmation', { schema: MessageAnswer }),
    onSuccess: () => client.invalidateQueries({ queryKey: profileQueryKey }),
  });
}
