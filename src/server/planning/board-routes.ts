import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { bookingInputSchema, planningQuery, planningSchema, serviceBookedSchema } from '../../shared/planning';
import { todayBy, type Clock } from '../clock';
import type { MailLimits } from '../config';
import type { ListCache } from '../cache/list-cache';
import type { Database } from '../db/client';
import { sendKept } from '../http/compression';
import { requireId } from '../http/ids';
import { errorResponse } from '../http/openapi';
import { bookServiceDue } from './book-service-due';
import { planningBoard } from './board';
import { serviceIntervalNotFound } from './errors';

const tags = ['Planering'];
const security = [{ bearerAuth: [] }];

/** The planning board and booking a due service from its tray (PLANNING.md decision 3). */
export const boardRoutes: FastifyPluginAsyncZod<{
  db: Database;
  lists: ListCache;
  clock: Clock;
  mailLimits: MailLimits;
}> = async (app, { db, lists, clock, mailLimits }) => {
  app.get(
    '/planning',
    {
      config: { access: 'member' },
      schema: {
        tags,
        summary: 'Planeringstavlan',
        description:
          'from och to (datum, båda med, högst 31 dagar); view members (rad per mekaniker) eller bays (rad per plats). Bokningar med arbetsorder, frånvaro, helgdagar, öppettider, ej bokade arbetsordrar (nyaste först, högst 100) och service att boka inom 30 dagar.',
        security,
        querystring: planningQuery,
        response: { 200: planningSchema, 400: errorResponse },
      },
    },
    async (request, reply) => {
      const { organisationId } = request.user;
      const { from, to, view } = request.query;
      const today = todayBy(clock);
      // The whole office and every mechanic's phone read the board again after each change (the
      // stream): kept until the workshop's next write, like a list page; the tray's due services
      // depend on the day, so the day is in the key.
      const board = await lists.read(
        organisationId,
        `planning|${from}|${to}|${view}|${today}`,
        async () => ({ json: JSON.stringify(await planningBoard(db, organisationId, request.query, today)), total: 0 }),
        reply,
      );
      return sendKept(request, reply, board);
    },
  );

  app.post(
    '/service-due/:intervalId/book',
    {
      config: { access: 'office' },
      schema: {
        tags,
        summary: 'Boka en service som är dags',
        description:
          'Skapar arbetsordern för serviceintervallet (som Skapa arbetsorder) och bokar den i ett steg; samma fält som PUT /workorders/{id}/booking utom version. 409 när en öppen arbetsorder redan utför servicen (boka den i stället).',
        security,
        params: z.object({ intervalId: z.string() }),
        body: bookingInputSchema,
        response: { 201: serviceBookedSchema, 400: errorResponse, 404: errorResponse, 409: errorResponse },
      },
    },
    async (request, reply) => {
      const intervalId = requireId(request.params.intervalId, serviceIntervalNotFound);
      return reply
        .status(201)
        .send(await bookServiceDue(db, request.user, intervalId, request.body, { mailLimits, now: clock() }));
    },
  );
};
