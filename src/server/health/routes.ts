import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { messages } from '../../shared/messages';
import { pingDatabase, type Database } from '../db/client';

export const healthRoutes: FastifyPluginAsyncZod<{ db: Database }> = async (app, { db }) => {
  app.get(
    '/health',
    {
      config: { access: 'public' },
      schema: {
        tags: ['Drift'],
        summary: 'Svarar när servern och databasen svarar',
        response: {
          200: z.object({ status: z.literal('ok') }),
          503: z.object({ status: z.literal('error'), message: z.string() }),
        },
      },
    },
    async (request, reply) => {
      try {
        await pingDatabase(db);
        return { status: 'ok' as const };
      } catch (error) {
        request.log.error({ err: error }, 'database ping failed');
        return reply.status(503).send({ status: 'error' as const, message: messages.databaseUnavailable });
      }
    },
  );
};
