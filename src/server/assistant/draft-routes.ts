import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  assistantSettingsSchema,
  assistantStatusSchema,
  draftRequestSchema,
  draftSchema,
} from '../../shared/assistant';
import { todayBy, type Clock } from '../clock';
import type { ModelConfig } from '../config';
import type { Database } from '../db/client';
import { errorResponse } from '../http/openapi';
import { draft, readAssistant, switchAssistant } from './drafts';

const security = [{ bearerAuth: [] }];
const tags = ['Assistenten'];

/** ASSISTANT.md decision 3: drafts by a language model the workshop connects, off until both the server and the owner say so. */
export const draftRoutes: FastifyPluginAsyncZod<{
  db: Database;
  clock: Clock;
  model: ModelConfig | null;
}> = async (app, { db, clock, model }) => {
  app.get(
    '/assistant',
    {
      config: { access: 'member' },
      schema: {
        tags,
        summary: 'AI-utkast: tillgängliga och påslagna?',
        description:
          'available: servern har en språkmodell (AI_BASE_URL), inte att den svarar just nu. enabled: ägaren har slagit på AI-utkast. model och endpoint säger vilken modell och vart uppgifterna skickas.',
        security,
        response: { 200: assistantStatusSchema },
      },
    },
    async (request) => readAssistant(db, request.user.organisationId, model),
  );

  app.put(
    '/assistant',
    {
      config: { access: 'owner' },
      schema: {
        tags,
        summary: 'Slå på eller av AI-utkast',
        description: 'Endast ägaren. 409 när servern inte har någon språkmodell.',
        security,
        body: assistantSettingsSchema,
        response: { 200: assistantStatusSchema, 400: errorResponse, 409: errorResponse },
      },
    },
    async (request) => switchAssistant(db, request.user, model, request.body.enabled),
  );

  app.post(
    '/assistant/drafts',
    {
      config: { access: 'member' },
      schema: {
        tags,
        summary: 'Skriv utkast med AI',
        description:
          'work-summary: fakturans "Utfört arbete" av en arbetsorder (workOrderId); work-order: titel, beskrivning, arbetskategori och checklista av det kunden sa (text, valfritt machineId); machine-summary: maskinens historik (machineId). Bara den här verkstadens uppgifter om jobbet eller maskinen skickas; arbetsordernummer som inte skickades tas bort ur texten. Utkastet sparas inte. 409 när AI-utkast är av, 503 när modellen inte svarar inom AI_TIMEOUT_S, 502 när svaret inte går att använda.',
        security,
        body: draftRequestSchema,
        response: {
          200: draftSchema,
          400: errorResponse,
          404: errorResponse,
          409: errorResponse,
          502: errorResponse,
          503: errorResponse,
        },
      },
    },
    async (request) => draft(db, request.user, model, request.body, todayBy(clock)),
  );
};
