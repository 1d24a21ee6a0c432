import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  machineCreateSchema,
  machineInputSchema,
  machineListQuery,
  machineSchema,
  meterReadingInputSchema,
  meterReadingSchema,
} from '../../shared/machines';
import { pagingQuery } from '../../shared/validation';
import { todayBy, type Clock } from '../clock';
import type { Database } from '../db/client';
import { requireId } from '../http/ids';
import { errorResponse, idParams } from '../http/openapi';
import * as meter from './meter';
import type { MachineServicePlans } from './service-plan-port';
import * as service from './service';
import { machineNotFound, readingNotFound } from './errors';

const security = [{ bearerAuth: [] }];
const tags = ['Maskiner'];
const machineId = (id: string) => requireId(id, machineNotFound);

export const machineRoutes: FastifyPluginAsyncZod<{
  db: Database;
  clock: Clock;
  plans: MachineServicePlans;
}> = async (app, { db, clock, plans }) => {
  app.get(
    '/machines',
    {
      config: { access: 'member' },
      schema: {
        tags,
        summary: 'Maskiner, nyaste först',
        description:
          'q söker i serienummer, registreringsnummer, eget maskinnummer, märke och modell, och i ägarens namn (och kundnummer, organisationsnummer, e-post, ort), oavsett versaler. customerId visar en kunds maskiner; serviceStatus (ok, due_soon, overdue) de maskiner vars sämsta serviceintervall har den statusen. Totalt antal i X-Total-Count.',
        security,
        querystring: machineListQuery.extend(pagingQuery),
        response: { 200: z.array(machineSchema), 400: errorResponse },
      },
    },
    async (request, reply) => {
      const { items, total } = await service.listMachines(db, request.user.organisationId, request.query, plans);
      return reply.header('X-Total-Count', String(total)).send(items);
    },
  );

  app.get(
    '/machines/:id',
    {
      config: { access: 'member' },
      schema: {
        tags,
        summary: 'En maskin',
        security,
        params: idParams,
        response: { 200: machineSchema, 404: errorResponse },
      },
    },
    async (request) => service.getMachine(db, request.user.organisationId, machineId(request.params.id), plans),
  );

  app.post(
    '/machines',
    {
      config: { access: 'member' },
      schema: {
        tags,
        summary: 'Lägg till en maskin',
        description:
          'Serie- och registreringsnummer sparas med versaler utan mellanslag och är unika i verkstaden. Utan meterUnit räknas en lastbil i km, annat i timmar. meter (valfri) blir maskinens första avläsning, daterad i dag, och det som standardserviceplanen räknar från. Maskinen får kategorins standardserviceplan.',
        security,
        body: machineCreateSchema,
        response: { 201: machineSchema, 400: errorResponse, 404: errorResponse, 409: errorResponse },
      },
    },
    async (request, reply) =>
      reply
        .status(201)
        .send(await service.createMachine(db, request.user.organisationId, request.body, plans, todayBy(clock))),
  );

  app.put(
    '/machines/:id',
    {
      config: { access: 'member' },
      schema: {
        tags,
        summary: 'Ändra en maskin',
        description: 'Byter maskinen kund följer historiken med; gamla arbetsordrar behåller sin kund.',
        security,
        params: idParams,
        body: machineInputSchema,
        response: { 200: machineSchema, 400: errorResponse, 404: errorResponse, 409: errorResponse },
      },
    },
    async (request) =>
      service.updateMachine(db, request.user.organisationId, machineId(request.params.id), request.body, plans),
  );

  app.delete(
    '/machines/:id',
    {
      config: { access: 'office' },
      schema: {
        tags,
        summary: 'Ta bort en maskin',
        description: '409 så länge arbetsordrar anger maskinen.',
        security,
        params: idParams,
        response: { 204: z.null(), 404: errorResponse, 409: errorResponse },
      },
    },
    async (request, reply) => {
      await service.deleteMachine(db, request.user.organisationId, machineId(request.params.id));
      return reply.status(204).send(null);
    },
  );

  app.get(
    '/machines/:id/meter-readings',
    {
      config: { access: 'member' },
      schema: {
        tags,
        summary: 'Maskinens avläsningar, senaste datum först',
        description: 'Sidvis: limit (1–500, förvalt 100) och offset. Totalt antal i X-Total-Count.',
        security,
        params: idParams,
        querystring: z.object(pagingQuery),
        response: { 200: z.array(meterReadingSchema), 400: errorResponse, 404: errorResponse },
      },
    },
    async (request, reply) => {
      const page = { limit: request.query.limit ?? 100, offset: request.query.offset ?? 0 };
      const { items, total } = await meter.listReadings(
        db,
        request.user.organisationId,
        machineId(request.params.id),
        page,
      );
      return reply.header('X-Total-Count', String(total)).send(items);
    },
  );

  app.post(
    '/machines/:id/meter-readings',
    {
      config: { access: 'member' },
      schema: {
        tags,
        summary: 'Ny avläsning av mätaren',
        description:
          'Utan readingDate gäller dagens datum. at är enhetens tid för en avläsning gjord offline (högst 5 minuter fram, högst 7 dagar bakåt): den blir avläsningens createdAt och, utan readingDate, dess datum. 400 om mätaren skulle gå bakåt eller avläsningen är daterad i framtiden. 409 med frågan i message (och fältet confirmJump i errors) när en timmätare stiger mer än 24 timmar per dygn sedan förra avläsningen: skicka igen med confirmJump: true om värdet stämmer.',
        security,
        params: idParams,
        body: meterReadingInputSchema,
        response: { 201: meterReadingSchema, 400: errorResponse, 404: errorResponse, 409: errorResponse },
      },
    },
    async (request, reply) =>
      reply
        .status(201)
        .send(
          await meter.addReading(
            db,
            request.user.organisationId,
            machineId(request.params.id),
            request.body,
            clock(),
            plans,
          ),
        ),
  );

  app.put(
    '/machines/:id/meter-readings/:readingId',
    {
      config: { access: 'office' },
      schema: {
        tags,
        summary: 'Rätta en avläsning',
        description:
          'Kontoret och ägaren rättar en felskriven avläsning; händelsen sparas på maskinen (GET /audit?entity=machine). Utan readingDate behåller avläsningen sitt datum. Samma kontroller som en ny avläsning (400 bakåt eller i framtiden, 409 med confirmJump vid ett orimligt hopp); 409 för en avläsning som hör till en arbetsorder (rätta den på arbetsordern). Maskinens servicestatus följer med.',
        security,
        params: z.object({ id: z.string(), readingId: z.string() }),
        body: meterReadingInputSchema,
        response: {
          200: meterReadingSchema,
          400: errorResponse,
          403: errorResponse,
          404: errorResponse,
          409: errorResponse,
        },
      },
    },
    async (request) => {
      const readingId = requireId(request.params.readingId, readingNotFound);
      return meter.correctReading(
        db,
        request.user,
        machineId(request.params.id),
        readingId,
        request.body,
        todayBy(clock),
        plans,
      );
    },
  );

  app.delete(
    '/machines/:id/meter-readings/:readingId',
    {
      config: { access: 'office' },
      schema: {
        tags,
        summary: 'Ta bort en avläsning',
        description:
          'Kontoret och ägaren; händelsen sparas på maskinen. 409 för en avläsning som hör till en arbetsorder.',
        security,
        params: z.object({ id: z.string(), readingId: z.string() }),
        response: { 204: z.null(), 403: errorResponse, 404: errorResponse, 409: errorResponse },
      },
    },
    async (request, reply) => {
      const readingId = requireId(request.params.readingId, readingNotFound);
      await meter.deleteReading(db, request.user, machineId(request.params.id), readingId, plans);
      return reply.status(204).send(null);
    },
  );
};
