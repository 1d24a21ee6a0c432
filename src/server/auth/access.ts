import type { FastifyInstance, RouteOptions } from 'fastify';
import { roleMay, type RouteAccess } from '../../shared/roles';
import { forbidden } from './errors';
import type { SessionUser } from '../cache/session-cache';

export type { RouteAccess } from '../../shared/roles';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Every route under /api declares it; the app refuses to start with one that does not (docs/decisions/016). */
    access?: RouteAccess;
  }
}

const isApiRoute = (route: RouteOptions) => route.url.startsWith('/api/') && !route.url.startsWith('/api/docs');

const routesOf = new WeakMap<FastifyInstance, Array<{ method: string; url: string; access: RouteAccess }>>();

/** Refuses, at registration, any API route that does not say who may call it; remembers them for the role test. */
export function requireDeclaredAccess(app: FastifyInstance): void {
  const routes: Array<{ method: string; url: string; access: RouteAccess }> = [];
  routesOf.set(app, routes);
  app.addHook('onRoute', (route) => {
    if (!isApiRoute(route)) return;
    const access = (route.config as { access?: RouteAccess } | undefined)?.access;
    if (!access)
      throw new Error(`${String(route.method)} ${route.url} does not declare who may call it (config.access)`);
    for (const method of [route.method].flat()) if (method !== 'HEAD') routes.push({ method, url: route.url, access });
  });
}

/** Every API route with the access it declares, in registration order. */
export function declaredRoutes(
  app: FastifyInstance,
): ReadonlyArray<{ method: string; url: string; access: RouteAccess }> {
  return routesOf.get(app) ?? [];
}

/** The caller's role against what the route declares; a route inside the protected scope that says 'public' is refused too. */
export function checkAccess(user: SessionUser, access: RouteAccess | undefined): void {
  if (!access || access === 'public' || !roleMay(user.role, access)) throw forbidden();
}
