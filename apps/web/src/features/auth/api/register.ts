import type { RegisterBody } from '@agaia/contract';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';

/** POST /api/auth/register: answers the server's confirmation ({ message }). */
export function useRegister() {
  return useMutation({
    mutationFn: (body: RegisterBody) => api.post<unknown>('/auth/register', { body, authRedirect: false }),
  });
}
