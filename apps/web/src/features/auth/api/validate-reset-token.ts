import { ValidateResetTokenResponse } from '@agaia/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';

/** Query key of GET /api/auth/validate-reset-token/{token}. */
const resetTokenQueryKey = (token: string) => ['auth', 'reset-token', token] as const;

/** GET /api/auth/validate-reset-token/{token}: succeeds only while the link is usable. Never cached for later. */
const resetTokenQueryOptions = (token: string) =>
  queryOptions({
    queryKey: resetTokenQueryKey(token),
    queryFn: ({ signal }) =>
      api.get(`/auth/validate-reset-token/${encodeURIComponent(token)}`, {
        schema: ValidateResetTokenResponse,
        signal,
        authRedirect: false,
      }),
    retry: false,
    gcTime: 0,
  });

/** The reset-token check; disabled when there is no token. */
export function useResetToken(token: string) {
  return useQuery({ ...resetTokenQueryOptions(token), enabled: token !== '' });
}
