import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Database } from '../db/client';
import { checkAccess } from './access';
import { noToken, sessionExpired } from './errors';
import { LastSeen } from './last-seen';
import { findSessionUser } from './repository';
import type { SessionCache, SessionUser } from '../cache/session-cache';
import { hashToken, isWellFormedToken } from './tokens';

declare module 'fastify' {
  interface FastifyRequest {
    /** Set on every protected route: the caller, whose organisation scopes every query. */
    user: SessionUser;
    sessionToken: string;
  }
}

export function bearerToken(request: FastifyRequest): string | null {
  const header = request.headers.authorization;
  if (!header) return null;
  const match = /^Bearer\s+(\S+)$/i.exec(header);
  return match ? match[1]! : '';
}

/** Adds the session and role check to every route registered in `scope`. */
export function requireAuthentication(scope: FastifyInstance, db: Database, sessions: SessionCache): void {
  const lastSeen = new LastSeen();
  scope.decorateRequest('user', null as unknown as SessionUser);
  scope.decorateRequest('sessionToken', '');
  scope.addHook('onRequest', async (request) => {
    const token = bearerToken(request);
    if (token === null) throw noToken();
    if (!isWellFormedToken(token)) throw sessionExpired();
    const tokenHash = hashToken(token);
    let user = sessions.get(tokenHash);
    if (!user) {
      // Taken before the lookup: a logout that lands while it runs keeps its answer out of the cache.
      const ticket = sessions.ticket();
      const found = await findSessionUser(db, tokenHash);
      if (!found) throw sessionExpired();
      const { sessionExpiresAt, ...sessionUser } = found;
      sessions.set(tokenHash, sessionUser, sessionExpiresAt, ticket);
      user = sessionUser;
    }
    request.user = user;
    request.sessionToken = token;
    checkAccess(user, request.routeOptions.config.access);
    lastSeen.touch(db, user.id);
  });
}
