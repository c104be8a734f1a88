import { AdminDeletionList, type DeletionStatus } from '@agaia/contract';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../../lib/api.ts';
import { MessageAnswer } from '../../../../lib/message-answer.ts';
import { accountsAdminKeys } from './keys.ts';

/** GET /api/admin/deletionRequests: one page of the requests with a status (prime 2). */
export function useDeletionRequests(status: DeletionStatus, page: number) {
  return useQuery({
    queryKey: [...accountsAdminKeys.deletions, status, page] as const,
    queryFn: ({ signal }) =>
      api.get('/admin/deletionRequests', {
        query: { status, page, pageSize: '50' },
        schema: AdminDeletionList,
        signal,
      }),
    placeholderData: keepPreviousData,
  });
}

/** Confirm (the account is anonymized) or decline (with a note) a pending request; the lists and accounts refresh. */
export function useDecideDeletion() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (decision: { id: number } & ({ confirm: true } | { confirm: false; note: string })) =>
      decision.confirm
        ? api.post(`/admin/deletionRequests/${decision.id}/confirm`, { schema: MessageAnswer })
        : api.post(`/admin/deletionRequests/${decision.id}/decline`, {
            body: { note: decision.note },
            schema: MessageAnswer,
          }),
    onSettled: () => client.invalidateQueries({ queryKey: accountsAdminKeys.all }),
  });
}
