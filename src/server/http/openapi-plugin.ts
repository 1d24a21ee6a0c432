import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';
import { moveNullableIntoUnions } from './openapi-nullable';

/** OpenAPI generated from the same zod schemas that validate the calls, served at /api/docs. */
export async function registerOpenApi(app: FastifyInstance): Promise<void> {
  await app.register(swagger, {
    openapi: {
      info: {
        title: 'Verkstan API',
        description: 'Arbetsordrar, fakturor och profil för verkstäder för tunga fordon och maskiner.',
        version: '1.0.0',
      },
      servers: [{ url: '/' }],
      components: { securitySchemes: { bearerAuth: { type: 'http', scheme: 'bearer' } } },
    },
    transform: (input) => {
      const { schema, url } = jsonSchemaTransform(input);
      return { schema: moveNullableIntoUnions(schema), url };
    },
  });
  await app.register(swaggerUi, { routePrefix: '/api/docs', staticCSP: true });
}
