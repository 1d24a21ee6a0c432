import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { siePeriodSchema } from '../../shared/export';
import { messages } from '../../shared/messages';
import { todayBy, type Clock } from '../clock';
import type { Database } from '../db/client';
import { SessionLocks, type Release } from '../db/session-locks';
import { PassThrough, pipeline, Readable } from 'node:stream';
import { errorResponse } from '../http/openapi';
import { sieBytesForPeriod } from './service';
import { loadInvoiceDocument, type RenderInvoicePdf } from '../invoices/document-port';
import { findCompany } from '../organisations/service';
import { workshopArchive } from './workshop-archive';
import { customerExtract, extractAsJson, extractDocument } from './customer-extract';
import type { ExtractDocument } from './extract-pdf';
import { requireId } from '../http/ids';
import { erasedCustomerSchema } from '../../shared/customers';
import { eraseCustomerEverywhere } from './erasure';
import type { FileStore } from '../files/service';
import { errorResponse as errorAnswer, idParams } from '../http/openapi';
import { customerNotFound } from '../customers/errors';
import { exportUnderWay, periodInvalid } from './errors';

const periodQuery = z.object({
  from: z.string({ error: messages.periodInvalid }),
  to: z.string({ error: messages.periodInvalid }),
});

/** verkstan-5560360793-2026-11-24.zip: the organisation number, else the name, as a file name can hold it. */
const archiveName = (company: { orgNumber: string | null; name: string | null }, today: string) =>
  `verkstan-${(company.orgNumber ?? company.name ?? 'verkstad').replace(/[^\p{L}\p{N}]+/gu, '-').replace(/^-|-$/g, '') || 'verkstad'}-${today}.zip`;

/**
 * The archive as sent. Sent whole, stopped by a failure or left by the client, the workshop may export
 * again; whole, its last byte goes out only once the lock is released, so that a client that asks again
 * at once, of any server, is not told that its own export is still under way.
 */
function releasedAtEnd(archive: Readable, release: Release): Readable {
  const sent = new PassThrough({ flush: (done) => void release().then(() => done()) });
  pipeline(archive, sent, () => void release());
  return sent;
}

export interface ExportRouteOptions {
  db: Database;
  /** A direct connection's URL when DATABASE_URL goes through a transaction pooler (LISTEN_DATABASE_URL). */
  directDatabaseUrl?: string | undefined;
  clock: Clock;
  renderPdf: RenderInvoicePdf;
  renderExtractPdf(document: ExtractDocument, organisationId: string): Promise<Buffer>;
  /** Where the photos and files are: the archive holds their bytes, erasure removes them. */
  fileStore: FileStore;
}

