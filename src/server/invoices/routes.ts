import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { invoiceInputSchema, invoiceSchema } from '../../shared/invoices';
import { creditRequestOf, creditRequestSchema } from '../../shared/credit';
import { invoiceDraftSchema } from '../../shared/time';
import { optionalIsoDate, pagingQuery } from '../../shared/validation';
import { todayBy, type Clock } from '../clock';
import type { Database } from '../db/client';
import { requireId } from '../http/ids';
import { attachment } from '../http/attachment';
import { sendPage } from '../http/compression';
import type { ListCache } from '../cache/list-cache';
import { errorResponse, idParams } from '../http/openapi';
import { nextInvoiceNumber } from './numbers';
import { loadInvoiceDocument, type RenderInvoicePdf } from './document';
import * as service from './service';
import { invoiceDraft } from './draft';
import { invoiceNotFound } from './errors';
import { workOrderNotFound } from '../work-orders/errors';
import { customerNotFound } from '../customers/errors';

const security = [{ bearerAuth: [] }];
const tags = ['Fakturor'];

export const invoiceRoutes: FastifyPluginAsyncZod<{
  db: Database;
  lists: ListCache;
  clock: Clock;
  renderPdf: RenderInvoicePdf;
}> = async (app, { db, lists, clock, renderPdf }) => {
  app.get(
    '/invoice',
    {
      config: { access: 'office' },
      schema: {
        tags,
        summary: 'Fakturor, nyaste först',
        description:
          'status: pending, paid eller overdue. En obetald faktura efter förfallodagen räknas som overdue. customerId visar en kunds fakturor, workOrderId en arbetsorders. Totalt antal i X-Total-Count.',
        security,
        querystring: z.object({
          status: z.string().max(50).optional(),
          customerId: z.string().max(100).optional(),
          workOrderId: z.string().max(100).optional(),
          ...pagingQuery,
        }),
        response: { 200: z.array(invoiceSchema), 400: errorResponse, 401: errorResponse },
      },
    },
    async (request, reply) => {
      const { organisationId } = request.user;
      const { status, customerId, workOrderId, limit, offset } = request.query;
      // Overdue depends on the day, so the day is part of the page's identity.
      const today = todayBy(clock);
      const key = `invoice|${today}|${status}|${customerId}|${workOrderId}|${limit}|${offset}`;
      const page = await lists.read(
        organisationId,
        key,
        () => service.listInvoices(db, organisationId, today, request.query),
        reply,
      );
      return sendPage(request, reply, page);
    },
  );

  app.get(
    '/invoice/next-number',
    {
      config: { access: 'office' },
      schema: {
        tags,
        summary: 'Numret och förfallodatumet nästa faktura får',
        description:
          'Fakturanummer är en löpande serie per månad, F{ÅÅÅÅ}{MM}{NNNN} från 1000. Tas numret av någon annan först får fakturan nästa. Förfallodatumet följer kundens betalningsvillkor (customerId), annars företagets, räknat från invoiceDate (i dag om det utelämnas).',
        security,
        querystring: z.object({ customerId: z.string().max(100).optional(), invoiceDate: optionalIsoDate }),
        response: {
          200: z.object({ invoiceNumber: z.string(), dueDate: z.string() }),
          400: errorResponse,
          401: errorResponse,
          404: errorResponse,
        },
      },
    },
    async (request) => {
      const invoiceDate = request.query.invoiceDate ?? todayBy(clock);
      const organisationId = request.user.organisationId;
      const customerId = request.query.customerId ? requireId(request.query.customerId, customerNotFound) : null;
      return {
        invoiceNumber: await nextInvoiceNumber(db, organisationId, invoiceDate),
        dueDate: await service.defaultDueDate(db, organisationId, invoiceDate, customerId),
      };
    },
  );

  app.get(
    '/invoice/:id',
    {
      config: { access: 'office' },
      schema: {
        tags,
        summary: 'En faktura',
        security,
        params: idParams,
        response: { 200: invoiceSchema, 401: errorResponse, 404: errorResponse },
      },
    },
    async (request) =>
      service.getInvoice(
        db,
        request.user.organisationId,
        requireId(request.params.id, invoiceNotFound),
        todayBy(clock),
      ),
  );

  app.post(
    '/invoice',
    {
      config: { access: 'office' },
      schema: {
        tags,
        summary: 'Skapa en faktura',
        description:
          'Servern räknar ut total (summa av antal × pris plus 25 % moms, avrundat till öre). Utan fakturanummer skapas F{ÅÅÅÅ}{MM}{NNNN}. invoiceDate är i dag om det utelämnas; 400 om det är senare än i dag eller före den senast utfärdade fakturans datum (numren följer datumen), och om dueDate är före det.',
        security,
        body: invoiceInputSchema,
        response: { 201: invoiceSchema, 400: errorResponse, 404: errorResponse, 409: errorResponse },
      },
    },
    async (request, reply) =>
      reply.status(201).send(await service.createInvoice(db, request.user, request.body, todayBy(clock))),
  );

  app.put(
    '/invoice/:id',
    {
      config: { access: 'office' },
      schema: {
        tags,
        summary: 'Ändra en faktura',
        description:
          'En betald faktura eller en kreditfaktura kan bara få ny status, betaldatum och anteckning. invoiceDate kan inte ändras (409); dueDate före fakturadatumet ger 400.',
        security,
        params: idParams,
        body: invoiceInputSchema,
        response: { 200: invoiceSchema, 400: errorResponse, 404: errorResponse, 409: errorResponse },
      },
    },
    async (request) =>
      service.updateInvoice(
        db,
        request.user,
        requireId(request.params.id, invoiceNotFound),
        request.body,
        todayBy(clock),
      ),
  );

  app.delete(
    '/invoice/:id',
    {
      config: { access: 'office' },
      schema: {
        tags,
        summary: 'Ta bort en faktura',
        security,
        params: idParams,
        response: { 204: z.null(), 404: errorResponse, 409: errorResponse },
      },
    },
    async (request, reply) => {
      await service.deleteInvoice(db, request.user, requireId(request.params.id, invoiceNotFound));
      return reply.status(204).send(null);
    },
  );

  app.post(
    '/invoice/:id/credit',
    {
      config: { access: 'office' },
      schema: {
        tags,
        summary: 'Skapa en kreditfaktura för fakturan',
        description:
          'Utan kropp, eller `{ "whole": true }`: hela återstående beloppet. `{ "lines": [{ "lineId", "quantity" }] }`: valda rader och antal (högst det som är kvar av raden). `{ "amount": "500,00" }`: ett belopp inklusive moms. Aldrig mer än vad som är kvar att kreditera (409).',
        security,
        params: idParams,
        body: creditRequestSchema.optional(),
        response: { 201: invoiceSchema, 400: errorResponse, 404: errorResponse, 409: errorResponse },
      },
    },
    async (request, reply) =>
      reply
        .status(201)
        .send(
          await service.creditInvoice(
            db,
            request.user,
            requireId(request.params.id, invoiceNotFound),
            creditRequestOf(request.body ?? {}),
            todayBy(clock),
          ),
        ),
  );

  app.get(
    '/workorders/:id/invoice-draft',
    {
      config: { access: 'office' },
      schema: {
        tags,
        summary: 'Förslag på fakturarader för en arbetsorder',
        description:
          'Arbetsorderns material till sina à-priser, sedan en rad per pris med summan av den debiterbara tid och körsträcka som inte är fakturerad (source material eller time). Fast pris från en godkänd offert: materialet och det planerade arbetet i stället för tiden. approvedAmount, limitAmount och limitKind (consumer-estimate: konsumenttjänstlagen 36 §, ceiling: takpris) säger vad en faktura får gå upp till utan override.',
        security,
        params: idParams,
        response: { 200: invoiceDraftSchema, 403: errorResponse, 404: errorResponse },
      },
    },
    async (request) => invoiceDraft(db, request.user.organisationId, requireId(request.params.id, workOrderNotFound)),
  );

  app.get(
    '/invoice/:id/pdf',
    {
      config: { access: 'office' },
      schema: {
        tags,
        summary: 'Fakturan som PDF',
        description: 'Filen heter faktura-{fakturanummer}.pdf.',
        security,
        params: idParams,
        response: {
          200: { description: 'Fakturan som PDF (A4)', content: { 'application/pdf': { schema: z.any() } } },
          404: errorResponse,
        },
      },
    },
    async (request, reply) => {
      const id = requireId(request.params.id, invoiceNotFound);
      const document = await loadInvoiceDocument(db, request.user.organisationId, id);
      const pdf = await renderPdf(document, request.user.organisationId);
      return reply
        .header('Content-Type', 'application/pdf')
        .header('Content-Disposition', attachment(`faktura-${document.number}.pdf`))
        .header('Cache-Control', 'no-store')
        .send(pdf);
    },
  );
};
