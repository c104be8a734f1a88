import {
  CheckoutBody,
  CheckoutResponse,
  OrderIdParams,
  PlayerOrder,
  PlayerOrderList,
  PlayerOrdersQuery,
  ProductList,
} from '@agaia/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ShopText } from '../../i18n/en/shop.ts';
import type { AuthGuards } from '../../platform/auth.ts';
import { accountOf } from '../../platform/auth.ts';
import { AppError, badRequest, unavailable } from '../../platform/errors.ts';
import type { PaymentGateway } from '../../platform/payments.ts';
import type { PublicCache } from '../../platform/public-cache.ts';
import { bearer, errorsFor } from '../../platform/route-schemas.ts';
import type { GameModule } from '../game/game.module.ts';
import { type CheckoutService, PAYMENTS_OFF } from './checkout.service.ts';
import type { FulfilmentService } from './fulfilment.service.ts';
import type { OrdersService } from './orders.service.ts';
import type { ProductsService } from './products.service.ts';

/** What the shop's routes use. */
export interface ShopRoutesDeps {
  productsService: ProductsService;
  checkout: CheckoutService;
  fulfilment: FulfilmentService;
  orders: OrdersService;
  /** The game module's outbox actions: an order's delivery is retried or cancelled like any other. */
  deliveries: Pick<GameModule['deliveries'], 'act'>;
  gateway: PaymentGateway | undefined;
  guards: AuthGuards;
  publicCache: PublicCache;
  currency: string;
}

/** The shop overlay's calls and Stripe's webhook. */
export const shopRoutes: FastifyPluginAsyncZod<ShopRoutesDeps> = async (app, deps) => {
  const { productsService, checkout, fulfilment, orders, gateway, guards, currency } = deps;

  app.get('/products', { schema: { tags: ['shop'], response: { 200: ProductList } } }, (request, reply) =>
    deps.publicCache.respond(request, reply, ['products'], async () => ({
      data: await productsService.listOffered(),
      currency,
    })),
  );

  app.post(
    '/stripe/create-checkout-session',
    {
      onRequest: guards.requireUser,
      schema: {
        tags: ['shop'],
        security: bearer,
        body: CheckoutBody,
        response: { 200: CheckoutResponse, ...errorsFor(400, 401, 403, 404, 502, 503) },
      },
    },
    (request) => checkout.start(accountOf(request), request.body.productId, request.language),
  );

  app.get(
    '/shop/orders',
    {
      onRequest: guards.requireUser,
      schema: {
        tags: ['shop'],
        security: bearer,
        description: "The logged-in player's orders, newest first: the profile's donation history.",
        querystring: PlayerOrdersQuery,
        response: { 200: PlayerOrderList, ...errorsFor(400, 401) },
      },
    },
    (request) => orders.ownOrders(accountOf(request).accountDBID, request.query),
  );

  app.get(
    '/shop/orders/:id',
    {
      onRequest: guards.requireUser,
      schema: {
        tags: ['shop'],
        security: bearer,
        params: OrderIdParams,
        response: { 200: PlayerOrder, ...errorsFor(400, 401, 404) },
      },
    },
    (request) => orders.ownOrder(accountOf(request).accountDBID, request.params.id),
  );

  // The webhook needs the exact bytes Stripe signed: in this scope JSON bodies stay raw.
  await app.register(async (raw) => {
    raw.removeContentTypeParser('application/json');
    raw.addContentTypeParser(
      'application/json',
      { parseAs: 'buffer', bodyLimit: 1024 * 1024 },
      (_request, body, done) => done(null, body),
    );
    raw.post(
      '/stripe/webhook',
      {
        schema: {
          tags: ['shop'],
          hide: false,
          response: {
            200: z.object({ received: z.literal(true), duplicate: z.boolean() }),
            ...errorsFor(400, 503),
          },
        },
      },
      async (request) => {
        if (!gateway) return unavailable(PAYMENTS_OFF);
        const signature = request.headers['stripe-signature'];
        if (typeof signature !== 'string' || !Buffer.isBuffer(request.body))
          return badRequest(ShopText.missingSignature);
        let event: ReturnType<typeof gateway.verifyEvent>;
        try {
          event = gateway.verifyEvent(request.body, signature);
        } catch {
          throw new AppError(400, ShopText.invalidSignature, 'BAD_SIGNATURE');
        }
        return fulfilment.handle(event);
      },
    );
  });
};
