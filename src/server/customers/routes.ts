import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { customerInputSchema, customerSchema } from '../../shared/customers';
import { messages } from '../../shared/messages';
import { pagingQuery } from '../../shared/validation';
import type { Database } from '../db/client';
import { csvImportRoute } from '../http/csv-import-route';
import { requireId } from '../http/ids';
import { errorResponse, idParams } from '../http/openapi';
import { importCustomers } from './import';
import * as service from './service';
import { customerNotFound } from './errors';

const security = [{ bearerAuth: [] }];
const tags = ['Kunder'];

export const customerRoutes: FastifyPluginAsyncZod<{ db: Database }> = async (app, { db }) => {
  app.get(
    '/customers',
    {
      config: { access: 'member' },
      schema: {
        tags,
        summary: 'Kunder i alfabetisk ordning (Å, Ä, Ö efter Z)',
        description:
          'q söker i kundnummer, namn, organisationsnummer, e-post och ort, oavsett versaler. Totalt antal i X-Total-Count.',
        security,
        querystring: z.object({ q: z.string().max(100, messages.searchTooLong).optional(), ...pagingQuery }),
        response: { 200: z.array(customerSchema), 400: errorResponse },
      },
    },
    async (request, reply) => {
      const { items, total } = await service.listCustomers(db, request.user.organisationId, request.query);
      return reply.header('X-Total-Count', String(total)).send(items);
    },
  );

  app.get(
    '/customers/:id',
    {
      config: { access: 'member' },
      schema: {
        tags,
        summary: 'En kund',
        security,
        params: idParams,
        response: { 200: customerSchema, 404: errorResponse },
      },
    },
    async (request) =>
      service.getCustomer(db, request.user.organisationId, requireId(request.params.id, customerNotFound)),
  );

  app.post(
    '/customers',
    {
      config: { access: 'member' },
      schema: {
        tags,
        summary: 'Lägg till en kund',
        description: 'Utan customerNumber får kunden nästa nummer i verkstadens serie från 1001.',
        security,
        body: customerInputSchema,
        response: { 201: customerSchema, 400: errorResponse, 409: errorResponse },
      },
    },
    async (request, reply) =>
      reply.status(201).send(await service.createCustomer(db, request.user.organisationId, request.body)),
  );

  csvImportRoute(app, {
    path: '/customers/import',
    tags,
    summary: 'Importera kunder från en CSV-fil',
    description:
      'Rubrikrad med svenska kolumnnamn (Kundnummer, Namn, Organisationsnummer, E-post, Telefon, Kontaktperson, Adress, Postnummer, Ort, Betalningsvillkor, Anteckningar) eller API:ets fältnamn.',
    result: z.object({ created: z.number() }),
    dryRunText: 'dryRun=true: filen är giltig och så många kunder skulle skapas; inget sparas',
    run: (organisationId, file, isDryRun) => importCustomers(db, organisationId, file, isDryRun),
  });

  app.put(
    '/customers/:id',
    {
      config: { access: 'member' },
      schema: {
        tags,
        summary: 'Ändra en kund',
        description: 'Utan customerNumber behåller kunden sitt nummer.',
        security,
        params: idParams,
        body: customerInputSchema,
        response: { 200: customerSchema, 400: errorResponse, 404: errorResponse, 409: errorResponse },
      },
    },
    async (request) =>
      service.updateCustomer(
        db,
        request.user.organisationId,
        requireId(request.params.id, customerNotFound),
        request.body,
      ),
  );

  app.delete(
    '/customers/:id',
    {
      config: { access: 'office' },
      schema: {
        tags,
        summary: 'Ta bort en kund',
        description: '409 så länge kunden har maskiner, arbetsordrar eller fakturor.',
        security,
        params: idParams,
        response: { 204: z.null(), 404: errorResponse, 409: errorResponse },
      },
    },
    async (request, reply) => {
      await service.deleteCustomer(db, request.user.organisationId, requireId(request.params.id, customerNotFound));
      return reply.status(204).send(null);
    },
  );
};
