import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance, FastifyRequest, preHandlerAsyncHookHandler } from 'fastify';
import { Redis } from 'ioredis';

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
    errorResponseBuilder: (_request, context) => ({
      statusCode: context.statusCode,
      message: `Too many requests. Please try again in ${context.after}.`,
      code: 'RATE_LIMITED',
    }),
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
      throw new AppError(
        429,
        `Too many requests. Please try again in ${describeWait(result.ttlInSeconds)}.`,
        'RATE_LIMITED',
      );
    }
  };
}

/** "N seconds" or "N minutes", for the 429 messages. */
export function describeWait(seconds: number): string {
  if (seconds < 60) return `${Math.max(1, Math.ceil(seconds))} seconds`;
  const minutes = Math.ceil(seconds / 60);
  return minutes === 1 ? '1 minute' : `${minutes} minutes`;
}
