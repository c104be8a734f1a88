import { SessionList } from '@agaia/contract';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';
import { MessageAnswer } from '../../../lib/message-answer.ts';

/** Query key of GET /api/user/sessions. */
const sessionsQueryKey = ['user', 'sessions'] as const;

/** GET /api/user/sessions: where the player is logged in, this device marked. */
const sessionsQueryOptions = queryOptions({
  queryKey: sessionsQueryKey,
  queryFn: ({ signal }) => api.get('/user/sessions', { schema: SessionList, signal }),
});

/** The player's sessions. */
export function useSessions() {
  return useQuery(sessionsQueryOptions);
}

/** DELETE /api/user/sessions/{id} (one device) or POST /api/user/sessions/logout-others (every other one). */
export function useEndSessions() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (which: { id: number } | 'others') =>
      which === 'others'
        ? api.post('/user/sessions/logout-others', { schema: MessageAnswer })
        : api.delete(`/user/sessions/${which.id}`, { schema: MessageAnswer }),
    onSettled: () => client.invalidateQueries({ queryKey: sessionsQueryKey }),
  });
}
