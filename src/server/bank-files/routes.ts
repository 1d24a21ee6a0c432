import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  assignInputSchema,
  importQuerySchema,
  importResultSchema,
  unmatchedPaymentSchema,
} from '../../shared/bank-files';
import { paymentSchema } from '../../shared/payments';
import { pagingQuery } from '../../shared/validation';
import { todayBy, type Clock } from '../clock';
import type { Database } from '../db/client';
import { requireId } from '../http/ids';
import { errorResponse, idParams } from '../http/openapi';
import type { BankFile } from './bank-file';
import * as service from './service';
import { unmatchedPaymentNotFound, bankFileInvalid } from './errors';
import { invoiceNotFound } from '../invoices/errors';

const tags = ['Betalningar'];
const security = [{ bearerAuth: [] }];
const DEFAULT_PAGE_SIZE = 100;
/** A month of a busy bankgiro in camt.054 is a few MB; 10 000 payments about 15 MB. */
export const BANK_FILE_LIMIT_BYTES = 30 * 1024 * 1024;

/** Bank files of incoming payments and the payments they could not match (MONEY.md decision 3). */
export const bankFileRoutes: FastifyPluginAsyncZod<{
  db: Database;
  clock: Clock;
  readBankFile: (bytes: Buffer) => Promise<BankFile>;
}> = async (app, { db, clock, readBankFile }) => {
  // The bank's file as it came, whatever content type the browser or script gives it.
  await app.register(async (upload) => {
    upload.removeAllContentTypeParsers();
    upload.addContentTypeParser('*', { parseAs: 'buffer', bodyLimit: BANK_FILE_LIMIT_BYTES }, (_request, body, done) =>
      done(null, body),
    );
    upload.withTypeProvider<import('fastify-type-provider-zod').ZodTypeProvider>().post(
      '/payments/import',
      {
        bodyLimit: BANK_FILE_LIMIT_BYTES,
        config: { access: 'office' },
        schema: {
          tags,
          summary: 'Läs in bankfil',
          description:
            'Kroppen är bankens fil som den kom: camt.054 (XML, version 001.02–001.08) eller BgMax (ISO-8859-1); formatet känns igen på innehållet. Betalningar matchas på OCR, annars på fakturanummer i referensen eller texten; resten hamnar bland omatchade. Allt eller inget: ett fel i filen (konto, antal, summor, form) ger 400 och inget bokas. En betalning som redan lästs in bokas aldrig igen (alreadyImported). dryRun=true kontrollerar och matchar utan att boka. Högst 30 MB.',
          security,
          querystring: importQuerySchema,
          response: {
            200: importResultSchema,
            400: errorResponse,
            409: errorResponse,
            413: errorResponse,
            503: errorResponse,
          },
        },
      },
      async (request) => {
        if (!Buffer.isBuffer(request.body)) throw bankFileInvalid('filen saknas');
        // Read off the request thread (reader.ts): a large file holds up no other request.
        const file = await readBankFile(request.body);
        return service.importBankFile(db, request.user, file, request.query.dryRun === 'true');
      },
    );
  });

  app.get(
    '/payments/unmatched',
    {
      config: { access: 'office' },
      schema: {
        tags,
        summary: 'Omatchade inbetalningar',
        description:
          'Inbetalningar från bankfiler som inte kunde kopplas till en faktura, äldst först. Totalt antal i X-Total-Count.',
        security,
        querystring: z.object(pagingQuery),
        response: { 200: z.array(unmatchedPaymentSchema), 400: errorResponse },
      },
    },
    async (request, reply) => {
      const { limit = DEFAULT_PAGE_SIZE, offset = 0 } = request.query;
      const { items, total } = await service.listUnmatched(db, request.user.organisationId, limit, offset);
      return reply.header('X-Total-Count', String(total)).send(items);
    },
  );

  app.post(
    '/payments/unmatched/:id/assign',
    {
      config: { access: 'office' },
      schema: {
        tags,
        summary: 'Koppla en omatchad inbetalning till en faktura',
        description:
          'Bokas som en betalning på fakturan med bankens datum. 409 om den redan är kopplad eller avfärdad, eller om fakturan inte tar emot betalningar.',
        security,
        params: idParams,
        body: assignInputSchema,
        response: { 201: paymentSchema, 400: errorResponse, 404: errorResponse, 409: errorResponse },
      },
    },
    async (request, reply) => {
      const id = requireId(request.params.id, unmatchedPaymentNotFound);
      const invoiceId = requireId(request.body.invoiceId, invoiceNotFound);
      return reply.status(201).send(await service.assignUnmatched(db, request.user, id, invoiceId, todayBy(clock)));
    },
  );

  app.delete(
    '/payments/unmatched/:id',
    {
      config: { access: 'office' },
      schema: {
        tags,
        summary: 'Avfärda en omatchad inbetalning',
        description: 'Den bokas inte och försvinner ur listan; händelseloggen behåller den.',
        security,
        params: idParams,
        response: { 204: z.null(), 404: errorResponse, 409: errorResponse },
      },
    },
    async (request, reply) => {
      await service.dismissUnmatched(db, request.user, requireId(request.params.id, unmatchedPaymentNotFound));
      return reply.status(204).send(null);
    },
  );
};
