import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { customerSchema } from '../../shared/customers';
import { INVOICE_STATUSES } from '../../shared/invoices';
import {
  HISTORY_PAGE_SIZE,
  HISTORY_READINGS,
  MAX_HISTORY_PAGE_SIZE,
  machineSchema,
  meterReadingSchema,
} from '../../shared/machines';
import { serviceIntervalSchema } from '../../shared/service-plans';
import { messages } from '../../shared/messages';
import { workOrderSchema } from '../../shared/work-orders';
import { todayBy, type Clock } from '../clock';
import type { Database } from '../db/client';
import { requireId } from '../http/ids';
import { errorResponse, idParams } from '../http/openapi';
import { machineHistory } from './service';
import { loadServiceBook, type ServiceBook } from './service-book';
import { machineNotFound } from '../machines/errors';

const security = [{ bearerAuth: [] }];
const tags = ['Maskiner'];

const historySchema = z.object({
  machine: machineSchema,
  customer: customerSchema,
  workOrders: z.array(
    workOrderSchema.extend({
      invoices: z.array(
        z.object({
          id: z.string(),
          invoiceNumber: z.string(),
          total: z.number(),
          amountToPay: z.number(),
          status: z.enum(INVOICE_STATUSES),
          creditForInvoiceId: z.string().nullable(),
          creditedByInvoiceId: z.string().nullable(),
        }),
      ),
    }),
  ),
  workOrderTotal: z.number(),
  meterReadings: z.array(meterReadingSchema),
  meterReadingTotal: z.number(),
  servicePlan: z.array(serviceIntervalSchema),
});

const historyQuery = z.object({
  limit: z.coerce
    .number({ error: messages.invalidPaging })
    .int(messages.invalidPaging)
    .min(1, messages.invalidPaging)
    .max(MAX_HISTORY_PAGE_SIZE, messages.invalidPaging)
    .default(HISTORY_PAGE_SIZE),
  offset: z.coerce
    .number({ error: messages.invalidPaging })
    .int(messages.invalidPaging)
    .min(0, messages.invalidPaging)
    .max(1_000_000, messages.invalidPaging)
    .default(0),
});

/** Lays the service book out as a PDF; app.ts hands the work to the PDF threads. */
export type RenderServiceBookPdf = (book: ServiceBook, organisationId: string) => Promise<Buffer>;

export const serviceHistoryRoutes: FastifyPluginAsyncZod<{
  db: Database;
  clock: Clock;
  renderPdf: RenderServiceBookPdf;
}> = async (app, { db, clock, renderPdf }) => {
  const contextNow = () => ({ today: todayBy(clock) });

  app.get(
    '/machines/:id/history',
    {
      config: { access: 'member' },
      schema: {
        tags,
        summary: 'Maskinens historik',
        description: `Maskinen, dess ägare, en sida av arbetsordrarna på maskinen (nyaste först, limit högst ${MAX_HISTORY_PAGE_SIZE}, förvalt ${HISTORY_PAGE_SIZE}) med sina fakturor, de ${HISTORY_READINGS} senaste mätaravläsningarna och serviceplanen. workOrderTotal och X-Total-Count: alla arbetsordrar på maskinen.`,
        security,
        params: idParams,
        querystring: historyQuery,
        response: { 200: historySchema, 400: errorResponse, 404: errorResponse },
      },
    },
    async (request, reply) => {
      const history = await machineHistory(
        db,
        request.user.organisationId,
        requireId(request.params.id, machineNotFound),
        contextNow(),
        request.query,
        request.user.role !== 'mechanic',
      );
      return reply.header('X-Total-Count', String(history.workOrderTotal)).send(history);
    },
  );

  app.get(
    '/machines/:id/service-book',
    {
      config: { access: 'member' },
      schema: {
        tags,
        summary: 'Maskinens servicebok som PDF',
        security,
        params: idParams,
        response: {
          200: { description: 'Serviceboken (A4)', content: { 'application/pdf': { schema: z.any() } } },
          404: errorResponse,
        },
      },
    },
    async (request, reply) => {
      const id = requireId(request.params.id, machineNotFound);
      const pdf = await renderPdf(
        await loadServiceBook(db, request.user.organisationId, id, contextNow(), request.user.role !== 'mechanic'),
        request.user.organisationId,
      );
      return reply
        .header('Content-Type', 'application/pdf')
        .header('Content-Disposition', `attachment; filename="servicebok-${id}.pdf"`)
        .header('Cache-Control', 'no-store')
        .send(pdf);
    },
  );
};
