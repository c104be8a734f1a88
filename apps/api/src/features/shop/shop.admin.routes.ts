import {
  AdminOrderList,
  AdminOrdersQuery,
  AdminProduct,
  AdminProductList,
  ContentIdParams,
  MessageResponse,
  Prime,
  ProductInput,
} from '@agaia/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { actorOf } from '../../platform/audit.ts';
import { BODY_LIMITS } from '../../platform/input-guards.ts';
import { bearer, errorsFor } from '../../platform/route-schemas.ts';
import type { ShopRoutesDeps } from './shop.routes.ts';

const errors = errorsFor(400, 401, 403, 404, 409);

/** The admin Shop section (prime 37): products, orders and their deliveries. */
export const shopAdminRoutes: FastifyPluginAsyncZod<ShopRoutesDeps> = async (app, deps) => {
  const { productsService, orders, guards } = deps;
  const onRequest = guards.requirePrime(Prime.shop);
  const schema = { tags: ['admin: shop'], security: bearer };

  app.get(
    '/admin/shop/products',
    { onRequest, schema: { ...schema, response: { 200: AdminProductList, ...errors } } },
    () => productsService.listAll(),
  );
  app.post(
    '/admin/shop/products',
    {
      onRequest,
      bodyLimit: BODY_LIMITS.product,
      schema: { ...schema, body: ProductInput, response: { 201: AdminProduct, ...errors } },
    },
    async (request, reply) =>
      reply.status(201).send(await productsService.create(actorOf(request), request.body)),
  );
  app.put(
    '/admin/shop/products/:id',
    {
      onRequest,
      bodyLimit: BODY_LIMITS.product,
      schema: {
        ...schema,
        params: ContentIdParams,
        body: ProductInput,
        response: { 200: AdminProduct, ...errors },
      },
    },
    (request) => productsService.update(actorOf(request), request.params.id, request.body),
  );
  app.get(
    '/admin/shop/orders',
    {
      onRequest,
      schema: { ...schema, querystring: AdminOrdersQuery, response: { 200: AdminOrderList, ...errors } },
    },
    (request) => orders.list(request.query, request.language),
  );
  app.post(
    '/admin/shop/deliveries/:id/requeue',
    {
      onRequest,
      schema: { ...schema, params: ContentIdParams, response: { 200: MessageResponse, ...errors } },
    },
    (request) => deps.deliveries.act(actorOf(request), request.params.id, 'retry'),
  );
  app.post(
    '/admin/shop/deliveries/:id/cancel',
    {
      onRequest,
      schema: { ...schema, params: ContentIdParams, response: { 200: MessageResponse, ...errors } },
    },
    (request) => deps.deliveries.act(actorOf(request), request.params.id, 'cancel'),
  );
};
