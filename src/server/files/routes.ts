import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import fastifyMultipart from '@fastify/multipart';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { fileListQuerySchema, fileSchema, fileUpdateSchema, fileUsageSchema } from '../../shared/files';
import type { Clock } from '../clock';
import type { Database } from '../db/client';
import { isUuid, requireId } from '../http/ids';
import { errorResponse, idParams } from '../http/openapi';
import { sendContent } from './download';
import { fileNotFound, fileRecordNotFound } from './errors';
import type { FileStore } from './file-store';
import { multipartLimits, receiveUpload } from './receive';
import * as service from './service';

const tags = ['Filer'];
const security = [{ bearerAuth: [] }];
const SWEEP_EVERY_MS = 60 * 60 * 1000;

const bytesAnswer = (description: string) => ({
  description,
  content: Object.fromEntries(
    ['image/jpeg', 'image/webp', 'application/pdf'].map((type) => [type, { schema: z.string() }]),
  ),
});

export interface FileRoutesOptions {
  db: Database;
  clock: Clock;
  store: FileStore;
  quotaBytes: number;
}

/** Photos and documents on a workshop's records (FIELD.md decisions 1–4, issue 47). */
export const fileRoutes: FastifyPluginAsyncZod<FileRoutesOptions> = async (app, { db, clock, store, quotaBytes }) => {
  const context = { db, store, quotaBytes };
  // Only this scope reads multipart, and never into memory: the file part is streamed (receive.ts).
  await app.register(fastifyMultipart, { limits: multipartLimits });

  // Bytes a deleted record's files left in a folder go within the hour (service.sweepFiles).
  let sweeping: NodeJS.Timeout | undefined;
  const sweep = () =>
    service.sweepFiles(db, store).catch((error: unknown) => app.log.warn({ error }, 'file sweep failed'));
  app.addHook('onReady', async () => {
    sweeping = setInterval(sweep, SWEEP_EVERY_MS).unref();
  });
  app.addHook('onClose', async () => clearInterval(sweeping));

  app.post(
    '/files',
    {
      config: { access: 'member' },
      schema: {
        tags,
        summary: 'Ladda upp en bild eller ett dokument till en post',
        description:
          'multipart/form-data med fälten file, entity (workOrder, machine, customer, quote, part), entityId, caption och customerVisible. JPEG, PNG, WebP, HEIC och PDF upp till 25 MB; typen avgörs av innehållet (415 annars). Bilder sparas omkodade (längsta sida 2 560 px) utan metadata utom tidpunkten. 413 när filen är för stor eller verkstadens utrymme är fullt.',
        security,
        consumes: ['multipart/form-data'],
        response: {
          201: fileSchema,
          400: errorResponse,
          403: errorResponse,
          404: errorResponse,
          413: errorResponse,
          415: errorResponse,
        },
      },
    },
    async (request, reply) => {
      const workDir = await mkdtemp(join(tmpdir(), 'verkstan-upload-'));
      try {
        const received = await receiveUpload(request, workDir);
        return reply.status(201).send(await service.uploadFile(context, request.user, received, workDir, clock()));
      } finally {
        await rm(workDir, { recursive: true, force: true });
      }
    },
  );

  app.get(
    '/files',
    {
      config: { access: 'member' },
      schema: {
        tags,
        summary: 'En posts filer, nyaste först',
        security,
        querystring: fileListQuerySchema,
        response: { 200: z.array(fileSchema), 400: errorResponse, 404: errorResponse },
      },
    },
    async (request) => {
      const { entity, entityId } = request.query;
      if (!isUuid(entityId)) throw fileRecordNotFound();
      return service.listFiles(db, request.user, entity, entityId.toLowerCase());
    },
  );

  app.get(
    '/files/usage',
    {
      config: { access: 'owner' },
      schema: {
        tags,
        summary: 'Verkstadens lagrade filer och utrymme',
        description: 'bytes räknar varje lagrad fil en gång, med miniatyrbilden.',
        security,
        response: { 200: fileUsageSchema },
      },
    },
    async (request) => service.usage(db, request.user, quotaBytes),
  );

  app.get(
    '/files/:id',
    {
      config: { access: 'member' },
      schema: {
        tags,
        summary: 'En fil',
        security,
        params: idParams,
        response: { 200: fileSchema, 404: errorResponse },
      },
    },
    async (request) => service.getFile(db, request.user, requireId(request.params.id, fileNotFound)),
  );

  for (const [path, thumbnail] of [
    ['/files/:id/content', false],
    ['/files/:id/thumbnail', true],
  ] as const)
    app.get(
      path,
      {
        // Photos and PDFs are compressed already; a range is of the stored bytes.
        config: { access: 'member', compress: false },
        schema: {
          tags,
          summary: thumbnail ? 'En bilds miniatyr (400 px)' : 'Filens innehåll',
          description:
            'Strömmas med ETag (If-None-Match ger 304), Range (206, 416) och Cache-Control: private.' +
            (thumbnail ? ' 404 för dokument, som saknar miniatyr.' : ''),
          security,
          params: idParams,
          response: {
            200: bytesAnswer(thumbnail ? 'Miniatyren' : 'Filen'),
            206: bytesAnswer('Den begärda delen'),
            304: z.null().describe('Klientens kopia gäller'),
            404: errorResponse,
            416: errorResponse,
          },
        },
      },
      async (request, reply) => {
        const file = await service.requireFile(db, request.user, requireId(request.params.id, fileNotFound));
        return sendContent(request, reply, db, store, file, thumbnail);
      },
    );

  app.put(
    '/files/:id',
    {
      config: { access: 'member' },
      schema: {
        tags,
        summary: 'Ändra bildtext eller synlighet för kunden',
        description: 'Den som laddade upp filen, kontoret och ägaren.',
        security,
        params: idParams,
        body: fileUpdateSchema,
        response: { 200: fileSchema, 400: errorResponse, 403: errorResponse, 404: errorResponse },
      },
    },
    async (request) => service.updateFile(db, request.user, requireId(request.params.id, fileNotFound), request.body),
  );

  app.delete(
    '/files/:id',
    {
      config: { access: 'member' },
      schema: {
        tags,
        summary: 'Ta bort en fil',
        description: 'Den som laddade upp den inom 24 timmar, kontoret och ägaren.',
        security,
        params: idParams,
        response: { 204: z.null(), 403: errorResponse, 404: errorResponse },
      },
    },
    async (request, reply) => {
      await service.deleteFile(context, request.user, requireId(request.params.id, fileNotFound), clock());
      return reply.status(204).send(null);
    },
  );
};
