import { type LocalText, text } from '@agaia/contract';
import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance, FastifyRequest, preHandlerAsyncHookHandler } from 'fastify';
import { Redis } from 'ioredis';

import { PlatformText } from '../i18n/en/platform.ts';
import { AppError } from './errors.ts';

/** The Redis client shared by the rate limits and the login throttle (REDIS_URL), closed with the app. */
export function createRedis(url: string | undefined): Redis | undefined {
  return url
    ? new Redis(url, { connectTimeout: 2_000, maxRetriesPerRequest: 1, lazyConnect: false })
    : undefined;
}

/**
 * Per-route rate limits (routes opt in with `config.rateLimit`). With REDIS_URL the counters live in Redis, so
 * several instances behind a load balancer share them; without it they live in this process.
 */
export async function registerRateLimits(app: FastifyInstance, options: { redis?: Redis }): Promise<void> {
  const { redis } = options;
  await app.register(rateLimit, {
    global: false,
    ...(redis ? { redis, nameSpace: 'agaia-rate-limit:', skipOnError: true } : {}),
    errorResponseBuilder: (_request, context) =>
      new AppError(context.statusCode, waitText(context.ttl / 1000, 'requests'), 'RATE_LIMITED'),
  });
}

/**
 * A preHandler that spends one request of a budget keyed by `key(request)` (IP, account, address...) and answers 429
 * when it is spent. Unlike the plugin's own `rateLimit()`, several of these can guard one route.
 */
export function createLimiter(
  app: FastifyInstance,
  options: { name: string; max: number; windowMs: number; key: (request: FastifyRequest) => string },
): preHandlerAsyncHookHandler {
  const check = app.createRateLimit({
    max: options.max,
    timeWindow: options.windowMs,
    keyGenerator: (request) => `${options.name}:${options.key(request)}`,
  });
  return async (request) => {
    const result = await check(request);
    if (!result.isAllowed && result.isExceeded) {
      throw new AppError(429, waitText(result.ttlInSeconds, 'requests'), 'RATE_LIMITED');
    }
  };
}

/** The 429 sentence for a wait of `seconds`: "N seconds", "1 minute" or "N minutes", translated where it is shown. */
export function waitText(seconds: number, what: 'requests' | 'logins'): LocalText {
  const wording = what === 'requests' ? REQUESTS : LOGINS;
  if (seconds < 60) return text(wording.seconds, { count: Math.max(1, Math.ceil(seconds)) });
  const minutes = Math.ceil(seconds / 60);
  return text(minutes === 1 ? wording.minute : wording.minutes, { count: minutes });
}

const REQUESTS = {
  seconds: PlatformText.tooManyRequestsSeconds,
  minute: PlatformText.tooManyRequestsMinute,
  minutes: PlatformText.tooManyRequestsMinutes,
};
const LOGINS = {
  seconds: PlatformText.tooManyLoginsSeconds,
  minute: PlatformText.tooManyLoginsMinute,
  minutes: PlatformText.tooManyLoginsMinutes,
};
