import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { receivablesQuerySchema, receivablesSchema } from '../../../shared/receivables';
import type { ListCache } from '../../cache/list-cache';
import { todayBy, type Clock } from '../../clock';
import type { Database } from '../../db/client';
import { sendPage } from '../../http/compression';
import { errorResponse } from '../../http/openapi';
import { DEFAULT_PAGE_SIZE } from '../service';
import { receivablesPage } from './service';

const security = [{ bearerAuth: [] }];
const tags = ['Fakturor'];

/** GET /receivables: Kundreskontra, a sub-feature of invoices (docs/decisions/040). */
export const receivablesRoutes: FastifyPluginAsyncZod<{ db: Database; lists: ListCache; clock: Clock }> = async (
  app,
  { db, lists, clock },
) => {
  app.get(
    '/receivables',
    {
      config: { access: 'office' },
      schema: {
        tags,
        summary: 'Kundreskontra: vad kunderna är skyldiga en dag',
        description:
          'Varje faktura med ett saldo skilt från 0 per date (i dag om det utelämnas; fakturor utfärdade senast då, betalningar daterade senast då), utom kreditfakturor och krediterade fakturor, per kund och faktura, med dagar sen och åldersintervall. Överbetalda fakturor räknas negativt. Summorna gäller alla; kunderna (flest förfallna kronor först) sidvis med limit/offset, antalet i X-Total-Count.',
        security,
        querystring: receivablesQuerySchema,
        response: { 200: receivablesSchema, 400: errorResponse },
      },
    },
    async (request, reply) => {
      const { date = todayBy(clock), limit = DEFAULT_PAGE_SIZE, offset = 0 } = request.query;
      const { organisationId } = request.user;
      // Kept like the lists' pages (per workshop, day and page) and dropped on the workshop's next write.
      const page = await lists.read(
        organisationId,
        `receivables|${date}|${limit}|${offset}`,
        () => receivablesPage(db, organisationId, date, limit, offset),
        reply,
      );
      return sendPage(request, reply, page);
    },
  );
};
