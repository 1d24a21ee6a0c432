import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { messages } from '../../shared/messages';
import { searchResultSchema } from '../../shared/search';
import type { Database } from '../db/client';
import { errorResponse } from '../http/openapi';
import { searchEverything } from './service';

export const searchRoutes: FastifyPluginAsyncZod<{ db: Database }> = async (app, { db }) => {
  app.get(
    '/search',
    {
      config: { access: 'member' },
      schema: {
        tags: ['Sök'],
        summary: 'Sök kunder, maskiner, arbetsordrar och fakturor',
        description:
          'Högst fem av varje: kunder och maskiner som i sina listor (q), arbetsordrar på nummer, fakturor på nummer eller OCR-nummer (med eller utan mellanslag).',
        security: [{ bearerAuth: [] }],
        querystring: z.object({
          q: z.string({ error: messages.searchTooLong }).max(100, messages.searchTooLong),
        }),
        response: { 200: searchResultSchema, 400: errorResponse },
      },
    },
    async (request) =>
      searchEverything(db, request.user.organisationId, request.query.q, request.user.role !== 'mechanic'),
  );
};
