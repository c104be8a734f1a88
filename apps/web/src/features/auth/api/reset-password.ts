import type { ResetPasswordBody } from '@agaia/contract';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';
import { MessageAnswer } from '../../../lib/message-answer.ts';

/** POST /api/auth/reset-password/{token}: answers { message }. */
export function useResetPassword(token: string) {
  return useMutation({
    mutationFn: (body: ResetPasswordBody) =>
      api.post(`/auth/reset-password/${encodeURIComponent(token)}`, {
        body,
        schema: MessageAnswer,
        authRedirect: false,
      }),
  });
}
