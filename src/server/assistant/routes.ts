import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { suggestionsQuerySchema, suggestionsSchema } from '../../shared/assistant';
import type { Database } from '../db/client';
import { requireId } from '../http/ids';
import { errorResponse, idParams } from '../http/openapi';
import { suggestionsForForm, suggestionsForWorkOrder } from './suggestions';
import { workOrderNotFound } from '../work-orders/errors';

const security = [{ bearerAuth: [] }];
const tags = ['Assistenten'];
const description =
  'Checklistpunkter, artiklar med vanligt antal och jobbets mediantid från verkstadens egna avslutade arbetsordrar: samma märke och modell om minst två sådana jobb finns, annars samma fordonskategori; samma arbetskategori; de mest lika titlarna och beskrivningarna först. En punkt föreslås när minst två jobb har den.';

/** ASSISTANT.md decision 1: suggestions from the workshop's own finished jobs. */
export const assistantRoutes: FastifyPluginAsyncZod<{ db: Database }> = async (app, { db }) => {
  app.get(
    '/workorders/:id/suggestions',
    {
      config: { access: 'member' },
      schema: {
        tags,
        summary: 'Förslag till en sparad arbetsorder',
        description,
        security,
        params: idParams,
        response: { 200: suggestionsSchema, 404: errorResponse },
      },
    },
    async (request) =>
      suggestionsForWorkOrder(db, request.user.organisationId, requireId(request.params.id, workOrderNotFound)),
  );

  app.get(
    '/suggestions',
    {
      config: { access: 'member' },
      schema: {
        tags,
        summary: 'Förslag till en arbetsorder som fylls i',
        description,
        security,
        querystring: suggestionsQuerySchema,
        response: { 200: suggestionsSchema, 400: errorResponse, 404: errorResponse },
      },
    },
    async (request) => suggestionsForForm(db, request.user.organisationId, request.query),
  );
};
