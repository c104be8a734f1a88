import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';
import { MessageAnswer } from '../../../lib/message-answer.ts';
import { profileQueryKey } from '../../profile/index.ts';

/**
 * POST /api/auth/confirm-email/{token}: uses the mailed confirmation link once. Answers { message }, or fails with
 * 400 saying why the link cannot be used (expired, already used, invalid).
 */
export function useConfirmEmail(token: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: () =>
      api.post(`/auth/confirm-email/${encodeURIComponent(token)}`, {
        schema: MessageAnswer,
        authRedirect: false,
      }),
    // A logged-in player's profile said "(Unconfirmed)" until now.
    onSuccess: () => client.invalidateQueries({ queryKey: profileQueryKey }),
  });
}
