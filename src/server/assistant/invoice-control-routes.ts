import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  findingKeyParams,
  findingSchema,
  invoiceControlSummarySchema,
  type InvoiceControlSummary,
} from '../../shared/assistant';
import { pagingQuery } from '../../shared/validation';
import type { CachedPage, ListCache, OriginHeader } from '../cache/list-cache';
import { todayBy, type Clock } from '../clock';
import type { Database } from '../db/client';
import { sendPage } from '../http/compression';
import { errorResponse } from '../http/openapi';
import { dismissFinding, findingsPage } from './invoice-control';

const security = [{ bearerAuth: [] }];
const tags = ['Assistenten'];

/** ASSISTANT.md decision 2: Fakturakontroll, for those who bill. */
export const invoiceControlRoutes: FastifyPluginAsyncZod<{ db: Database; lists: ListCache; clock: Clock }> = async (
  app,
  { db, lists, clock },
) => {
  /** A page of the day's findings, read once per workshop, day and page until the workshop's next write. */
  const pageOf = (
    organisationId: string,
    today: string,
    limit: number,
    offset: number,
    reply?: OriginHeader,
  ): Promise<CachedPage> =>
    lists.read(
      organisationId,
      `invoice-control|${today}|${limit}|${offset}`,
      async () => {
        const page = await findingsPage(db, organisationId, today, limit, offset);
        return { json: JSON.stringify(page.findings), total: page.total };
      },
      reply,
    );

  app.get(
    '/insights',
    {
      config: { access: 'office' },
      schema: {
        tags,
        summary: 'Fakturakontroll',
        description:
          'Det verkstaden är på väg att förlora, störst belopp först: klara arbetsordrar utan faktura tre dagar efter utförandedagen (not-invoiced), material och debiterbar tid som fakturan inte tar betalt för (under-billed), artiklar sålda under snittkostnaden (below-cost), mätarställningar mer än 24 timmar per dygn över den förra (meter-jump) och maskiner med försenad service utan öppen arbetsorder (service-overdue). amount i kronor exkl. moms, null för mätarhopp och försenad service. Ett fynd försvinner av sig självt när orsaken är åtgärdad. Totalt antal i X-Total-Count.',
        security,
        querystring: z.object(pagingQuery),
        response: { 200: z.array(findingSchema), 400: errorResponse },
      },
    },
    async (request, reply) => {
      const page = await pageOf(
        request.user.organisationId,
        todayBy(clock),
        request.query.limit ?? 100,
        request.query.offset ?? 0,
        reply,
      );
      return sendPage(request, reply, page);
    },
  );

  app.get(
    '/insights/summary',
    {
      config: { access: 'office' },
      schema: {
        tags,
        summary: 'Fakturakontrollens antal fynd och belopp som står på spel',
        description: 'För översiktens kort: antal fynd och summan av deras belopp i kronor exkl. moms.',
        security,
        response: { 200: invoiceControlSummarySchema },
      },
    },
    async (request, reply) => {
      const { organisationId } = request.user;
      const today = todayBy(clock);
      // A page of none: the count and the sum, with no finding to put into words.
      const cached = await lists.read(
        organisationId,
        `invoice-control-summary|${today}`,
        async () => ({
          json: JSON.stringify((await findingsPage(db, organisationId, today, 0, 0)).summary),
          total: 1,
        }),
        reply,
      );
      return JSON.parse(cached.json) as InvoiceControlSummary;
    },
  );

  app.post(
    '/insights/:key/dismiss',
    {
      config: { access: 'office' },
      schema: {
        tags,
        summary: 'Avfärda ett fynd',
        description:
          'Fyndet visas inte igen, och avfärdandet blir en händelse i historiken (entity finding). 404 för en nyckel som inte är ett aktuellt fynd.',
        security,
        params: findingKeyParams,
        response: { 204: z.null(), 404: errorResponse },
      },
    },
    async (request, reply) => {
      await dismissFinding(db, request.user, request.params.key, todayBy(clock));
      return reply.code(204).send(null);
    },
  );
};
