import type { FastifyBaseLogger } from 'fastify';
import type { AttemptCounter } from '../../platform/attempt-counter.ts';
import { AppError } from '../../platform/errors.ts';
import { waitText } from '../../platform/rate-limit.ts';

/**
 * Failed logins, counted per account (one bucket whatever identifier was typed: the user name and the email of an
 * account share it) and per account and address. When an account has failed too often, only the addresses that
 * took part in the failures are held back, so nobody can lock an owner out by guessing from elsewhere; an address
 * that has not failed may still try, and each of its failures closes it too (OWASP Authentication Cheat Sheet,
 * "Account Lockout"). A success clears the account's counts.
 */
export function createLoginThrottle(deps: {
  counter: AttemptCounter;
  maxFailures: number;
  log: FastifyBaseLogger;
}) {
  const { counter, maxFailures, log } = deps;
  const accountKey = (subject: string) => `account:${subject}`;
  const addressKey = (subject: string, ip: string) => `address:${subject}:${ip}`;
  // The counter lives in Redis when REDIS_URL is set; if Redis fails, logins go on unthrottled (like the rate limits).
  const safely = async <T>(work: () => Promise<T>, fallback: T): Promise<T> => {
    try {
      return await work();
    } catch (error) {
      log.warn({ code: (error as { code?: unknown }).code }, 'login throttle store failed: not throttling');
      return fallback;
    }
  };

  return {
    /**
     * Refuses (429) an attempt on `subject` (an account id, or the typed identifier when no account matches) from an
     * address that has already failed against it while the account is over its limit, or that alone used it up.
     */
    async check(subject: string, ip: string): Promise<void> {
      const [account, address] = await safely(
        () => Promise.all([counter.get(accountKey(subject)), counter.get(addressKey(subject, ip))]),
        [
          { count: 0, resetInMs: 0 },
          { count: 0, resetInMs: 0 },
        ],
      );
      const held = address.count >= maxFailures || (account.count >= maxFailures && address.count > 0);
      if (held) {
        const wait = Math.max(account.resetInMs, address.resetInMs) / 1000;
        throw new AppError(429, waitText(wait, 'logins'), 'RATE_LIMITED');
      }
    },

    async failed(subject: string, ip: string): Promise<void> {
      await safely(() => counter.add(accountKey(subject), addressKey(subject, ip)), undefined);
    },

    async succeeded(subject: string, ip: string): Promise<void> {
      await safely(() => counter.clear(accountKey(subject), addressKey(subject, ip)), undefined);
    },
  };
}

export type LoginThrottle = ReturnType<typeof createLoginThrottle>;
