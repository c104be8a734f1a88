import { timingSafeEqual } from 'node:crypto';
import { GameDeliveriesQuery, GameDeliveryList, GameMessages, MessageResponse } from '@agaia/contract';
import type { onRequestAsyncHookHandler } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { GameText } from '../../i18n/en/game.ts';
import { bearerToken } from '../../platform/auth.ts';
import type { Deliveries } from '../../platform/deliveries.ts';
import { AppError, notFound, unauthorized } from '../../platform/errors.ts';
import { bearer, errorsFor } from '../../platform/route-schemas.ts';

/** The game server's connector drains the deliveries outbox with `Authorization: Bearer GAME_API_KEY`. */
export const gameRoutes: FastifyPluginAsyncZod<{
  deliveries: Deliveries;
  apiKey: string | undefined;
}> = async (app, { deliveries, apiKey }) => {
  const key = apiKey ? Buffer.from(apiKey) : undefined;

  const requireGameKey: onRequestAsyncHookHandler = async (request) => {
    if (!key) return notFound(GameText.apiNotConfigured);
    const given = Buffer.from(bearerToken(request) ?? '');
    if (given.length !== key.length || !timingSafeEqual(given, key)) unauthorized(GameText.invalidApiKey);
  };
  const tags = ['game connector'];

  app.get(
    '/game/deliveries',
    {
      onRequest: requireGameKey,
      schema: {
        tags,
        security: bearer,
        querystring: GameDeliveriesQuery,
        response: { 200: GameDeliveryList, ...errorsFor(401, 404) },
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
        security: bearer,
        params: z.object({ id: z.coerce.number().int().positive() }),
        response: { 200: MessageResponse, ...errorsFor(401, 404, 409) },
      },
    },
    async (request) => {
      const result = await deliveries.ack(request.params.id);
      if (result === 'missing') return notFound(GameMessages.deliveryNotFound);
      if (result === 'cancelled') throw new AppError(409, GameText.doNotHandOut, 'CANCELLED');
      return { message: GameText.delivered };
    },
  );
};
