import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { customerSchema } from '../../shared/customers';
import { INVOICE_STATUSES } from '../../shared/invoices';
import { machineSchema, meterReadingSchema } from '../../shared/machines';
import { serviceIntervalSchema } from '../../shared/service-plans';
import { messages } from '../../shared/messages';
import { workOrderSchema } from '../../shared/work-orders';
import { todayBy, type Clock } from '../clock';
import type { Database } from '../db/client';
import { requireId } from '../http/ids';
import { errorResponse, idParams } from '../http/openapi';
import type { LastDoneQuery } from '../service-plans/last-done';
import { machineHistory } from './service';
import { loadServiceBook, type ServiceBook } from './service-book';

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
          status: z.enum(INVOICE_STATUSES),
          creditForInvoiceId: z.string().nullable(),
          creditedByInvoiceId: z.string().nullable(),
        }),
      ),
    }),
  ),
  meterReadings: z.array(meterReadingSchema),
  servicePlan: z.array(serviceIntervalSchema),
});

/** Lays the service book out as a PDF; app.ts hands the work to the PDF threads. */
export type RenderServiceBookPdf = (book: ServiceBook) => Promise<Buffer>;

export const serviceHistoryRoutes: FastifyPluginAsyncZod<{ db: Database; clock: Clock; lastDone: LastDoneQuery; renderPdf: RenderServiceBookPdf }> = async (
  app,
  { db, clock, lastDone, renderPdf },
) => {
  const contextNow = () => ({ lastDone, today: todayBy(clock) });

  app.get(
    '/machines/:id/history',
    {
      schema: {
        tags,
        summary: 'Maskinens historik',
        description: 'Maskinen, dess ägare, arbetsordrarna på maskinen (nyaste först) med sina fakturor, mätaravläsningarna och serviceplanen.',
        security,
        params: idParams,
        response: { 200: historySchema, 404: errorResponse },
      },
    },
    async (request) => machineHistory(db, request.user.organisationId, requireId(request.params.id, messages.machineNotFound), contextNow()),
  );

  app.get(
    '/machines/:id/service-book',
    {
      schema: {
        tags,
        summary: 'Maskinens servicebok som PDF',
        security,
        params: idParams,
        response: { 200: { description: 'Serviceboken (A4)', content: { 'application/pdf': { schema: z.any() } } }, 404: errorResponse },
      },
    },
    async (request, reply) => {
      const id = requireId(request.params.id, messages.machineNotFound);
      const pdf = await renderPdf(await loadServiceBook(db, request.user.organisationId, id, contextNow()));
      return reply
        .header('Content-Type', 'application/pdf')
        .header('Content-Disposition', `attachment; filename="servicebok-${id}.pdf"`)
        .header('Cache-Control', 'no-store')
        .send(pdf);
    },
  );
};
