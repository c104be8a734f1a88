import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';

/** OpenAPI document at /api/docs/json and a docs page at /api/docs, generated from the contract schemas. */
export async function registerOpenApi(
  app: FastifyInstance,
  options: { siteName: string; https: boolean },
): Promise<void> {
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
