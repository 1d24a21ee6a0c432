import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  timeEntryInputSchema,
  timeEntrySchema,
  timerStartInputSchema,
  timerStopInputSchema,
  timeReportSchema,
} from '../../shared/time';
import {
  isReportPeriod,
  optionalIsoDate,
  pagingQuery,
  reportPeriod,
  reportPeriodProblem,
} from '../../shared/validation';
import type { Clock } from '../clock';
import type { Database } from '../db/client';
import { requireId } from '../http/ids';
import { errorResponse, idParams } from '../http/openapi';
import { timeReport, timeReportCsv } from './report';
import * as service from './service';
import { timeEntryNotFound } from './errors';
import { workOrderNotFound } from '../work-orders/errors';

const tags = ['Tid'];
const security = [{ bearerAuth: [] }];
const DEFAULT_PAGE_SIZE = 100;
const optionalUuid = z.string().max(100).optional();

/** Timers and time entries (docs/team.md decision 7). */
export const timeRoutes: FastifyPluginAsyncZod<{ db: Database; clock: Clock }> = async (app, { db, clock }) => {
  app.post(
    '/workorders/:id/timer',
    {
      config: { access: 'member' },
      schema: {
        tags,
        summary: 'Starta timern på en arbetsorder',
        description:
          'Den som anropar får en timer på arbetsordern, på det förvalda timpriset; en timer som redan går stoppas först. startedAt är enhetens tid för en start gjord offline (högst 5 minuter fram, högst 7 dagar bakåt); utan den nu. Kroppen kan utelämnas.',
        security,
        params: idParams,
        body: timerStartInputSchema,
        response: { 201: timeEntrySchema, 400: errorResponse, 404: errorResponse, 409: errorResponse },
      },
    },
    async (request, reply) => {
      const id = requireId(request.params.id, workOrderNotFound);
      const entry = await service.startTimer(db, request.user, id, clock(), request.body?.startedAt);
      return reply.status(201).send(entry);
    },
  );

  app.delete(
    '/timer',
    {
      config: { access: 'member' },
      schema: {
        tags,
        summary: 'Stoppa timern',
        description:
          'Tiden avrundas uppåt till närmaste kvart. at är enhetens tid för ett stopp gjort offline (högst 5 minuter fram, högst 7 dagar bakåt); utan den nu. Kroppen kan utelämnas. 404 när ingen timer går, 409 när timern som går startades efter at.',
        security,
        body: timerStopInputSchema,
        response: { 200: timeEntrySchema, 400: errorResponse, 404: errorResponse, 409: errorResponse },
      },
    },
    async (request) => service.stopTimer(db, request.user, clock(), request.body?.at),
  );

  app.get(
    '/timer',
    {
      config: { access: 'member' },
      schema: {
        tags,
        summary: 'Min timer som går',
        description: '204 när ingen går.',
        security,
        response: { 200: timeEntrySchema, 204: z.null() },
      },
    },
    async (request, reply) => {
      const running = await service.runningTimer(db, request.user, clock());
      return running ? running : reply.status(204).send(null);
    },
  );

  app.get(
    '/time',
    {
      config: { access: 'member' },
      schema: {
        tags,
        summary: 'Tidsposter, nyaste först',
        description:
          'from/to (datum), userId och workOrderId filtrerar; en mekaniker ser bara sin egen tid. Totalt antal i X-Total-Count.',
        security,
        querystring: z.object({
          from: optionalIsoDate,
          to: optionalIsoDate,
          userId: optionalUuid,
          workOrderId: optionalUuid,
          ...pagingQuery,
        }),
        response: { 200: z.array(timeEntrySchema), 400: errorResponse },
      },
    },
    async (request, reply) => {
      const { from, to, userId, workOrderId, limit = DEFAULT_PAGE_SIZE, offset = 0 } = request.query;
      const isId = (value: string | undefined) => value === undefined || z.uuid().safeParse(value).success;
      // Another workshop's id, or none that could be one, has no time here.
      if (!isId(userId) || !isId(workOrderId)) return reply.header('X-Total-Count', '0').send([]);
      const filter = {
        from: from ?? undefined,
        to: to ?? undefined,
        userId: userId?.toLowerCase(),
        workOrderId: workOrderId?.toLowerCase(),
      };
      const { items, total } = await service.listTime(db, request.user, filter, limit, offset, clock());
      return reply.header('X-Total-Count', String(total)).send(items);
    },
  );

  app.post(
    '/time',
    {
      config: { access: 'member' },
      schema: {
        tags,
        summary: 'Registrera tid eller körsträcka för hand',
        description:
          'hours i kvartar (0,25 …) på ett timpris eller kilometres (en decimal) på ett kilometerpris; utan rateId det förvalda timpriset. userId för någon annan: ägare och kontor. at är enhetens tid för en post gjord offline (högst 5 minuter fram, högst 7 dagar bakåt) och blir postens createdAt; vid ändring (PUT) läses den inte.',
        security,
        body: timeEntryInputSchema,
        response: { 201: timeEntrySchema, 400: errorResponse, 403: errorResponse, 404: errorResponse },
      },
    },
    async (request, reply) =>
      reply.status(201).send(await service.createEntry(db, request.user, request.body, clock())),
  );

  app.put(
    '/time/:id',
    {
      config: { access: 'member' },
      schema: {
        tags,
        summary: 'Ändra en tidspost',
        description:
          'Ägare och kontor ändrar allas, en mekaniker sina egna. Posten kan skickas tillbaka som GET gav den: hours eller kilometres null för det slag den inte är. 409 när posten är fakturerad eller timern går.',
        security,
        params: idParams,
        body: timeEntryInputSchema,
        response: {
          200: timeEntrySchema,
          400: errorResponse,
          403: errorResponse,
          404: errorResponse,
          409: errorResponse,
        },
      },
    },
    async (request) =>
      service.updateEntry(db, request.user, requireId(request.params.id, timeEntryNotFound), request.body, clock()),
  );

  app.delete(
    '/time/:id',
    {
      config: { access: 'member' },
      schema: {
        tags,
        summary: 'Ta bort en tidspost',
        description: 'Som ändring: 403 för någon annans (mekaniker), 409 när den är fakturerad.',
        security,
        params: idParams,
        response: { 204: z.null(), 403: errorResponse, 404: errorResponse, 409: errorResponse },
      },
    },
    async (request, reply) => {
      await service.deleteEntry(db, request.user, requireId(request.params.id, timeEntryNotFound), clock());
      return reply.status(204).send(null);
    },
  );

  app.get(
    '/time/report',
    {
      config: { access: 'office' },
      schema: {
        tags,
        summary: 'Tidrapport per person, dag och vecka',
        description:
          'Debiterbar och ej debiterbar tid på jobben och närvaro enligt personalliggaren (shift), per dag och ISO-vecka. Med Accept: text/csv en fil för lönen: UTF-8 med BOM, semikolon, decimalkomma.',
        security,
        querystring: z.object(reportPeriod).refine(isReportPeriod, reportPeriodProblem),
        response: {
          200: {
            description: 'Tidrapporten',
            content: { 'application/json': { schema: timeReportSchema }, 'text/csv': { schema: z.string() } },
          },
          400: errorResponse,
        },
      },
    },
    async (request, reply) => {
      const { from, to } = request.query;
      const report = await timeReport(db, request.user.organisationId, from, to);
      if (!request.headers.accept?.includes('text/csv')) return report;
      return reply
        .header('Content-Type', 'text/csv; charset=utf-8')
        .header('Content-Disposition', `attachment; filename="tidrapport-${from}-${to}.csv"`)
        .header('Cache-Control', 'no-store')
        .send(timeReportCsv(report));
    },
  );
};
