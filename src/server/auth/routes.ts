import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { loginSchema, registerSchema, userSchema } from '../../shared/auth';
import type { Database } from '../db/client';
import { AppError } from '../http/errors';
import { tooManyAttempts, tooManyRegistrations } from './errors';
import { errorResponse } from '../http/openapi';
import { RateLimit } from './rate-limit';
import * as service from './service';
import type { SessionCache } from '../cache/session-cache';

export interface AuthRoutesOptions {
  db: Database;
  loginMaxPerMinute: number;
  registerMaxPerMinute: number;
}

/** Public calls: register and login. Logout lives with the protected routes. */
export const authRoutes: FastifyPluginAsyncZod<AuthRoutesOptions> = async (
  app,
  { db, loginMaxPerMinute, registerMaxPerMinute },
) => {
  const loginAttempts = new RateLimit(db, loginMaxPerMinute);
  // Each registration costs an argon2 hash and a workshop: limited per address like logins.
  const registrations = new RateLimit(db, registerMaxPerMinute);

  app.post(
    '/auth/register',
    {
      config: { access: 'public' },
      schema: {
        tags: ['Konto'],
        summary: 'Registrera en verkstad och dess ägare',
        body: registerSchema,
        response: {
          201: z.object({ user: userSchema }),
          400: errorResponse,
          409: errorResponse,
          429: errorResponse,
        },
      },
    },
    async (request, reply) => {
      if (await registrations.hit(`register-ip:${request.ip}`)) throw tooManyRegistrations();
      const user = await service.register(db, request.body);
      return reply.status(201).send({ user });
    },
  );

  app.post(
    '/auth/login',
    {
      config: { access: 'public' },
      schema: {
        tags: ['Konto'],
        summary: 'Logga in',
        body: loginSchema,
        response: {
          200: z.object({ token: z.string(), user: userSchema }),
          401: errorResponse,
          429: errorResponse,
        },
      },
    },
    async (request) => {
      // Every attempt counts per address; failed ones count per e-mail, so that guessing one account
      // from many addresses is slowed down too.
      const ipKey = `login-ip:${request.ip}`;
      const emailKey = `login-email:${request.body.email}`;
      const [isIpOver, isEmailBlocked] = await Promise.all([
        loginAttempts.hit(ipKey),
        loginAttempts.isBlocked(emailKey),
      ]);
      if (isIpOver || isEmailBlocked) throw tooManyAttempts();
      try {
        const result = await service.login(db, request.body);
        await loginAttempts.clear(emailKey);
        return result;
      } catch (error) {
        if (error instanceof AppError && error.statusCode === 401) {
          await loginAttempts.hit(emailKey);
          await loginAttempts.forgetExpired();
        }
        throw error;
      }
    },
  );
};

export const logoutRoutes: FastifyPluginAsyncZod<{ db: Database; sessions: SessionCache }> = async (
  app,
  { db, sessions },
) => {
  app.post(
    '/auth/logout',
    {
      config: { access: 'member' },
      schema: {
        tags: ['Konto'],
        summary: 'Logga ut (återkallar sessionen)',
        security: [{ bearerAuth: [] }],
        response: { 204: z.null(), 401: errorResponse },
      },
    },
    async (request, reply) => {
      await service.logout(db, sessions, request.sessionToken);
      return reply.status(204).send(null);
    },
  );
};
