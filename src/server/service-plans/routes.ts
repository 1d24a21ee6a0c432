import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  serviceDueItemSchema,
  serviceDueQuery,
  serviceIntervalInputSchema,
  serviceIntervalSchema,
} from '../../shared/service-plans';
import { todayBy, type Clock } from '../clock';
import type { Database } from '../db/client';
import { requireId } from '../http/ids';
import { sendPage } from '../http/compression';
import type { ListCache } from '../cache/list-cache';
import { errorResponse, idParams } from '../http/openapi';
import * as service from './service';
import { serviceDuePage } from './service-due';
import { machineNotFound } from '../machines/errors';
import { intervalNotFound } from './errors';

const security = [{ bearerAuth: [] }];
const tags = ['Serviceplaner'];
const machineId = (id: string) => requireId(id, machineNotFound);
const intervalId = (id: string) => requireId(id, intervalNotFound);
const intervalParams = z.object({ id: z.string(), intervalId: z.string() });

export const servicePlanRoutes: FastifyPluginAsyncZod<{
  db: Database;
  lists: ListCache;
  clock: Clock;
}> = async (app, { db, lists, clock }) => {
  const contextNow = (): service.PlanContext => ({ today: todayBy(clock) });

  app.get(
    '/machines/:id/service-plan',
    {
      config: { access: 'member' },
      schema: {
        tags,
        summary: 'Maskinens serviceplan',
        description:
          'Varje intervall med senast utförd (senaste avslutade arbetsorder som utförde det, annars det som angavs, annars dagen det lades till), nästa service (datum och mätarställning), prognos och status: overdue, due_soon eller ok. Antal i X-Total-Count.',
        security,
        params: idParams,
        response: { 200: z.array(serviceIntervalSchema), 404: errorResponse },
      },
    },
    async (request, reply) => {
      const plan = await service.listPlan(db, request.user.organisationId, contextNow(), machineId(request.params.id));
      return reply.header('X-Total-Count', String(plan.length)).send(plan);
    },
  );

  app.post(
    '/machines/:id/service-plan',
    {
      config: { access: 'office' },
      schema: {
        tags,
        summary: 'Lägg till ett serviceintervall',
        description:
          'Var everyMeter timmar/km och/eller var everyMonths månad, det som kommer först. 400 när inget av dem anges.',
        security,
        params: idParams,
        body: serviceIntervalInputSchema,
        response: { 201: serviceIntervalSchema, 400: errorResponse, 404: errorResponse },
      },
    },
    async (request, reply) =>
      reply
        .status(201)
        .send(
          await service.addInterval(
            db,
            request.user.organisationId,
            contextNow(),
            machineId(request.params.id),
            request.body,
          ),
        ),
  );

  app.put(
    '/machines/:id/service-plan/:intervalId',
    {
      config: { access: 'office' },
      schema: {
        tags,
        summary: 'Ändra ett serviceintervall',
        description:
          'lastDoneDate och lastDoneMeter som utelämnas behålls. En avslutad arbetsorder som utförde intervallet går före det som anges.',
        security,
        params: intervalParams,
        body: serviceIntervalInputSchema,
        response: { 200: serviceIntervalSchema, 400: errorResponse, 404: errorResponse },
      },
    },
    async (request) =>
      service.editInterval(
        db,
        request.user.organisationId,
        contextNow(),
        machineId(request.params.id),
        intervalId(request.params.intervalId),
        request.body,
      ),
  );

  app.delete(
    '/machines/:id/service-plan/:intervalId',
    {
      config: { access: 'office' },
      schema: {
        tags,
        summary: 'Ta bort ett serviceintervall',
        security,
        params: intervalParams,
        response: { 204: z.null(), 404: errorResponse },
      },
    },
    async (request, reply) => {
      await service.removeInterval(
        db,
        request.user.organisationId,
        { today: todayBy(clock) },
        machineId(request.params.id),
        intervalId(request.params.intervalId),
      );
      return reply.status(204).send(null);
    },
  );

  app.get(
    '/service-due',
    {
      config: { access: 'member' },
      schema: {
        tags,
        summary: 'Service att boka',
        description:
          'Alla intervall som är försenade eller snart dags inom within dagar (standard 30), försenade först och sedan efter förfallodag, med maskinen och kunden att ringa. status: overdue eller due_soon; customerId visar en kunds. Totalt antal i X-Total-Count.',
        security,
        querystring: serviceDueQuery,
        response: { 200: z.array(serviceDueItemSchema), 400: errorResponse },
      },
    },
    async (request, reply) => {
      const { organisationId } = request.user;
      const context = contextNow();
      const { within, status, customerId, limit, offset } = request.query;
      // Due soon and overdue move with the day, so the day is part of the page's identity.
      const key = `service-due|${context.today}|${within}|${status}|${customerId}|${limit}|${offset}`;
      const page = await lists.read(
        organisationId,
        key,
        async () => {
          const due = await serviceDuePage(db, organisationId, context, request.query);
          return { json: JSON.stringify(due.items), total: due.total };
        },
        reply,
      );
      return sendPage(request, reply, page);
    },
  );
};
