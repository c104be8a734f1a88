import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';
import { primesRequiredBy } from './auth.ts';

/** OpenAPI document at /api/docs/json and a docs page at /api/docs, generated from the contract schemas. */
export async function registerOpenApi(
  app: FastifyInstance,
  options: { siteName: string; https: boolean },
): Promise<void> {
  // A guarded route's permission, read from its guard, is documented on its operation: `x-required-primes` lists the
  // primes of which the caller's webMgt must hold one. The security suite derives every admin route's test from it.
  app.addHook('onRoute', (route) => {
    const hooks = [route.onRequest, route.preHandler].flat();
    const primes = hooks.map(primesRequiredBy).find((found) => found !== undefined);
    if (primes) route.schema = Object.assign({}, route.schema, { 'x-required-primes': [...primes] });
  });
  await app.register(swagger, {
    openapi: {
      info: {
        title: `${options.siteName} API`,
        description: 'The API behind the website. Authenticate with `Authorization: Bearer <accessToken>`.',
        version: '1.0.0',
      },
      components: {
        securitySchemes: { bearer: { type: 'http', scheme: 'bearer' } },
      },
    },
    transform: jsonSchemaTransform,
  });
  await app.register(swaggerUi, {
    routePrefix: '/api/docs',
    staticCSP: true,
    // Over plain http (local runs) upgrading requests to https would break the page's own assets.
    transformStaticCSP: (header) =>
      options.https ? header : header.replace(/\s*upgrade-insecure-requests;?/, ''),
  });
}
