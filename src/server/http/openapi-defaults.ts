import type { FastifyInstance } from 'fastify';
import { errorResponse } from './openapi';

type RouteSchema = {
  response?: Record<string, unknown>;
  security?: unknown;
  operationId?: string;
  hide?: boolean;
};

/** getInvoiceByIdPdf for GET /api/invoice/:id/pdf: stable, unique per method and path, readable in generated clients. */
export function operationIdFor(method: string, url: string): string {
  const words = url
    .replace(/^\/api\//, '')
    .split('/')
    .filter(Boolean)
    .map((segment) => (segment.startsWith(':') ? `by-${segment.slice(1)}` : segment))
    .flatMap((segment) => segment.split(/[-_]/))
    .map((word) => word.charAt(0).toUpperCase() + word.slice(1));
  return `${method.toLowerCase()}${words.join('')}`;
}

/**
 * Documents, for every route registered after it in `scope`, the answers any call may get: 400 for
 * input no column can hold, 503 while the database is away, and on protected routes 401 and the
 * bearer scheme; public routes say they need no token. Each gets an operationId.
 */
export function documentCommonAnswers(scope: FastifyInstance, { isProtected }: { isProtected: boolean }): void {
  scope.addHook('onRoute', (route) => {
    const schema = (route.schema ?? {}) as RouteSchema;
    if (schema.hide) return;
    const method = Array.isArray(route.method) ? route.method[0]! : route.method;
    if (method === 'HEAD') return;
    route.schema = {
      ...(schema as object),
      operationId: schema.operationId ?? operationIdFor(method, route.url),
      security: schema.security ?? (isProtected ? [{ bearerAuth: [] }] : []),
      response: {
        400: errorResponse,
        ...(isProtected ? { 401: errorResponse } : {}),
        503: errorResponse,
        ...schema.response,
      },
    } as typeof route.schema;
  });
}
