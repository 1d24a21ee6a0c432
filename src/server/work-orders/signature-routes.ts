import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { signatureInputSchema, signatureSchema } from '../../shared/work-order-signatures';
import type { Clock } from '../clock';
import type { Database } from '../db/client';
import { requireId } from '../http/ids';
import { errorResponse, idParams } from '../http/openapi';
import { signatureNotFound, workOrderNotFound } from './errors';
import { collectSignature, signatureImage, signatureOf } from './signature';
import type { JobTimers } from './timer-port';

/** The bytes as they are: the route's schema types the JSON answers only. */
const sendPng = (reply: FastifyReply, image: Buffer) =>
  reply
    .header('Content-Type', 'image/png')
    .header('Cache-Control', 'private, max-age=3600')
    .header('X-Content-Type-Options', 'nosniff')
    .send(image);

const security = [{ bearerAuth: [] }];
const tags = ['Arbetsordrar'];

/** The customer's signature on a work order (FIELD.md decision 5 and its contract rows). */
export const signatureRoutes: FastifyPluginAsyncZod<{ db: Database; clock: Clock; timers: JobTimers }> = async (
  app,
  { db, clock, timers },
) => {
  app.post(
    '/workorders/:id/signature',
    {
      config: { access: 'member' },
      schema: {
        tags,
        summary: 'Spara kundens signatur på arbetsordern',
        description:
          'Kundens namn i klartext och den ritade signaturen som PNG (data:image/png;base64,…, högst 200 kB). at är enhetens tid för signeringen (högst 5 minuter fram, högst 7 dagar bakåt); utan den serverns. Sparas med vem som tog emot den och SHA-256 av arbetsorderns material, tid och checklista i kanonisk JSON (RFC 8785). Kan aldrig ändras: 409 när arbetsordern redan är signerad.',
        security,
        params: idParams,
        body: signatureInputSchema,
        response: { 201: signatureSchema, 400: errorResponse, 404: errorResponse, 409: errorResponse },
      },
    },
    async (request, reply) => {
      const id = requireId(request.params.id, workOrderNotFound);
      const signature = await collectSignature(db, request.user, timers, id, request.body, clock());
      return reply.status(201).send(signature);
    },
  );

  app.get(
    '/workorders/:id/signature',
    {
      config: { access: 'member' },
      schema: {
        tags,
        summary: 'Kundens signatur på arbetsordern',
        security,
        params: idParams,
        response: { 200: signatureSchema, 404: errorResponse },
      },
    },
    async (request) => {
      const id = requireId(request.params.id, workOrderNotFound);
      const signature = await signatureOf(db, request.user.organisationId, id);
      if (!signature) throw signatureNotFound();
      return signature;
    },
  );

  app.get(
    '/workorders/:id/signature/image',
    {
      config: { access: 'member' },
      schema: {
        tags,
        summary: 'Den ritade signaturen (PNG)',
        security,
        params: idParams,
        response: {
          200: { description: 'Signaturen', content: { 'image/png': { schema: z.string() } } },
          404: errorResponse,
        },
      },
    },
    async (request, reply) => {
      const id = requireId(request.params.id, workOrderNotFound);
      return sendPng(reply, await signatureImage(db, request.user.organisationId, id));
    },
  );
};
