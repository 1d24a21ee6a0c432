import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { approvalSchema, quoteSchema } from '../../shared/quote-shapes';
import { QUOTE_STATUSES, quoteInputSchema, quoteSendSchema, staffApprovalSchema } from '../../shared/quotes';
import { quoteTexts } from '../../shared/quote-texts';
import { pagingQuery } from '../../shared/validation';
import { todayBy } from '../clock';
import { isUuid, requireId } from '../http/ids';
import { errorResponse, idParams } from '../http/openapi';
import { quoteNotFound } from './errors';
import { quotePdf } from './pdf-route';
import { loadApprovalDocument } from './approval-document';
import { attachment } from '../http/attachment';
import { mailOptionsOf, sendQuote, type QuoteRouteOptions } from './sending';

export { publicQuoteRoutes } from './public-routes';
import { jobQuoteRoutes } from './job-routes';
import * as service from './service';
import { recordStaffApproval } from './staff-approval';

const tags = ['Offerter'];
const security = [{ bearerAuth: [] }];
const DEFAULT_PAGE_SIZE = 100;
const versionQuery = z.object({
  version: z.coerce
    .number({ error: 'Ange versionen som ett heltal.' })
    .int('Ange versionen som ett heltal.')
    .min(1, 'Ange versionen som ett heltal.')
    .max(100_000, 'Ange versionen som ett heltal.')
    .optional(),
});

