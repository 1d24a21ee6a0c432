import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  movementInputSchema,
  movementSchema,
  partInputSchema,
  partListQuery,
  partSchema,
  stockValueSchema,
} from '../../shared/parts';
import { optionalIsoDate, pagingQuery } from '../../shared/validation';
import { todayBy, type Clock } from '../clock';
import type { Database } from '../db/client';
import { csvImportRoute } from '../http/csv-import-route';
import { forbidden } from '../auth/errors';
import { requireId } from '../http/ids';
import { errorResponse, idParams } from '../http/openapi';
import { importParts } from './import';
import * as ledger from './ledger';
import { movementWithoutCost, withoutCosts } from './mapper';
import * as service from './service';
import { partNotFound } from './errors';

/** Purchase prices and average cost are the office's (docs/team.md decision 1). */
const seesCosts = (request: FastifyRequest) => request.user.role !== 'mechanic';

const security = [{ bearerAuth: [] }];
const tags = ['Lager'];
const partId = (id: string) => requireId(id, partNotFound);

export const partRoutes: FastifyPluginAsyncZod<{ db: Database; clock: Clock }> = async (app, { db, clock }) => {
  app.get(
    '/parts',
    {
      config: { access: 'member' },
      schema: {
        tags,
        summary: 'Artiklar, efter artikelnummer',
        description:
          'q söker i artikelnummer, benämning, leverantör och hyllplats, oavsett versaler. belowReorder=true visar lagerförda artiklar vars tillgängliga antal (i lager minus reserverat på öppna arbetsordrar) är vid eller under beställningspunkten, eller vars lager är under noll. Totalt antal i X-Total-Count.',
        security,
        querystring: partListQuery,
        response: { 200: z.array(partSchema), 400: errorResponse },
      },
    },
    async (request, reply) => {
      const { items, total } = await service.listParts(db, request.user.organisationId, request.query);
      return reply.header('X-Total-Count', String(total)).send(seesCosts(request) ? items : items.map(withoutCosts));
    },
  );

  app.get(
    '/parts/stock-value',
    {
      config: { access: 'office' },
      schema: {
        tags,
        summary: 'Lagrets värde',
        description:
          'I lager gånger genomsnittligt inköpspris för varje lagerförd artikel vid dagens slut (date, standard i dag), för bokslutet. Lager under noll räknas som inget.',
        security,
        querystring: z.object({ date: optionalIsoDate }),
        response: { 200: stockValueSchema, 400: errorResponse },
      },
    },
    async (request) => {
      const today = todayBy(clock);
      return ledger.stockValue(db, request.user.organisationId, request.query.date ?? today, today);
    },
  );

  app.post(
    '/parts',
    {
      config: { access: 'office' },
      schema: {
        tags,
        summary: 'Ny artikel',
        description:
          'Priser i kronor. Lagret börjar på noll och ändras bara genom lagerrörelser. 409 när artikelnumret redan används.',
        security,
        body: partInputSchema,
        response: { 201: partSchema, 400: errorResponse, 409: errorResponse },
      },
    },
    async (request, reply) =>
      reply.status(201).send(await service.createPart(db, request.user.organisationId, request.body)),
  );

  csvImportRoute(app, {
    path: '/parts/import',
    tags,
    summary: 'Importera artiklar från en CSV-fil (leverantörens prislista)',
    description:
      'Rubrikrad med svenska kolumnnamn (Artikelnummer, Benämning, Enhet, Inköpspris, Försäljningspris, Leverantör, Hyllplats, Beställningspunkt, Lagerförd) eller API:ets fältnamn. Ett artikelnummer som finns får filens uppgifter och priser; kolumner som saknas i filen lämnas orörda.',
    result: z.object({ created: z.number(), updated: z.number() }),
    dryRunText: 'dryRun=true: så många artiklar skulle skapas och uppdateras; inget sparas',
    run: (organisationId, file, isDryRun) => importParts(db, organisationId, file, isDryRun),
  });

  app.get(
    '/parts/:id',
    {
      config: { access: 'member' },
      schema: {
        tags,
        summary: 'En artikel',
        security,
        params: idParams,
        response: { 200: partSchema, 404: errorResponse },
      },
    },
    async (request) => {
      const part = await service.getPart(db, request.user.organisationId, partId(request.params.id));
      return seesCosts(request) ? part : withoutCosts(part);
    },
  );

  app.put(
    '/parts/:id',
    {
      config: { access: 'office' },
      schema: {
        tags,
        summary: 'Ändra en artikel',
        description: 'Lagret ändras inte här utan genom lagerrörelser.',
        security,
        params: idParams,
        body: partInputSchema,
        response: { 200: partSchema, 400: errorResponse, 404: errorResponse, 409: errorResponse },
      },
    },
    async (request) => service.updatePart(db, request.user.organisationId, partId(request.params.id), request.body),
  );

  app.delete(
    '/parts/:id',
    {
      config: { access: 'office' },
      schema: {
        tags,
        summary: 'Ta bort en artikel',
        description: '409 när artikeln har lagerrörelser eller används på arbetsordrar.',
        security,
        params: idParams,
        response: { 204: z.null(), 404: errorResponse, 409: errorResponse },
      },
    },
    async (request, reply) => {
      await service.deletePart(db, request.user.organisationId, partId(request.params.id));
      return reply.status(204).send(null);
    },
  );

  app.get(
    '/parts/:id/movements',
    {
      config: { access: 'member' },
      schema: {
        tags,
        summary: 'Artikelns lagerrörelser, senaste först',
        description: 'Varje rörelse med antalet i lager efter den. Totalt antal i X-Total-Count.',
        security,
        params: idParams,
        querystring: z.object(pagingQuery),
        response: { 200: z.array(movementSchema), 400: errorResponse, 404: errorResponse },
      },
    },
    async (request, reply) => {
      const { limit = service.DEFAULT_PAGE_SIZE, offset = 0 } = request.query;
      const { items, total } = await ledger.listMovements(
        db,
        request.user.organisationId,
        partId(request.params.id),
        limit,
        offset,
      );
      return reply
        .header('X-Total-Count', String(total))
        .send(seesCosts(request) ? items : items.map(movementWithoutCost));
    },
  );

  app.post(
    '/parts/:id/movements',
    {
      config: { access: 'member' },
      schema: {
        tags,
        summary: 'Boka en lagerrörelse',
        description:
          'receipt (inleverans: quantity > 0, unitCost flyttar genomsnittspriset), return (retur till leverantör: quantity > 0), adjustment (justering: quantity med tecken, note krävs) eller count (inventering: counted är antalet på hyllan; rörelsen blir skillnaden). Uttag till arbetsordrar (work-order) bokar servern när arbetsordern blir klar: 400.',
        security,
        params: idParams,
        body: movementInputSchema,
        response: { 201: movementSchema, 400: errorResponse, 403: errorResponse, 404: errorResponse },
      },
    },
    async (request, reply) => {
      // A mechanic books what arrives and what is on the shelf; adjustments and returns are the office's.
      if (!seesCosts(request) && (request.body.type === 'adjustment' || request.body.type === 'return'))
        throw forbidden();
      const movement = await ledger.addMovement(
        db,
        request.user.organisationId,
        partId(request.params.id),
        request.body,
      );
      return reply.status(201).send(seesCosts(request) ? movement : movementWithoutCost(movement));
    },
  );
};
