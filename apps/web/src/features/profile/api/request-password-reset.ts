import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';
import { MessageAnswer } from '../../../lib/message-answer.ts';
import { profileQueryKey } from './profile.ts';

/** POST /api/user/request-password-reset: mails a reset link to the logged-in user. */
export function useRequestPasswordReset() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: () => api.post('/user/request-password-reset', { schema: MessageAnswer }),
    onSuccess: () => client.invalidateQueries({ queryKey: profileQueryKey }),
  });
}
