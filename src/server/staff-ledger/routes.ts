import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  checkInInputSchema,
  checkOutInputSchema,
  correctionInputSchema,
  ledgerEntrySchema,
  ledgerSettingsSchema,
  presentSchema,
} from '../../shared/staff-ledger';
import { isReportPeriod, pagingQuery, reportPeriod, reportPeriodProblem } from '../../shared/validation';
import type { Clock } from '../clock';
import type { Database } from '../db/client';
import { requireId } from '../http/ids';
import { errorResponse, idParams } from '../http/openapi';
import { ledgerDocumentOf, type LedgerDocument } from './ledger-document';
import * as service from './service';
import { ledgerEntryNotFound } from './errors';

const tags = ['Personalliggare'];
const security = [{ bearerAuth: [] }];
const DEFAULT_PAGE_SIZE = 200;
/** A printed period holds at most this many shifts (ten people, every day of a year, twice). */
const MAX_PDF_SHIFTS = 8000;

export type RenderLedgerPdf = (document: LedgerDocument, organisationId: string) => Promise<Buffer>;

/** The staff ledger (personalliggare, docs/team.md decision 10). */
export const staffLedgerRoutes: FastifyPluginAsyncZod<{
  db: Database;
  clock: Clock;
  renderPdf: RenderLedgerPdf;
}> = async (app, { db, clock, renderPdf }) => {
  app.post(
    '/staff-ledger/check-in',
    {
      config: { access: 'member' },
      schema: {
        tags,
        summary: 'Stämpla in',
        description:
          'Utan kropp stämplar den som anropar in, på serverns tid. Ägare och kontor stämplar in en medarbetare ({ userId }) eller en person utan inloggning ({ name, personalNumber }). 409 när personen redan är instämplad, eller saknar personnummer medan liggaren gäller.',
        security,
        body: checkInInputSchema.optional(),
        response: {
          201: ledgerEntrySchema,
          400: errorResponse,
          403: errorResponse,
          404: errorResponse,
          409: errorResponse,
        },
      },
    },
    async (request, reply) =>
      reply.status(201).send(await service.checkIn(db, request.user, request.body ?? {}, clock())),
  );

  app.post(
    '/staff-ledger/check-out',
    {
      config: { access: 'member' },
      schema: {
        tags,
        summary: 'Stämpla ut',
        description:
          'Utan kropp stämplar den som anropar ut. Ägare och kontor stämplar ut en medarbetare ({ userId }) eller ett pass ({ entryId }). 409 när personen inte är instämplad.',
        security,
        body: checkOutInputSchema.optional(),
        response: {
          200: ledgerEntrySchema,
          400: errorResponse,
          403: errorResponse,
          404: errorResponse,
          409: errorResponse,
        },
      },
    },
    async (request) => service.checkOut(db, request.user, request.body ?? {}, clock()),
  );

  app.get(
    '/staff-ledger',
    {
      config: { access: 'member' },
      schema: {
        tags,
        summary: 'Personalliggaren för en period',
        description:
          'Passen som började från–till (svenska datum), äldst först, med rättelser. En mekaniker ser sina egna. Totalt antal i X-Total-Count.',
        security,
        querystring: z.object({ ...reportPeriod, ...pagingQuery }).refine(isReportPeriod, reportPeriodProblem),
        response: { 200: z.array(ledgerEntrySchema), 400: errorResponse },
      },
    },
    async (request, reply) => {
      const { from, to, limit = DEFAULT_PAGE_SIZE, offset = 0 } = request.query;
      const { items, total } = await service.listLedger(db, request.user, { from, to }, limit, offset);
      return reply.header('X-Total-Count', String(total)).send(items);
    },
  );

  app.get(
    '/staff-ledger/present',
    {
      config: { access: 'member' },
      schema: {
        tags,
        summary: 'Kontrollvy: vilka som är instämplade nu',
        description:
          'Verksamhetens namn och organisationsnummer, om den är undantagen, och de som är instämplade med namn och personnummer.',
        security,
        response: { 200: presentSchema },
      },
    },
    async (request) => service.present(db, request.user.organisationId),
  );

  app.post(
    '/staff-ledger/:id/corrections',
    {
      config: { access: 'office' },
      schema: {
        tags,
        summary: 'Rätta ett pass',
        description:
          'Ny tid för in- eller utstämplingen (eller båda) med orsak. Originalet ligger kvar och visas i rättelserna.',
        security,
        params: idParams,
        body: correctionInputSchema,
        response: { 201: ledgerEntrySchema, 400: errorResponse, 403: errorResponse, 404: errorResponse },
      },
    },
    async (request, reply) =>
      reply
        .status(201)
        .send(
          await service.correct(
            db,
            request.user,
            requireId(request.params.id, ledgerEntryNotFound),
            request.body,
            clock(),
          ),
        ),
  );

  app.get(
    '/staff-ledger/pdf',
    {
      config: { access: 'office' },
      schema: {
        tags,
        summary: 'Personalliggaren som PDF',
        description:
          'Alla pass som började under perioden och först de som började tidigare och fortfarande pågår, med rättelser, verksamhetens namn och organisationsnummer.',
        security,
        querystring: z.object(reportPeriod).refine(isReportPeriod, reportPeriodProblem),
        response: {
          200: { description: 'Personalliggaren (A4)', content: { 'application/pdf': { schema: z.any() } } },
          400: errorResponse,
        },
      },
    },
    async (request, reply) => {
      const { from, to } = request.query;
      const organisationId = request.user.organisationId;
      const [items, business, settings] = await Promise.all([
        service.ledgerToPrint(db, request.user, { from, to }, MAX_PDF_SHIFTS),
        service.businessOf(db, organisationId),
        service.settingsOf(db, organisationId),
      ]);
      const document = ledgerDocumentOf(
        business,
        { from, to },
        items,
        settings.exempt ? (settings.note ?? '') : null,
        clock(),
      );
      return reply
        .header('Content-Type', 'application/pdf')
        .header('Content-Disposition', `attachment; filename="personalliggare-${from}-${to}.pdf"`)
        .header('Cache-Control', 'no-store')
        .send(await renderPdf(document, organisationId));
    },
  );

  app.get(
    '/staff-ledger/settings',
    {
      config: { access: 'member' },
      schema: {
        tags,
        summary: 'Om verksamheten är undantagen från personalliggare',
        security,
        response: { 200: ledgerSettingsSchema },
      },
    },
    async (request) => service.settingsOf(db, request.user.organisationId),
  );

  app.put(
    '/staff-ledger/settings',
    {
      config: { access: 'owner' },
      schema: {
        tags,
        summary: 'Undanta verksamheten från personalliggare',
        description: 'Bara ägaren: exempt när bara ägaren och familjen arbetar här; note säger vilka.',
        security,
        body: ledgerSettingsSchema,
        response: { 200: ledgerSettingsSchema, 400: errorResponse, 403: errorResponse },
      },
    },
    async (request) => service.saveSettings(db, request.user, request.body),
  );
};
