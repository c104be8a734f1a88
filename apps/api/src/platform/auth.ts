import { ALL_PRIMES, has, Messages, TWO_FACTOR_REQUIRED } from '@agaia/contract';
import type { FastifyRequest, onRequestAsyncHookHandler } from 'fastify';
import { PlatformText } from '../i18n/en/platform.ts';
import { forbidden, unauthorized } from './errors.ts';
import type { SessionAccount, SessionStore } from './sessions.ts';

declare module 'fastify' {
  interface FastifyRequest {
    account: SessionAccount | null;
  }
}

/** What an admin call answers (403) while the account has no second factor and the site requires one. */
const TWO_FACTOR_MESSAGE = PlatformText.twoFactorRequired;

/** The bearer token of a request, if it carries one. */
export function bearerToken(request: FastifyRequest): string | undefined {
  const header = request.headers.authorization;
  if (!header) return undefined;
  const match = /^Bearer\s+(\S+)$/i.exec(header);
  return match?.[1];
}

// The primes each permission guard asks for (the caller's webMgt must hold one of them), kept beside the guard so that
// the route's OpenAPI operation documents them (openapi.ts) and the security suite reads them from the route itself.
const requiredPrimes = new WeakMap<object, readonly number[]>();

/** The primes a route hook asks for (one of them is enough), when it is a permission guard; undefined otherwise. */
export function primesRequiredBy(hook: unknown): readonly number[] | undefined {
  return typeof hook === 'function' ? requiredPrimes.get(hook) : undefined;
}

const declaring = (primes: readonly number[], guard: onRequestAsyncHookHandler) => {
  requiredPrimes.set(guard, primes);
  return guard;
};

/** Route guards: who is calling, and may they. Permission changes apply on the next request. */
export function createAuthGuards(
  sessions: SessionStore,
  options: { adminTwoFactor: 'required' | 'optional' } = { adminTwoFactor: 'required' },
) {
  /** An admin call by an account without two-factor authentication, where the site requires it. */
  const refuseWithoutSecondFactor = (request: FastifyRequest) => {
    if (options.adminTwoFactor === 'required' && !request.account?.twoFactorEnabled)
      forbidden(TWO_FACTOR_MESSAGE, TWO_FACTOR_REQUIRED);
  };

  const requireUser: onRequestAsyncHookHandler = async (request) => {
    const token = bearerToken(request);
    if (!token) return unauthorized(Messages.sessionRequired);
    const account = await sessions.find(token);
    if (!account) return unauthorized(Messages.sessionExpired);
    request.account = account;
  };

  /** Requires a session whose webMgt holds the prime. */
  const requirePrime = (prime: number): onRequestAsyncHookHandler =>
    declaring([prime], async function requirePrimeGuard(request, reply) {
      await requireUser.call(this, request, reply);
      if (!has(request.account?.webMgt, prime)) forbidden();
      refuseWithoutSecondFactor(request);
    });

  /** Requires a session whose webMgt holds at least one of the primes. */
  const requireAnyPrime = (primes: readonly number[]): onRequestAsyncHookHandler =>
    declaring([...primes], async function requireAnyPrimeGuard(request, reply) {
      await requireUser.call(this, request, reply);
      if (!primes.some((prime) => has(request.account?.webMgt, prime))) forbidden();
      refuseWithoutSecondFactor(request);
    });

  /**
   * Requires a session of any admin: a webMgt holding at least one known prime. "webMgt above 1" opens the web panel
   * (docs/product.md §5.2), which then says no section is permitted; a value made only of unknown primes (41) reads
   * no admin route.
   */
  const requireAdmin = requireAnyPrime(ALL_PRIMES);

  return { requireUser, requirePrime, requireAnyPrime, requireAdmin };
}

/** The session account of a guarded route. */
export function accountOf(request: FastifyRequest): SessionAccount {
  if (!request.account) return unauthorized();
  return request.account;
}

export type AuthGuards = ReturnType<typeof createAuthGuards>;
