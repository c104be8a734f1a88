import { Passkey, PasskeyList } from '@agaia/contract';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';
import { MessageAnswer } from '../../../lib/message-answer.ts';

/** Query key of GET /api/user/passkeys. */
const passkeysQueryKey = ['user', 'passkeys'] as const;

/** GET /api/user/passkeys: the account's passkeys, oldest first. */
const passkeysQueryOptions = queryOptions({
  queryKey: passkeysQueryKey,
  queryFn: ({ signal }) => api.get('/user/passkeys', { schema: PasskeyList, signal }),
});

export function usePasskeys() {
  return useQuery(passkeysQueryOptions);
}

/**
 * Adding a passkey: the password (POST /api/user/passkeys/options), the browser's prompt, then POST /api/user/passkeys
 * with a name. The ceremony's code (@simplewebauthn/browser) loads with the first passkey added.
 */
export function useAddPasskey() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async ({ password, name }: { password: string; name: string }) => {
      const { createPasskey } = await import('../../../lib/passkey-ceremony.ts');
      const ceremony = await createPasskey(password);
      return api.post('/user/passkeys', { body: { ...ceremony, name }, schema: Passkey });
    },
    onSettled: () => client.invalidateQueries({ queryKey: passkeysQueryKey }),
  });
}

/** DELETE /api/user/passkeys/{id}, with the password. */
export function useRemovePasskey() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, password }: { id: number; password: string }) =>
      api.delete(`/user/passkeys/${id}`, { body: { password }, schema: MessageAnswer }),
    onSettled: () => client.invalidateQueries({ queryKey: passkeysQueryKey }),
  });
}
