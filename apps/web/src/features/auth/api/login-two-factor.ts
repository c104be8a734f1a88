import type { LoginTwoFactorBody } from '@agaia/contract';
import { useMutation } from '@tanstack/react-query';
import { LoginAnswer, postLogin } from './login.ts';

/**
 * POST /api/auth/login/two-factor: the challenge's ticket and a code (from the app, or a recovery code) for the login
 * response, which the session stores whole as after a one-step login. A 401: the challenge expired or was used up.
 */
export function useLoginTwoFactor() {
  return useMutation({
    mutationFn: (body: LoginTwoFactorBody) => postLogin('/auth/login/two-factor', body, LoginAnswer),
  });
}
