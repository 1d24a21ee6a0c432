import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { loginSchema, registerSchema, userSchema } from '../../shared/auth';
import { messages } from '../../shared/messages';
import type { Database } from '../db/client';
import { AppError } from '../http/errors';
import { errorResponse } from '../http/openapi';
import { LoginThrottle } from './login-throttle';
import * as service from './service';
import type { SessionCache } from './session-cache';

export interface AuthRoutesOptions {
  db: Database;
  loginMaxPerMinute: number;
}

/** Public calls: register and login. Logout lives with the protected routes. */
export const authRoutes: FastifyPluginAsyncZod<AuthRoutesOptions> = async (app, { db, loginMaxPerMinute }) => {
  const throttle = new LoginThrottle(loginMaxPerMinute);

  app.post(
    '/auth/register',
    {
      schema: {
        tags: ['Konto'],
        summary: 'Registrera en verkstad och dess ägare',
        body: registerSchema,
        response: { 201: z.object({ user: userSchema }), 400: errorResponse, 409: errorResponse },
      },
    },
    async (request, reply) => {
      const user = await service.register(db, request.body);
      return reply.status(201).send({ user });
    },
  );

  app.post(
    '/auth/login',
    {
      schema: {
        tags: ['Konto'],
        summary: 'Logga in',
        body: loginSchema,
        response: { 200: z.object({ token: z.string(), user: userSchema }), 401: errorResponse, 429: errorResponse },
      },
    },
    async (request) => {
      const ipKey = `ip:${request.ip}`;
      const emailKey = `email:${request.body.email}`;
      if (throttle.isBlocked(ipKey) || throttle.isBlocked(emailKey)) throw new AppError(429, messages.tooManyAttempts);
      throttle.record(ipKey);
      try {
        const result = await service.login(db, request.body);
        throttle.clear(emailKey);
        return result;
      } catch (error) {
        if (error instanceof AppError && error.statusCode === 401) throttle.record(emailKey);
        throw error;
      }
    },
  );
};

export const logoutRoutes: FastifyPluginAsyncZod<{ db: Database; sessions: SessionCache }> = async (app, { db, sessions }) => {
  app.post(
    '/auth/logout',
    {
      schema: { tags: ['Konto'], summary: 'Logga ut (återkallar sessionen)', security: [{ bearerAuth: [] }], response: { 204: z.null(), 401: errorResponse } },
    },
    async (request, reply) => {
      await service.logout(db, sessions, request.sessionToken);
      return reply.status(204).send(null);
    },
  );
};
