import type { FastifyInstance } from 'fastify';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';

/**
 * The OpenAPI document (from every route's zod schemas) and its viewer at /api/docs. It maps every door of the
 * shop: public in the demo, opt-in (API_DOCS=1) in production. Registered before the routes it describes.
 */
export async function apiDocs(app: FastifyInstance) {
  await app.register(swagger, {
    openapi: {
      info: {
        title: 'Shop API',
        version: '1.0.0',
        description: 'Storefront and back-office API of the shop.',
      },
      servers: [],
    },
    transform: jsonSchemaTransform,
  });
  await app.register(swaggerUi, { routePrefix: '/api/docs' });
}
