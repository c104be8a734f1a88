import { type LoginBody, type LoginChallenge, LoginResponse } from '@agaia/contract';
import { useMutation } from '@tanstack/react-query';
import { z } from 'zod';
import { i18n } from '../../../i18n/i18n.ts';
import { api, isBadResponse } from '../../../lib/api.ts';

// Loose: the session stores the login response whole (docs/product.md §3.1), fields the contract does not name
// included.
export const LoginAnswer = LoginResponse.loose();

// What the first step reads of the contract's LoginChallenge. Not the contract's schema itself: its module (every
// two-factor schema) would join /login's start bundle; the second step, in its own chunk, needs only the ticket.
const ChallengeAnswer = z
  .object({
    twoFactorRequired: z.literal(true),
    challengeToken: z.string().min(1),
    passkey: z.boolean().optional(),
  })
  .loose() satisfies z.ZodType<
  Partial<LoginChallenge> & Pick<LoginChallenge, 'twoFactorRequired' | 'challengeToken'>
>;

/** A login's answer asking for the second step (two-factor authentication): its single-use ticket. */
export type Challenge = z.infer<typeof ChallengeAnswer>;

/** What a login answers: the response the session stores, or, with two-factor on, the second step's ticket. */
const FirstStepAnswer = z.union([ChallengeAnswer, LoginAnswer]);

/** Whether a login answer asks for the second step (two-factor authentication) instead of being the session. */
export function isChallenge(answer: z.infer<typeof FirstStepAnswer>): answer is Challenge {
  return 'twoFactorRequired' in answer && answer.twoFactorRequired === true;
}

/**
 * A login call answered with the session's login response, a 2xx of another shape turned into the page's message.
 * A 401 here is a wrong password or an expired challenge, not an expired session: the page shows it.
 */
export function postLogin<T>(path: string, body: unknown, schema: z.ZodType<T>): Promise<T> {
  return api.post(path, { body, schema, authRedirect: false }).catch((error: unknown) => {
    throw isBadResponse(error) ? new Error(i18n.t('auth.loginBadResponse')) : error;
  });
}

/**
 * POST /api/auth/login: the login response, which the session stores whole (docs/product.md §3.1), or a two-factor
 * challenge.
 */
export function useLogin() {
  return useMutation({
    mutationFn: (body: LoginBody) => postLogin('/auth/login', body, FirstStepAnswer),
  });
}
