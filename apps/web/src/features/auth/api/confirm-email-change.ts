import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';
import { MessageAnswer } from '../../../lib/message-answer.ts';
import { profileQueryKey } from '../../profile/index.ts';

/**
 * POST /api/auth/confirm-email-change/{token}: the account takes the address the link was mailed to, once. Answers
 * { message }, or fails with 400 saying why the link cannot be used (expired, already used, invalid), or 409 when
 * another account took the address meanwhile.
 */
export function useConfirmEmailChange(token: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: () =>
      api.post(`/auth/confirm-email-change/${encodeURIComponent(token)}`, {
        schema: MessageAnswer,
        authRedirect: false,
      }),
    // A logged-in player's profile showed the old address until now.
    onSuccess: () => client.invalidateQueries({ queryKey: profileQueryKey }),
  });
}
