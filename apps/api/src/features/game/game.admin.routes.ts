import {
  AdminCharacterList,
  AdminCharactersQuery,
  AdminDeliveriesQuery,
  AdminDeliveryList,
  DeliveryIdParams,
  GameBoxList,
  MessageResponse,
  Prime,
} from '@agaia/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { GameText } from '../../i18n/en/game.ts';
import { actorOf } from '../../platform/audit.ts';
import type { AuthGuards } from '../../platform/auth.ts';
import { unavailable } from '../../platform/errors.ts';
import { bearer, errorsFor } from '../../platform/route-schemas.ts';
import type { AdminDeliveriesService } from './deliveries.admin.service.ts';
import type { GameBackendService } from './game.backend.ts';

const errors = errorsFor(400, 401, 403, 404, 409, 503);

/**
 * The admin's Game sections: Deliveries (prime 31: the outbox, retry, cancel), Characters (prime 29: an account's
 * characters) and the box list the product and reward editors pick from (shop 37, Twitch 13 or inventory 31).
 */
export const gameAdminRoutes: FastifyPluginAsyncZod<{
  backend: Pick<GameBackendService, 'kind' | 'characters' | 'listBoxes'>;
  deliveriesAdmin: AdminDeliveriesService;
  guards: AuthGuards;
  userNameOf: (accountDBID: number) => Promise<string | undefined>;
}> = async (app, deps) => {
  const { backend, deliveriesAdmin, guards } = deps;
  const schema = { tags: ['admin: game'], security: bearer };
  const inventory = guards.requirePrime(Prime.gameInventory);

  app.get(
    '/admin/game/deliveries',
    {
      onRequest: inventory,
      schema: {
        ...schema,
        querystring: AdminDeliveriesQuery,
        response: { 200: AdminDeliveryList, ...errors },
      },
    },
    (request) => deliveriesAdmin.list(request.query, request.language),
  );
  for (const action of ['retry', 'cancel'] as const)
    app.post(
      `/admin/game/deliveries/:id/${action}`,
      {
        onRequest: inventory,
        schema: { ...schema, params: DeliveryIdParams, response: { 200: MessageResponse, ...errors } },
      },
      (request) => deliveriesAdmin.act(actorOf(request), request.params.id, action),
    );

  app.get(
    '/admin/game/boxes',
    {
      onRequest: guards.requireAnyPrime([Prime.shop, Prime.twitchDrops, Prime.gameInventory]),
      schema: { ...schema, response: { 200: GameBoxList, ...errors } },
    },
    async () => {
      if (backend.kind === 'none') return { boxes: [] };
      const boxes = await backend.listBoxes();
      return boxes ? { boxes } : unavailable(GameText.boxesUnavailable);
    },
  );

  app.get(
    '/admin/game/characters',
    {
      onRequest: guards.requirePrime(Prime.gameCharacters),
      schema: {
        ...schema,
        querystring: AdminCharactersQuery,
        response: { 200: AdminCharacterList, ...errors },
      },
    },
    async (request) => {
      const { accountDBID } = request.query;
      const characters = backend.kind === 'none' ? [] : await backend.characters(accountDBID);
      return {
        accountDBID,
        userName: (await deps.userNameOf(accountDBID)) ?? null,
        available: characters !== undefined,
        characters: characters ?? [],
      };
    },
  );
};
