import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  referenceRateInputSchema,
  referenceRateSchema,
  reminderInputSchema,
  reminderPreviewSchema,
  reminderSchema,
} from '../../../shared/reminders';
import { todayBy, type Clock } from '../../clock';
import type { MailLimits } from '../../config';
import type { Database } from '../../db/client';
import { requireId } from '../../http/ids';
import { attachment } from '../../http/attachment';
import { errorResponse, idParams } from '../../http/openapi';
import type { RenderInvoicePdf } from '../document';
import { createInterestInvoice } from '../service';
import { invoiceSchema } from '../../../shared/invoices';
import { reminderPdf } from './document';
import { addReferenceRate, referenceRates } from './reference-rates';
import { createReminder, previewReminder, remindersOfInvoice } from './service';
import { invoiceNotFound, reminderNotFound } from '../errors';

const tags = ['Påminnelser'];
const security = [{ bearerAuth: [] }];

/** Betalningspåminnelser and the reference rates of dröjsmålsränta (MONEY.md decision 4). */
export const reminderRoutes: FastifyPluginAsyncZod<{
  db: Database;
  clock: Clock;
  renderPdf: RenderInvoicePdf;
  mailQueued: () => void;
  mailLimits: MailLimits;
}> = async (app, { db, clock, renderPdf, mailQueued, mailLimits }) => {
  app.get(
    '/invoice/:id/reminders',
    {
      config: { access: 'office' },
      schema: {
        tags,
        summary: 'Fakturans påminnelser',
        description: 'I nummerordning.',
        security,
        params: idParams,
        response: { 200: z.array(reminderSchema), 404: errorResponse },
      },
    },
    async (request) =>
      remindersOfInvoice(db, request.user.organisationId, requireId(request.params.id, invoiceNotFound)),
  );

  app.get(
    '/invoice/:id/reminders/preview',
    {
      config: { access: 'office' },
      schema: {
        tags,
        summary: 'Vad nästa påminnelse tar ut',
        description:
          'Avgift eller förseningsersättning, räntan hittills och saldot efter; refusal säger varför ingen påminnelse kan skickas nu.',
        security,
        params: idParams,
        response: { 200: reminderPreviewSchema, 404: errorResponse },
      },
    },
    async (request) =>
      previewReminder(db, request.user.organisationId, requireId(request.params.id, invoiceNotFound), todayBy(clock)),
  );

  app.post(
    '/invoice/:id/reminders',
    {
      config: { access: 'office' },
      schema: {
        tags,
        summary: 'Skicka en betalningspåminnelse',
        description:
          'Numrerad per faktura, ny förfallodag (i dag + 10 dagar om inget anges). Företagskund (organisationsnummer i kundregistret eller momsreg.nr på fakturan) och förseningsersättning på: 450 kr en gång per faktura och ingen påminnelseavgift; annars den avtalade påminnelseavgiften. Räntan hittills visas men läggs inte på saldot. Skickas med e-post till fakturans adress med PDF:en bifogad om inte send är false. 409 när fakturan inte har förfallit, är betald eller krediterad, och när den aldrig har skickats från Verkstan (sentAt null) utan confirmNotSent: true.',
        security,
        params: idParams,
        body: reminderInputSchema,
        response: {
          201: reminderSchema,
          400: errorResponse,
          404: errorResponse,
          409: errorResponse,
          429: errorResponse,
        },
      },
    },
    async (request, reply) => {
      const id = requireId(request.params.id, invoiceNotFound);
      const reminder = await createReminder(db, request.user, id, request.body, {
        today: todayBy(clock),
        now: clock(),
        renderPdf,
        mailLimits,
      });
      if (reminder.sentAt) mailQueued();
      return reply.status(201).send(reminder);
    },
  );

  app.get(
    '/reminders/:id/pdf',
    {
      config: { access: 'office' },
      schema: {
        tags,
        summary: 'Påminnelsen som PDF',
        security,
        params: idParams,
        response: {
          200: {
            description: 'Påminnelsen som PDF (A4)',
            content: { 'application/pdf': { schema: z.any() } },
          },
          404: errorResponse,
        },
      },
    },
    async (request, reply) => {
      const { pdf, fileName } = await reminderPdf(
        db,
        request.user.organisationId,
        requireId(request.params.id, reminderNotFound),
        renderPdf,
      );
      return reply
        .header('Content-Type', 'application/pdf')
        .header('Content-Disposition', attachment(fileName))
        .header('Cache-Control', 'no-store')
        .send(pdf);
    },
  );

  app.post(
    '/invoice/:id/interest-invoice',
    {
      config: { access: 'office' },
      schema: {
        tags,
        summary: 'Fakturera dröjsmålsräntan',
        description:
          'En räntefaktura med eget nummer och OCR, utan moms (bokförs på 8313), för räntan till i dag; därefter räknas fakturans ränta från i dag. 409 när det inte finns någon ränta att fakturera, eller på en kreditfaktura, krediterad faktura eller räntefaktura.',
        security,
        params: idParams,
        response: { 201: invoiceSchema, 404: errorResponse, 409: errorResponse },
      },
    },
    async (request, reply) =>
      reply
        .status(201)
        .send(
          await createInterestInvoice(db, request.user, requireId(request.params.id, invoiceNotFound), todayBy(clock)),
        ),
  );

  app.get(
    '/reference-rates',
    {
      config: { access: 'office' },
      schema: {
        tags,
        summary: 'Referensräntor',
        description:
          'Riksbankens referensräntor som följer med Verkstan, med verkstadens egna över dem, äldst först. rate i procent.',
        security,
        response: { 200: z.array(referenceRateSchema) },
      },
    },
    async (request) => referenceRates(db, request.user.organisationId),
  );

  app.post(
    '/reference-rates',
    {
      config: { access: 'owner' },
      schema: {
        tags,
        summary: 'Lägg till en referensränta',
        description:
          'validFrom den 1 januari eller 1 juli, rate i procent. En andra för samma halvår ersätter den första.',
        security,
        body: referenceRateInputSchema,
        response: { 201: referenceRateSchema, 400: errorResponse, 403: errorResponse },
      },
    },
    async (request, reply) => reply.status(201).send(await addReferenceRate(db, request.user, request.body)),
  );
};
