import type { RegisterBody } from '@agaia/contract';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';
import { MessageAnswer } from '../../../lib/message-answer.ts';

/** POST /api/auth/register: answers the server's confirmation ({ message }). */
export function useRegister() {
  return useMutation({
    mutationFn: (body: RegisterBody) =>
      api.post('/auth/register', { body, schema: MessageAnswer, authRedirect: false }),
  });
}