export const exportRoutes: FastifyPluginAsyncZod<ExportRouteOptions> = async (
  app,
  { db, directDatabaseUrl, clock, renderPdf, renderExtractPdf, fileStore },
) => {
  // One export per workshop at a time on all servers of the database (docs/decisions/034).
  const exporting = SessionLocks.of(db, {
    directUrl: directDatabaseUrl,
    onLost: (error) =>
      app.log.warn({ err: error }, 'the export locks’ connection was lost; running exports lost their lock'),
  });
  app.addHook('onClose', () => exporting.close());

  app.get(
    '/customers/:id/extract',
    {
      config: { access: 'office' },
      schema: {
        tags: ['Kunder'],
        summary: 'Registerutdrag för en kund (GDPR art. 15)',
        description:
          'Allt i verkstadens register som gäller kunden: kundposten, maskiner, mätarställningar, arbetsordrar, fakturor, betalningar, påminnelser, bilder och filer och kundens signaturer. JSON, eller PDF med Accept: application/pdf.',
        security: [{ bearerAuth: [] }],
        params: idParams,
        response: {
          200: {
            description: 'Registerutdraget',
            content: { 'application/json': { schema: z.any() }, 'application/pdf': { schema: z.any() } },
          },
          404: errorAnswer,
        },
      },
    },
    async (request, reply) => {
      const id = requireId(request.params.id, customerNotFound);
      const { organisationId } = request.user;
      const extract = await customerExtract(db, organisationId, id, todayBy(clock));
      const now = clock();
      const base = `registerutdrag-${String(extract.customer.customerNumber ?? id).replace(/[^\p{L}\p{N}-]+/gu, '-')}-${todayBy(clock)}`;
      reply.header('Cache-Control', 'no-store');
      if (/application\/pdf/i.test(request.headers.accept ?? '')) {
        const pdf = await renderExtractPdf(extractDocument(extract, now), organisationId);
        return reply
          .header('Content-Type', 'application/pdf')
          .header('Content-Disposition', `attachment; filename="${base}.pdf"`)
          .send(pdf);
      }
      return reply
        .header('Content-Type', 'application/json; charset=utf-8')
        .header('Content-Disposition', `attachment; filename="${base}.json"`)
        .send(JSON.stringify(extractAsJson(extract, now.toISOString()), null, 2));
    },
  );

  app.post(
    '/customers/:id/erase',
    {
      config: { access: 'owner' },
      schema: {
        tags: ['Kunder'],
        summary: 'Radera kundens personuppgifter (GDPR art. 17)',
        description:
          'Oåterkalleligt. Namnet blir "Borttagen kund"; kontaktperson, e-post, telefon, adress, anteckningar och en privatpersons personnummer töms, ' +
          'och det som nämner kunden raderas ur maskinernas anteckningar, arbetsordrarna, tidrapporternas anteckningar, ändringshistoriken, sparade mejl och bankens betalningsuppgifter. ' +
          'Bilder och filer på kunden, maskinerna, offerterna och arbetsordrarna tas bort utom på fakturerade arbetsordrar; signaturer på arbetsordrar som inte fakturerats förlorar namn och bild. ' +
          'Utfärdade fakturor och bokförda betalningar behåller sina uppgifter (bokföringslagen); svaret säger vad som raderades och vad som sparades och varför. Händelsen loggas.',
        security: [{ bearerAuth: [] }],
        params: idParams,
        response: { 200: erasedCustomerSchema, 404: errorAnswer },
      },
    },
    async (request) =>
      eraseCustomerEverywhere(db, fileStore, request.user, requireId(request.params.id, customerNotFound)),
  );

  app.get(
    '/export/workshop',
    {
      config: { access: 'owner' },
      schema: {
        tags: ['Bokföring'],
        summary: 'Hela verkstaden som en ZIP-fil',
        description:
          'En CSV per register (UTF-8 med BOM, semikolon, decimalkomma, svenska rubriker; kunder och artiklar med importens rubriker), ' +
          'varje faktura och kreditfaktura som PDF, en SIE 4I-fil per år med fakturor, alla bilder och filer i en mapp per post (filer/arbetsordrar/{nummer}/…) och en JSON-fil med allt. Skickas medan den skapas.',
        security: [{ bearerAuth: [] }],
        response: {
          200: { description: 'ZIP-filen', content: { 'application/zip': { schema: z.any() } } },
          409: errorAnswer,
        },
      },
    },
    async (request, reply) => {
      const { organisationId } = request.user;
      const release = await exporting.tryLock(`workshop-export:${organisationId}`);
      if (!release) throw exportUnderWay();
      let archive: Readable;
      let name: string;
      try {
        const today = todayBy(clock);
        name = archiveName(await findCompany(db, organisationId), today);
        archive = workshopArchive({
          db,
          organisationId,
          today,
          renderInvoicePdf: async (invoiceId) =>
            renderPdf(await loadInvoiceDocument(db, organisationId, invoiceId), organisationId),
          onError: (error) => request.log.error({ err: error }, 'workshop export stopped halfway'),
          fileStore,
        });
      } catch (error) {
        await release();
        throw error;
      }
      return reply
        .header('Content-Type', 'application/zip')
        .header(
          'Content-Disposition',
          `attachment; filename="${name.replace(/[^\x20-\x7e]/g, '_')}"; filename*=UTF-8''${encodeURIComponent(name)}`,
        )
        .header('Cache-Control', 'no-store')
        .send(releasedAtEnd(archive, release));
    },
  );

  app.get(
    '/export/sie',
    {
      config: { access: 'office' },
      schema: {
        tags: ['Bokföring'],
        summary: 'SIE 4I-fil med fakturor, kreditfakturor och betalningar i perioden',
        description: 'Teckentabell 437 (PC8), CRLF. Importeras i Fortnox och Visma.',
        security: [{ bearerAuth: [] }],
        querystring: periodQuery,
        response: {
          200: { description: 'SIE 4I-filen', content: { 'text/plain': { schema: z.any() } } },
          400: errorResponse,
        },
      },
    },
    async (request, reply) => {
      const { from, to } = request.query;
      if (!siePeriodSchema.safeParse({ from, to }).success) {
        throw periodInvalid().at('from');
      }
      // Streamed a month at a time: a ten-year file neither holds the event loop nor the memory (service.ts).
      const file = Readable.from(sieBytesForPeriod(db, request.user.organisationId, { from, to }, todayBy(clock)));
      return reply
        .header('Content-Type', 'text/plain; charset=IBM437')
        .header('Content-Disposition', `attachment; filename="verkstan-${from}-${to}.si"`)
        .header('Cache-Control', 'no-store')
        .send(file);
    },
  );
};
