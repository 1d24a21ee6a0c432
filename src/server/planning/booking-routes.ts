import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { bookedSchema, bookingInputSchema, bookingSchema } from '../../shared/planning';
import type { Clock } from '../clock';
import type { MailLimits } from '../config';
import type { Database } from '../db/client';
import { requireId } from '../http/ids';
import { errorResponse, idParams } from '../http/openapi';
import { workOrderNotFound } from '../work-orders/errors';
import { bookWorkOrder, unbookWorkOrder } from './bookings';
import { bookingChanged } from './errors';

const tags = ['Planering'];
const security = [{ bearerAuth: [] }];

/** 409 on a stale `version`: the refusal and the booking as it is now, to show instead (PLANNING.md decision 7). */
export const bookingChangedResponse = errorResponse.extend({ booking: bookingSchema.nullable().optional() });

/** Booking a work order and taking the booking away (PLANNING.md, API contract). */
export const bookingRoutes: FastifyPluginAsyncZod<{ db: Database; clock: Clock; mailLimits: MailLimits }> = async (
  app,
  { db, clock, mailLimits },
) => {
  app.put(
    '/workorders/:id/booking',
    {
      config: { access: 'office' },
      schema: {
        tags,
        summary: 'Boka eller flytta en arbetsorder',
        description:
          'start och end i hela kvartar, svensk tid (2026-03-30T07:00). assigneeIds ersätter arbetsorderns mekaniker; bayId en plats eller onSite (ute hos kund, adressen som standard kundens). Med version sparas bokningen bara om den är oförändrad sedan den lästes (0: ej bokad); annars 409 med bokningen som den är nu. 409 också för en avslutad, fakturerad eller avbruten arbetsorder. Bokningen sparas även när den krockar, med varningar.',
        security,
        params: idParams,
        body: bookingInputSchema,
        response: { 200: bookedSchema, 400: errorResponse, 404: errorResponse, 409: bookingChangedResponse },
      },
    },
    async (request, reply) => {
      const id = requireId(request.params.id, workOrderNotFound);
      const outcome = await bookWorkOrder(db, request.user, id, request.body, { mailLimits, now: clock() });
      if (outcome.kind === 'changed') {
        const { code, message } = bookingChanged();
        return reply.status(409).send({ code, message, booking: outcome.current });
      }
      return { ...outcome.booking, warnings: outcome.warnings };
    },
  );

  app.delete(
    '/workorders/:id/booking',
    {
      config: { access: 'office' },
      schema: {
        tags,
        summary: 'Ta bort bokningen',
        description:
          'Arbetsordern blir ej bokad igen. 404 när den inte är bokad; 409 när den är avslutad eller fakturerad (bokningen är historik).',
        security,
        params: idParams,
        response: { 204: z.null(), 404: errorResponse, 409: errorResponse },
      },
    },
    async (request, reply) => {
      await unbookWorkOrder(db, request.user, requireId(request.params.id, workOrderNotFound));
      return reply.status(204).send(null);
    },
  );
};