/** Quotes as staff see and write them (QUOTES.md, API contract); the customer's link is public-routes.ts. */
export const quoteRoutes: FastifyPluginAsyncZod<QuoteRouteOptions> = async (app, options) => {
  const { db, clock } = options;
  const mail = mailOptionsOf(options);
  await app.register(jobQuoteRoutes, { db, clock });
  const idOf = (id: string) => requireId(id, quoteNotFound);

  app.get(
    '/quotes',
    {
      config: { access: 'member' },
      schema: {
        tags,
        summary: 'Offerter, nyaste först',
        description: 'status, customerId och workOrderId filtrerar. Totalt antal i X-Total-Count.',
        security,
        querystring: z.object({
          status: z.enum(QUOTE_STATUSES, { error: 'Okänd status.' }).optional(),
          customerId: z.string().max(100).optional(),
          workOrderId: z.string().max(100).optional(),
          ...pagingQuery,
        }),
        response: { 200: z.array(quoteSchema), 400: errorResponse },
      },
    },
    async (request, reply) => {
      const { status, customerId, workOrderId, limit = DEFAULT_PAGE_SIZE, offset = 0 } = request.query;
      // An id that cannot be one has no quotes here, in any workshop.
      if ((customerId && !isUuid(customerId)) || (workOrderId && !isUuid(workOrderId)))
        return reply.header('X-Total-Count', '0').send([]);
      const quotes = await service.listQuotes(
        db,
        request.user.organisationId,
        { status, customerId: customerId?.toLowerCase(), workOrderId: workOrderId?.toLowerCase() },
        todayBy(clock),
      );
      return reply.header('X-Total-Count', String(quotes.length)).send(quotes.slice(offset, offset + limit));
    },
  );

  app.post(
    '/quotes',
    {
      config: { access: 'office' },
      schema: {
        tags,
        summary: 'Ny offert (utkast)',
        security,
        body: quoteInputSchema,
        response: { 201: quoteSchema, 400: errorResponse, 404: errorResponse },
      },
    },
    async (request, reply) =>
      reply.status(201).send(await service.createQuote(db, request.user, request.body, todayBy(clock))),
  );

  app.get(
    '/quotes/:id',
    {
      config: { access: 'member' },
      schema: {
        tags,
        summary: 'En offert',
        description: 'Den senaste versionen; ?version=n för en tidigare.',
        security,
        params: idParams,
        querystring: versionQuery,
        response: { 200: quoteSchema, 400: errorResponse, 404: errorResponse },
      },
    },
    async (request) =>
      service.getQuote(db, request.user.organisationId, idOf(request.params.id), todayBy(clock), request.query.version),
  );

  app.put(
    '/quotes/:id',
    {
      config: { access: 'office' },
      schema: {
        tags,
        summary: 'Ändra en offert',
        description: `Ett utkast ändras; en skickad offert får en ny version. 409 när den är besvarad eller återkallad: "${quoteTexts.withdrawnOrAnswered}"`,
        security,
        params: idParams,
        body: quoteInputSchema,
        response: { 200: quoteSchema, 400: errorResponse, 404: errorResponse, 409: errorResponse },
      },
    },
    async (request) => service.updateQuote(db, request.user, idOf(request.params.id), request.body, todayBy(clock)),
  );

  app.delete(
    '/quotes/:id',
    {
      config: { access: 'office' },
      schema: {
        tags,
        summary: 'Ta bort ett utkast',
        description: 'Bara en offert som aldrig skickats; annars 409.',
        security,
        params: idParams,
        response: { 204: z.null(), 404: errorResponse, 409: errorResponse },
      },
    },
    async (request, reply) => {
      await service.deleteQuote(db, request.user, idOf(request.params.id));
      return reply.status(204).send(null);
    },
  );

  app.post(
    '/quotes/:id/withdraw',
    {
      config: { access: 'office' },
      schema: {
        tags,
        summary: 'Återkalla en offert',
        description: 'Kundens länk säger sedan att verkstaden har återkallat offerten.',
        security,
        params: idParams,
        response: { 200: quoteSchema, 404: errorResponse, 409: errorResponse },
      },
    },
    async (request) => service.withdrawQuote(db, request.user, idOf(request.params.id), clock(), todayBy(clock)),
  );

  app.post(
    '/quotes/:id/approvals',
    {
      config: { access: 'office' },
      schema: {
        tags,
        summary: 'Registrera ett godkännande per telefon eller på plats',
        security,
        params: idParams,
        body: staffApprovalSchema,
        response: { 201: approvalSchema, 400: errorResponse, 404: errorResponse, 409: errorResponse },
      },
    },
    async (request, reply) =>
      reply
        .status(201)
        .send(
          await recordStaffApproval(db, request.user, idOf(request.params.id), request.body, clock(), todayBy(clock)),
        ),
  );

  app.post(
    '/quotes/:id/send',
    {
      config: { access: 'office' },
      schema: {
        tags,
        summary: 'Skicka offerten till kunden',
        description:
          'Med e-post, PDF:en bifogad och en länk där kunden svarar; med sms: true även ett sms med länken (422 när kunden saknar mobilnummer, och då skickas inget). En ny sändning behåller länken.',
        security,
        params: idParams,
        body: quoteSendSchema,
        response: {
          200: quoteSchema,
          400: errorResponse,
          404: errorResponse,
          409: errorResponse,
          422: errorResponse,
          429: errorResponse,
        },
      },
    },
    async (request) => sendQuote(db, request.user, idOf(request.params.id), request.body, clock(), mail),
  );

  app.get(
    '/quotes/:id/pdf',
    {
      config: { access: 'member' },
      schema: {
        tags,
        summary: 'Offerten som PDF',
        description: 'offert-{nummer}.pdf, som kunden får den.',
        security,
        params: idParams,
        querystring: versionQuery,
        response: {
          200: { description: 'Offerten som PDF (A4)', content: { 'application/pdf': { schema: z.any() } } },
          400: errorResponse,
          404: errorResponse,
        },
      },
    },
    async (request, reply) => {
      const parts = await service.loadParts(
        db,
        request.user.organisationId,
        idOf(request.params.id),
        request.query.version,
      );
      return quotePdf(db, reply, parts, clock(), mail);
    },
  );

  app.get(
    '/quotes/:id/approval/pdf',
    {
      config: { access: 'member' },
      schema: {
        tags,
        summary: 'Godkännandet som PDF',
        description:
          'godkannande-{nummer}.pdf: det godkända innehållet, valda tillval, namn, signatur, tid, IP-adress, webbläsare, kanal och innehållets SHA-256. 404 när offerten inte är godkänd.',
        security,
        params: idParams,
        response: {
          200: { description: 'Godkännandet som PDF (A4)', content: { 'application/pdf': { schema: z.any() } } },
          404: errorResponse,
        },
      },
    },
    async (request, reply) => {
      const document = await loadApprovalDocument(db, request.user.organisationId, idOf(request.params.id));
      const pdf = await options.renderPdf({ kind: 'quote-approval', document }, request.user.organisationId);
      return reply
        .header('Content-Type', 'application/pdf')
        .header('Content-Disposition', attachment(`godkannande-${document.quoteNumber}.pdf`))
        .header('Cache-Control', 'no-store')
        .send(pdf);
    },
  );
};
