import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { MAX_WORK_ORDER_PAGE_SIZE, pagingQueryUpTo } from '../../shared/validation';
import {
  checklistTickSchema,
  materialSchema,
  todoItemSchema,
  workOrderInputSchema,
  workOrderUpdateSchema,
  workOrderSchema,
} from '../../shared/work-orders';
import type { Clock } from '../clock';
import type { Database } from '../db/client';
import { requireId } from '../http/ids';
import { sendPage } from '../http/compression';
import type { ListCache } from '../cache/list-cache';
import { errorResponse, idParams } from '../http/openapi';
import * as service from './service';
import type { JobTimers } from './timer-port';
import { addChecklistItem, addMaterial, tickChecklistItem } from './workbench';
import type { MailLimits } from '../config';
import { checklistItemInvalid, workOrderIdMissing, workOrderNotFound } from './errors';
import { signatureRoutes } from './signature-routes';

const security = [{ bearerAuth: [] }];
const tags = ['Arbetsordrar'];

export const workOrderRoutes: FastifyPluginAsyncZod<{
  db: Database;
  lists: ListCache;
  clock: Clock;
  timers: JobTimers;
  /** The outbox's allowance and its poke: a job set to Klar may message its customer (customer-messages). */
  mailLimits: MailLimits;
  mailQueued: () => void;
}> = async (app, { db, lists, clock, timers, mailLimits, mailQueued }) => {
  await app.register(signatureRoutes, { db, clock, timers });
  app.get(
    '/workorders',
    {
      config: { access: 'member' },
      schema: {
        tags,
        summary: 'Arbetsordrar, nyaste först',
        description:
          'status filtrerar; pending, in_progress och completed matchar även Väntande, Pågående och Klar. customerId och machineId visar en kunds eller en maskins arbetsordrar; assignee=me (eller en medarbetares id) de som är tilldelade personen. Totalt antal i X-Total-Count.',
        security,
        querystring: z.object({
          status: z.string().max(50).optional(),
          customerId: z.string().max(100).optional(),
          machineId: z.string().max(100).optional(),
          assignee: z.string().max(100).optional(),
          ...pagingQueryUpTo(MAX_WORK_ORDER_PAGE_SIZE),
        }),
        response: { 200: z.array(workOrderSchema), 400: errorResponse, 401: errorResponse },
      },
    },
    async (request, reply) => {
      const { organisationId } = request.user;
      const { status, customerId, machineId, limit, offset } = request.query;
      const assignee = request.query.assignee === 'me' ? request.user.id : request.query.assignee;
      const page = await lists.read(
        organisationId,
        `workorders|${status}|${customerId}|${machineId}|${assignee}|${limit}|${offset}`,
        () => service.listWorkOrders(db, organisationId, { ...request.query, assignee }),
        reply,
      );
      // Already JSON, made by PostgreSQL: sent as it is (compressed once per page).
      return sendPage(request, reply, page);
    },
  );

  app.get(
    '/workorders/:id',
    {
      config: { access: 'member' },
      schema: {
        tags,
        summary: 'En arbetsorder',
        security,
        params: idParams,
        response: { 200: workOrderSchema, 404: errorResponse },
      },
    },
    async (request) => {
      const id = requireId(request.params.id, workOrderNotFound);
      return service.getWorkOrder(db, request.user.organisationId, id);
    },
  );

  app.post(
    '/workorders',
    {
      config: { access: 'member' },
      schema: {
        tags,
        summary: 'Skapa en arbetsorder',
        description: 'Utan workOrderNumber skapas ett nummer AO-ÅÅÅÅMMDD-NNN, unikt inom verkstaden.',
        security,
        body: workOrderInputSchema,
        response: { 201: workOrderSchema, 400: errorResponse, 409: errorResponse },
      },
    },
    async (request, reply) => {
      const workOrder = await service.createWorkOrder(db, request.user, request.body, clock());
      return reply.status(201).send(workOrder);
    },
  );

  // The spec's client refuses an update without id; a request that reaches us without one gets the same words.
  for (const path of ['/workorders', '/workorders/']) {
    app.put(path, { config: { access: 'member' }, schema: { hide: true } }, async () => {
      throw workOrderIdMissing();
    });
  }

  app.put(
    '/workorders/:id',
    {
      config: { access: 'member' },
      schema: {
        tags,
        summary: 'Ändra en arbetsorder',
        description:
          'Blir arbetsordern klar (Klar, completed, RedoAttFakturera, Fakturerad) stoppas timrar som går på den, i samma transaktion; svaret räknar upp dem i stoppedTimers. Sätts status till Klar får kunden mejl och/eller sms om verkstaden valt det (PUT /company/messages), en gång per gång arbetsordern blir Klar. En vehicleCategory som utelämnas behåller arbetsorderns (ett jobb från en offert utan maskin har ingen).',
        security,
        params: idParams,
        body: workOrderUpdateSchema,
        response: { 200: workOrderSchema, 400: errorResponse, 404: errorResponse, 409: errorResponse },
      },
    },
    async (request) => {
      const id = requireId(request.params.id, workOrderNotFound);
      const workOrder = await service.updateWorkOrder(db, request.user, id, request.body, clock(), timers, mailLimits);
      mailQueued();
      return workOrder;
    },
  );

  app.put(
    '/workorders/:id/checklist/:index',
    {
      config: { access: 'member' },
      schema: {
        tags,
        summary: 'Bocka av en punkt i checklistan',
        description:
          'Ändrar bara done på punkten (index från 0) i arbetsordern som den är nu; resten av arbetsordern skrivs inte. Med text svarar anropet 409 om punkten inte längre har den texten (listan har ändrats). En avbockad punkt får doneAt: nu, eller at, enhetens tid för en bock gjord offline (högst 5 minuter fram, högst 7 dagar bakåt).',
        security,
        params: z.object({ id: z.string(), index: z.string().max(20) }),
        body: checklistTickSchema,
        response: { 200: workOrderSchema, 400: errorResponse, 404: errorResponse, 409: errorResponse },
      },
    },
    async (request) => {
      const id = requireId(request.params.id, workOrderNotFound);
      if (!/^\d{1,3}$/.test(request.params.index)) {
        throw checklistItemInvalid().at('index');
      }
      return tickChecklistItem(db, request.user, id, Number(request.params.index), request.body, clock());
    },
  );

  app.post(
    '/workorders/:id/checklist',
    {
      config: { access: 'member' },
      schema: {
        tags,
        summary: 'Lägg till en punkt i checklistan',
        description:
          'Lägger till en punkt sist i checklistan, som en rad i todoList vid PUT. Resten av arbetsordern skrivs inte.',
        security,
        params: idParams,
        body: todoItemSchema,
        response: { 201: workOrderSchema, 400: errorResponse, 404: errorResponse },
      },
    },
    async (request, reply) => {
      const id = requireId(request.params.id, workOrderNotFound);
      return reply.status(201).send(await addChecklistItem(db, request.user, id, request.body));
    },
  );

  app.post(
    '/workorders/:id/materials',
    {
      config: { access: 'member' },
      schema: {
        tags,
        summary: 'Lägg till en rad i materialet',
        description:
          'Lägger till en rad sist i materialet, som en rad i materials vid PUT: en artikel (partId) reserveras i lagret, på en klar arbetsorder tas den ur lagret. Resten av arbetsordern skrivs inte. Raden får addedAt: nu, eller at, enhetens tid för en rad lagd offline (högst 5 minuter fram, högst 7 dagar bakåt).',
        security,
        params: idParams,
        body: materialSchema,
        response: { 201: workOrderSchema, 400: errorResponse, 404: errorResponse },
      },
    },
    async (request, reply) => {
      const id = requireId(request.params.id, workOrderNotFound);
      return reply.status(201).send(await addMaterial(db, request.user, id, request.body, clock()));
    },
  );

  app.delete(
    '/workorders/:id',
    {
      config: { access: 'office' },
      schema: {
        tags,
        summary: 'Ta bort en arbetsorder',
        security,
        params: idParams,
        response: { 204: z.null(), 404: errorResponse, 409: errorResponse },
      },
    },
    async (request, reply) => {
      const id = requireId(request.params.id, workOrderNotFound);
      await service.deleteWorkOrder(db, request.user, id, clock());
      return reply.status(204).send(null);
    },
  );
};
