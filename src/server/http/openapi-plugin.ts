import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';
import { jsonSchemaTransform, jsonSchemaTransformObject } from 'fastify-type-provider-zod';
import { registeredErrorCodes } from './error-factory';
import { ERROR_RESPONSE } from './openapi';
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
    transformObject: (input) => withErrorCodes(jsonSchemaTransformObject(input)),
  });
  await app.register(swaggerUi, { routePrefix: '/api/docs', staticCSP: true });
}

type Document = ReturnType<typeof jsonSchemaTransformObject>;

/** The error body's `code` as an enum of every code a factory makes: the whole app's, read when the document is made. */
function withErrorCodes(document: Document): Document {
  const { components } = document as {
    components?: { schemas?: Record<string, { properties?: Record<string, object> }> };
  };
  const schemas = components?.schemas ?? {};
  const body = schemas[ERROR_RESPONSE];
  if (body?.properties?.code) body.properties.code = { ...body.properties.code, enum: registeredErrorCodes() };
  // No call takes an error body as input: the input copy zod makes of it would be listed unused.
  delete schemas[`${ERROR_RESPONSE}Input`];
  return document;
}
