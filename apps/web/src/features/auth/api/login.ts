import type { LoginBody } from '@agaia/contract';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';

/** POST /api/auth/login: answers the raw login response, which the session stores whole (SPEC §3). */
export function useLogin() {
  return useMutation({
    // A 401 here is a wrong password, not an expired session: the page shows it.
    mutationFn: (body: LoginBody) => api.post<unknown>('/auth/login', { body, authRedirect: false }),
  });
}
