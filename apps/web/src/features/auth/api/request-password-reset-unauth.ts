import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';
import { MessageAnswer } from '../../../lib/message-answer.ts';

/** POST /api/user/request-password-reset-unauth: the same answer whether or not the address has an account. */
export function useRequestPasswordResetUnauth() {
  return useMutation({
    mutationFn: (body: { email: string }) =>
      api.post('/user/request-password-reset-unauth', { body, schema: MessageAnswer, authRedirect: false }),
  });
}
