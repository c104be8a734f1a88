import {
  AdminOrderList,
  AdminOrdersQuery,
  AdminProduct,
  AdminProductList,
  ContentIdParams,
  ErrorResponse,
  MessageResponse,
  Prime,
  ProductInput,
} from '@agaia/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { actorOf } from '../../platform/audit.ts';
import type { ShopRoutesDeps } from './shop.routes.ts';

const errors = {
  400: ErrorResponse,
  401: ErrorResponse,
  403: ErrorResponse,
  404: ErrorResponse,
  409: ErrorResponse,
};

/** The admin Shop section (prime 37): products, orders and their deliveries. */
export const shopAdminRoutes: FastifyPluginAsyncZod<ShopRoutesDeps> = async (app, deps) => {
  const { productsService, orders, guards } = deps;
  const onRequest = guards.requirePrime(Prime.shop);
  const schema = { tags: ['admin: shop'], security: [{ bearer: [] }] };

  app.get(
    '/admin/shop/products',
    { onRequest, schema: { ...schema, response: { 200: AdminProductList, ...errors } } },
    () => productsService.listAll(),
  );
  app.post(
    '/admin/shop/products',
    { onRequest, schema: { ...schema, body: ProductInput, response: { 201: AdminProduct, ...errors } } },
    async (request, reply) =>
      reply.status(201).send(await productsService.create(actorOf(request), request.body)),
  );
  app.put(
    '/admin/shop/products/:id',
    {
      onRequest,
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
    (request) => orders.list(request.query),
  );
  app.post(
    '/admin/shop/deliveries/:id/requeue',
    {
      onRequest,
      schema: { ...schema, params: ContentIdParams, response: { 200: MessageResponse, ...errors } },
    },
    (request) => orders.setDeliveryStatus(actorOf(request), request.params.id, 'pending'),
  );
  app.post(
    '/admin/shop/deliveries/:id/cancel',
    {
      onRequest,
      schema: { ...schema, params: ContentIdParams, response: { 200: MessageResponse, ...errors } },
    },
    (request) => orders.setDeliveryStatus(actorOf(request), request.params.id, 'cancelled'),
  );
};
