import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { findingKeyParams, findingSchema, insightsSummarySchema, type Finding } from '../../shared/assistant';
import { pagingQuery } from '../../shared/validation';
import type { CachedPage, ListCache, OriginHeader } from '../cache/list-cache';
import { todayBy, type Clock } from '../clock';
import type { Database } from '../db/client';
import { sendPage } from '../http/compression';
import { errorResponse } from '../http/openapi';
import { dismissFinding, listFindings, summaryOf } from './insights';

const security = [{ bearerAuth: [] }];
const tags = ['Assistenten'];

/** ASSISTANT.md decision 2: Fakturakontroll, for those who bill. */
export const insightsRoutes: FastifyPluginAsyncZod<{ db: Database; lists: ListCache; clock: Clock }> = async (app, { db, lists, clock }) => {
  /** Every finding of the day, read once per workshop and day until the workshop's next write. */
  const findingsOf = async (organisationId: string, today: string, reply?: OriginHeader): Promise<Finding[]> => {
    const cached = (await lists.read(
      organisationId,
      `insights|${today}`,
      async () => {
        const findings = await listFindings(db, organisationId, today);
        return Object.assign({ json: JSON.stringify(findings), total: findings.length }, { findings });
      },
      reply,
    )) as CachedPage & { findings?: Finding[] };
    return cached.findings ?? (JSON.parse(cached.json) as Finding[]);
  };

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
      const findings = await findingsOf(request.user.organisationId, todayBy(clock), reply);
      const offset = request.query.offset ?? 0;
      const page = findings.slice(offset, offset + (request.query.limit ?? 100));
      return sendPage(request, reply, { json: JSON.stringify(page), total: findings.length });
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
        response: { 200: insightsSummarySchema },
      },
    },
    async (request, reply) => summaryOf(await findingsOf(request.user.organisationId, todayBy(clock), reply)),
  );

  app.post(
    '/insights/:key/dismiss',
    {
      config: { access: 'office' },
      schema: {
        tags,
        summary: 'Avfärda ett fynd',
        description: 'Fyndet visas inte igen, och avfärdandet blir en händelse i historiken (entity finding). 404 för en nyckel som inte är ett aktuellt fynd.',
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
