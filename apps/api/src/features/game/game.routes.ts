import { timingSafeEqual } from 'node:crypto';
import { ErrorResponse, GameDeliveriesQuery, GameDeliveryList, MessageResponse } from '@agaia/contract';
import type { onRequestAsyncHookHandler } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { bearerToken } from '../../platform/auth.ts';
import type { Deliveries } from '../../platform/deliveries.ts';
import { AppError, notFound, unauthorized } from '../../platform/errors.ts';

/** The game server's connector drains the deliveries outbox with `Authorization: Bearer GAME_API_KEY`. */
export const gameRoutes: FastifyPluginAsyncZod<{
  deliveries: Deliveries;
  apiKey: string | undefined;
}> = async (app, { deliveries, apiKey }) => {
  const key = apiKey ? Buffer.from(apiKey) : undefined;

  const requireGameKey: onRequestAsyncHookHandler = async (request) => {
    if (!key) return notFound('The game API is not configured on this server.');
    const given = Buffer.from(bearerToken(request) ?? '');
    if (given.length !== key.length || !timingSafeEqual(given, key)) unauthorized('Invalid game API key.');
  };
  const tags = ['game connector'];
  const security = [{ bearer: [] }];

  app.get(
    '/game/deliveries',
    {
      onRequest: requireGameKey,
      schema: {
        tags,
        security,
        querystring: GameDeliveriesQuery,
        response: { 200: GameDeliveryList, 401: ErrorResponse, 404: ErrorResponse },
      },
    },
    async (request) => ({
      deliveries: (await deliveries.takePending(request.query.limit)).map((row) => ({
        id: row.id,
        accountDBID: row.accountDBID,
        itemId: row.itemId,
        quantity: row.quantity,
        attempts: row.attempts,
        createdAt: row.createdAt.toISOString(),
      })),
    }),
  );

  app.post(
    '/game/deliveries/:id/ack',
    {
      onRequest: requireGameKey,
      schema: {
        tags,
        security,
        params: z.object({ id: z.coerce.number().int().positive() }),
        response: { 200: MessageResponse, 401: ErrorResponse, 404: ErrorResponse, 409: ErrorResponse },
      },
    },
    async (request) => {
      const result = await deliveries.ack(request.params.id);
      if (result === 'missing') return notFound('Delivery not found.');
      if (result === 'cancelled')
        throw new AppError(409, 'This delivery was cancelled: do not hand it out.', 'CANCELLED');
      return { message: 'Delivered.' };
    },
  );
};
