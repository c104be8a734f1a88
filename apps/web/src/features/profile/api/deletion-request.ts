import { type DeletionRequestBody, OwnDeletionRequest } from '@agaia/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';
import { MessageAnswer } from '../../../lib/message-answer.ts';

/** Query key of GET /api/user/deletion-request. */
const deletionRequestQueryKey = ['user', 'deletion-request'] as const;

/** The player's latest account deletion request, or null. */
export function useDeletionRequest() {
  return useQuery({
    queryKey: deletionRequestQueryKey,
    queryFn: ({ signal }) => api.get('/user/deletion-request', { schema: OwnDeletionRequest, signal }),
  });
}

/** POST /api/user/deletion-request (ask, with the password) or DELETE (take a pending request back). */
export function useDeletionRequestChange() {
  const client = useQueryClient();
  const onSettled = () => client.invalidateQueries({ queryKey: deletionRequestQueryKey });
  return {
    request: useMutation({
      mutationFn: (body: DeletionRequestBody) =>
        api.post('/user/deletion-request', { body, schema: MessageAnswer }),
      onSettled,
    }),
    takeBack: useMutation({
      mutationFn: () => api.delete('/user/deletion-request', { schema: MessageAnswer }),
      onSettled,
    }),
  };
}
