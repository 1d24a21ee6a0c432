import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { bookingInputSchema, planningQuery, planningSchema, serviceBookedSchema } from '../../shared/planning';
import { todayBy, type Clock } from '../clock';
import type { MailLimits } from '../config';
import type { Database } from '../db/client';
import { requireId } from '../http/ids';
import { errorResponse } from '../http/openapi';
import { bookServiceDue } from './book-service-due';
import { planningBoard } from './board';
import { serviceIntervalNotFound } from './errors';

const tags = ['Planering'];
const security = [{ bearerAuth: [] }];

/** The planning board and booking a due service from its tray (PLANNING.md decision 3). */
export const boardRoutes: FastifyPluginAsyncZod<{ db: Database; clock: Clock; mailLimits: MailLimits }> = async (
  app,
  { db, clock, mailLimits },
) => {
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
    async (request) => planningBoard(db, request.user.organisationId, request.query, todayBy(clock)),
  );

  app.post(
    '/service-due/:intervalId/book',
    {
      config: { access: 'office' },
      schema: {
        tags,
        summary: 'Boka en service som är dags',
        description:
          'Skapar arbetsordern för serviceintervallet (som Skapa arbetsorder) och bokar den i ett steg; samma fält som PUT /workorders/{id}/booking utom version.',
        security,
        params: z.object({ intervalId: z.string() }),
        body: bookingInputSchema,
        response: { 201: serviceBookedSchema, 400: errorResponse, 404: errorResponse },
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
