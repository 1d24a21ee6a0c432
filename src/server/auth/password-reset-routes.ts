import { setTimeout } from 'node:timers/promises';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { messages } from '../../shared/messages';
import { passwordResetRequestSchema, passwordResetSchema } from '../../shared/team';
import type { SessionCache } from '../cache/session-cache';
import type { Database } from '../db/client';
import { tooManyResets } from './errors';
import { errorResponse } from '../http/openapi';
import { requestPasswordReset, resetPassword } from './password-reset';
import { RateLimit } from './rate-limit';

/** How long every reset request takes to answer: well above the work for a known address (about 15 ms). */
export const RESET_ANSWER_MS = 250;

export interface PasswordResetRoutesOptions {
  db: Database;
  sessions: SessionCache;
  publicUrl: string;
  maxPerMinute: number;
  mailQueued: () => void;
}

/** "Glömt lösenordet?" (docs/team.md decision 3): public, throttled, the same answer for every address. */
export const passwordResetRoutes: FastifyPluginAsyncZod<PasswordResetRoutesOptions> = async (
  app,
  { db, sessions, publicUrl, maxPerMinute, mailQueued },
) => {
  const attempts = new RateLimit(db, maxPerMinute);

  app.post(
    '/auth/password-reset',
    {
      config: { access: 'public' },
      schema: {
        tags: ['Konto'],
        summary: 'Skicka en länk för att återställa lösenordet',
        description: 'Samma svar oavsett om adressen har ett konto. Länken gäller i en timme och kan användas en gång.',
        body: passwordResetRequestSchema,
        response: { 202: z.object({ message: z.string() }), 400: errorResponse, 429: errorResponse },
      },
    },
    async (request, reply) => {
      const started = performance.now();
      // Per address and per e-mail: neither many addresses for one account nor one address for many accounts.
      const [isIpOver, isEmailOver] = await Promise.all([
        attempts.hit(`reset-ip:${request.ip}`),
        attempts.hit(`reset-email:${request.body.email}`),
      ]);
      if (isIpOver || isEmailOver) throw tooManyResets();
      if (await requestPasswordReset(db, publicUrl, request.body.email)) mailQueued();
      // A known address stores a token and queues a mail; an unknown one does neither. Both answer after
      // the same time, so that the answer's speed does not tell which addresses have an account.
      await setTimeout(Math.max(0, RESET_ANSWER_MS - (performance.now() - started)));
      return reply.status(202).send({ message: messages.resetRequested });
    },
  );

  app.post(
    '/auth/password-reset/:token',
    {
      config: { access: 'public' },
      schema: {
        tags: ['Konto'],
        summary: 'Välj ett nytt lösenord',
        description: 'Loggar ut personen överallt. 404 om länken är okänd, använd eller för gammal.',
        params: z.object({ token: z.string().max(200) }),
        body: passwordResetSchema,
        response: { 204: z.null(), 400: errorResponse, 404: errorResponse, 429: errorResponse },
      },
    },
    async (request, reply) => {
      if (await attempts.hit(`reset-ip:${request.ip}`)) throw tooManyResets();
      await resetPassword(db, sessions, request.params.token, request.body.password);
      return reply.status(204).send(null);
    },
  );
};
