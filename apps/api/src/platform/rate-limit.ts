import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance } from 'fastify';
import { Redis } from 'ioredis';

/**
 * Per-route rate limits (routes opt in with `config.rateLimit`). With REDIS_URL the counters live in Redis, so
 * several instances behind a load balancer share them; without it they live in this process.
 */
export async function registerRateLimits(
  app: FastifyInstance,
  options: { redisUrl?: string },
): Promise<void> {
  const redis = options.redisUrl
    ? new Redis(options.redisUrl, { connectTimeout: 2_000, maxRetriesPerRequest: 1, lazyConnect: false })
    : undefined;
  if (redis) {
    app.addHook('onClose', async () => {
      await redis.quit().catch(() => redis.disconnect());
    });
  }
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
