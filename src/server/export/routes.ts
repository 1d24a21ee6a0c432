import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { isDateInRange, isIsoDate } from '../../shared/dates';
import { messages } from '../../shared/messages';
import { todayBy, type Clock } from '../clock';
import type { Database } from '../db/client';
import { badRequest } from '../http/errors';
import { errorResponse } from '../http/openapi';
import { encodeCp437 } from './cp437';
import { sieForPeriod } from './service';

const periodQuery = z.object({ from: z.string({ error: messages.periodInvalid }), to: z.string({ error: messages.periodInvalid }) });

const isPeriodDate = (value: string) => isIsoDate(value) && isDateInRange(value);

export const exportRoutes: FastifyPluginAsyncZod<{ db: Database; clock: Clock }> = async (app, { db, clock }) => {
  app.get(
    '/export/sie',
    {
      config: { access: 'office' },
      schema: {
        tags: ['Bokföring'],
        summary: 'SIE 4I-fil med fakturor, kreditfakturor och betalningar i perioden',
        description: 'Teckentabell 437 (PC8), CRLF. Importeras i Fortnox och Visma.',
        security: [{ bearerAuth: [] }],
        querystring: periodQuery,
        response: { 200: { description: 'SIE 4I-filen', content: { 'text/plain': { schema: z.any() } } }, 400: errorResponse },
      },
    },
    async (request, reply) => {
      const { from, to } = request.query;
      if (!isPeriodDate(from) || !isPeriodDate(to) || from > to || Number(to.slice(0, 4)) - Number(from.slice(0, 4)) > 10) {
        throw badRequest(messages.periodInvalid, [{ field: 'from', message: messages.periodInvalid }]);
      }
      const text = await sieForPeriod(db, request.user.organisationId, { from, to }, todayBy(clock));
      return reply
        .header('Content-Type', 'text/plain; charset=IBM437')
        .header('Content-Disposition', `attachment; filename="verkstan-${from}-${to}.si"`)
        .header('Cache-Control', 'no-store')
        .send(encodeCp437(text));
    },
  );
};
