import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  absenceInputSchema,
  absenceSchema,
  bayInputSchema,
  baySchema,
  openingHoursSchema,
  planningPeriodQuery,
} from '../../shared/planning';
import type { Clock } from '../clock';
import type { Database } from '../db/client';
import { requireId } from '../http/ids';
import { errorResponse, idParams } from '../http/openapi';
import { absencesBetween, addAbsence, removeAbsence } from './absences';
import { createBay, listBays, removeBay, renameBay } from './bays';
import { absenceNotFound, bayNotFound } from './errors';
import { hoursOf, setHours } from './opening-hours';

const tags = ['Planering'];
const security = [{ bearerAuth: [] }];

/** Bays, opening hours and absences: what the planning board plans around (PLANNING.md decisions 1–2). */
export const planningResourceRoutes: FastifyPluginAsyncZod<{ db: Database; clock: Clock }> = async (
  app,
  { db, clock },
) => {
  app.get(
    '/bays',
    {
      config: { access: 'member' },
      schema: { tags, summary: 'Verkstadens platser', security, response: { 200: z.array(baySchema) } },
    },
    async (request) => listBays(db, request.user.organisationId),
  );

  app.post(
    '/bays',
    {
      config: { access: 'owner' },
      schema: {
        tags,
        summary: 'Ny plats',
        description:
          'Till exempel Hall 1 eller Servicebil. 409 när namnet redan finns eller verkstaden redan har 50 platser.',
        security,
        body: bayInputSchema,
        response: { 201: baySchema, 400: errorResponse, 409: errorResponse },
      },
    },
    async (request, reply) =>
      reply.status(201).send(await createBay(db, request.user.organisationId, request.body.name)),
  );

  app.put(
    '/bays/:id',
    {
      config: { access: 'owner' },
      schema: {
        tags,
        summary: 'Byt namn på en plats',
        security,
        params: idParams,
        body: bayInputSchema,
        response: { 200: baySchema, 400: errorResponse, 404: errorResponse, 409: errorResponse },
      },
    },
    async (request) =>
      renameBay(db, request.user.organisationId, requireId(request.params.id, bayNotFound), request.body.name),
  );

  app.delete(
    '/bays/:id',
    {
      config: { access: 'owner' },
      schema: {
        tags,
        summary: 'Ta bort en plats',
        description: '409 när något är bokat på platsen framöver; tidigare bokningar behåller den.',
        security,
        params: idParams,
        response: { 204: z.null(), 404: errorResponse, 409: errorResponse },
      },
    },
    async (request, reply) => {
      await removeBay(db, request.user.organisationId, requireId(request.params.id, bayNotFound), clock());
      return reply.status(204).send(null);
    },
  );

  app.get(
    '/company/hours',
    {
      config: { access: 'member' },
      schema: {
        tags,
        summary: 'Öppettider',
        description: 'Per veckodag (mon … sun) en lista av { from, to }; standard måndag–fredag 07:00–16:00.',
        security,
        response: { 200: openingHoursSchema },
      },
    },
    async (request) => hoursOf(db, request.user.organisationId),
  );

  app.put(
    '/company/hours',
    {
      config: { access: 'owner' },
      schema: {
        tags,
        summary: 'Ändra öppettiderna',
        description: 'En dag som utelämnas eller har en tom lista är stängd.',
        security,
        body: openingHoursSchema,
        response: { 200: openingHoursSchema, 400: errorResponse },
      },
    },
    async (request) => setHours(db, request.user.organisationId, request.body),
  );

  app.get(
    '/absences',
    {
      config: { access: 'member' },
      schema: {
        tags,
        summary: 'Frånvaro under en period',
        description: 'from och to (datum, högst 31 dagar); tider i svensk tid.',
        security,
        querystring: planningPeriodQuery,
        response: { 200: z.array(absenceSchema), 400: errorResponse },
      },
    },
    async (request) => absencesBetween(db, request.user.organisationId, request.query.from, request.query.to),
  );

  app.post(
    '/absences',
    {
      config: { access: 'member' },
      schema: {
        tags,
        summary: 'Lägg in frånvaro',
        description:
          'start och end som datum (hela dagar) eller tid i svensk tid; kind vacation, sick, training eller other; högst 366 dagar. En mekaniker lägger bara in sin egen (utan userId är det den egna).',
        security,
        body: absenceInputSchema,
        response: { 201: absenceSchema, 400: errorResponse, 403: errorResponse },
      },
    },
    async (request, reply) => reply.status(201).send(await addAbsence(db, request.user, request.body)),
  );

  app.delete(
    '/absences/:id',
    {
      config: { access: 'member' },
      schema: {
        tags,
        summary: 'Ta bort frånvaro',
        description: 'Ägare och kontor tar bort allas, en mekaniker sin egen.',
        security,
        params: idParams,
        response: { 204: z.null(), 403: errorResponse, 404: errorResponse },
      },
    },
    async (request, reply) => {
      await removeAbsence(db, request.user, requireId(request.params.id, absenceNotFound));
      return reply.status(204).send(null);
    },
  );
};
