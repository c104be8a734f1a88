import { ReferralRecord } from '@agaia/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { createLimiter } from '../../platform/rate-limit.ts';
import { errorsFor } from '../../platform/route-schemas.ts';
import type { TrackingService } from './tracking.service.ts';

/** POST /api/v1/tracking/referral-hit (docs/product.md §2.6). */
export const trackingRoutes: FastifyPluginAsyncZod<{ tracking: TrackingService }> = async (
  app,
  { tracking },
) => {
  const perIp = createLimiter(app, {
    name: 'referral-ip',
    max: 30,
    windowMs: 60_000,
    key: (request) => request.ip,
  });
  app.post(
    '/v1/tracking/referral-hit',
    {
      bodyLimit: 2048,
      preHandler: perIp,
      schema: {
        tags: ['tracking'],
        body: ReferralRecord.strict(),
        response: {
          200: z.object({ ok: z.literal(true) }),
          ...errorsFor(400, 413, 429),
        },
      },
    },
    (request) => tracking.record(request.body, { ip: request.ip, userAgent: request.headers['user-agent'] }),
  );
};
