import type { FastifyInstance } from 'fastify';
import type { ZodType } from 'zod';

/**
 * With VALIDATE_RESPONSES, lists sent as JSON text made by PostgreSQL are held to their documented
 * schema too: a string body skips the serializer, which checks every other answer.
 */
export function checkListBodies(app: FastifyInstance): void {
  app.addHook('onSend', async (request, reply, payload) => {
    if (typeof payload !== 'string' || !String(reply.getHeader('content-type') ?? '').startsWith('application/json'))
      return payload;
    const responses = (request.routeOptions.schema?.response ?? {}) as Record<string, ZodType | undefined>;
    const schema = responses[String(reply.statusCode)];
    if (!schema || typeof schema.safeParse !== 'function') return payload;
    const result = schema.safeParse(JSON.parse(payload));
    if (!result.success)
      throw new Error(
        `response does not match its schema: ${result.error.issues.map((issue) => issue.path.join('.')).join(', ')}`,
      );
    return payload;
  });
}
