import type { ChangeEmailBody } from '@agaia/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';
import { MessageAnswer } from '../../../lib/message-answer.ts';
import { profileQueryKey } from './profile.ts';

/** POST /api/user/change-email: sends a confirmation link to the new address; the change happens on confirmation. */
export function useChangeEmail() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: ChangeEmailBody) => api.post('/user/change-email', { body, schema: MessageAnswer }),
    onSuccess: () => client.invalidateQueries({ queryKey: profileQueryKey }),
  });
}
