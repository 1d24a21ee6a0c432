import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { rateInputSchema, rateSchema } from '../../shared/time';
import type { Database } from '../db/client';
import { requireId } from '../http/ids';
import { errorResponse, idParams } from '../http/openapi';
import { withTotal } from '../http/list-total';
import { createRate, deleteRate, listRates } from '../organisations/service';
import { updateRateRepricingJobs } from '../time/service';
import { rateNotFound } from '../organisations/errors';

const tags = ['Priser'];
const security = [{ bearerAuth: [] }];

/** "Priser" under the company settings: read by everyone (to choose one for time), changed by the office. */
export const rateRoutes: FastifyPluginAsyncZod<{ db: Database }> = async (app, { db }) => {
  app.get(
    '/rates',
    {
      config: { access: 'member' },
      schema: {
        tags,
        summary: 'Verkstadens priser per timme och kilometer',
        description: 'Antalet i X-Total-Count.',
        security,
        response: { 200: z.array(rateSchema) },
      },
    },
    async (request, reply) => withTotal(reply, await listRates(db, request.user.organisationId)),
  );

  app.post(
    '/rates',
    {
      config: { access: 'office' },
      schema: {
        tags,
        summary: 'Lägg till ett pris',
        description:
          'unit h (timme) eller km; price i kronor exklusive moms; isDefault flyttar förvalet hit (bara timpriser).',
        security,
        body: rateInputSchema,
        response: { 201: rateSchema, 400: errorResponse, 403: errorResponse },
      },
    },
    async (request, reply) => reply.status(201).send(await createRate(db, request.user.organisationId, request.body)),
  );

  app.put(
    '/rates/:id',
    {
      config: { access: 'office' },
      schema: {
        tags,
        summary: 'Ändra ett pris',
        description:
          'isDefault: true flyttar förvalet hit. Det förvalda timpriset kan inte sluta vara förvalt eller bli ett kilometerpris (409).',
        security,
        params: idParams,
        body: rateInputSchema,
        response: {
          200: rateSchema,
          400: errorResponse,
          403: errorResponse,
          404: errorResponse,
          409: errorResponse,
        },
      },
    },
    async (request) =>
      updateRateRepricingJobs(
        db,
        request.user.organisationId,
        requireId(request.params.id, rateNotFound),
        request.body,
      ),
  );

  app.delete(
    '/rates/:id',
    {
      config: { access: 'office' },
      schema: {
        tags,
        summary: 'Ta bort ett pris',
        description: '409 när tid är registrerad på priset, och för det förvalda timpriset.',
        security,
        params: idParams,
        response: { 204: z.null(), 403: errorResponse, 404: errorResponse, 409: errorResponse },
      },
    },
    async (request, reply) => {
      await deleteRate(db, request.user.organisationId, requireId(request.params.id, rateNotFound));
      return reply.status(204).send(null);
    },
  );
};
