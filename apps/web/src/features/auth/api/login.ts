import { type LoginBody, LoginResponse } from '@agaia/contract';
import { useMutation } from '@tanstack/react-query';
import { i18n } from '../../../i18n/i18n.ts';
import { api, isBadResponse } from '../../../lib/api.ts';

// Loose: the session stores the login response whole (SPEC §3), fields the contract does not name included.
const LoginAnswer = LoginResponse.loose();

/** POST /api/auth/login: answers the login response, which the session stores whole (SPEC §3). */
export function useLogin() {
  return useMutation({
    mutationFn: (body: LoginBody) =>
      // A 401 here is a wrong password, not an expired session: the page shows it.
      api.post('/auth/login', { body, schema: LoginAnswer, authRedirect: false }).catch((error: unknown) => {
        throw isBadResponse(error) ? new Error(i18n.t('auth.loginBadResponse')) : error;
      }),
  });
}
