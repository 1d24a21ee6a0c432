import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { messageSettingsInputSchema, messageSettingsSchema } from '../../shared/customer-messages';
import type { Database } from '../db/client';
import { errorResponse } from '../http/openapi';
import { getMessageSettings, saveMessageSettings } from './service';

const security = [{ bearerAuth: [] }];
const tags = ['Företagsuppgifter'];
const description =
  'Vilka händelser som skickar kunden mejl och/eller sms: arbetsorder klar (status Klar), bokning gjord eller flyttad och faktura skickad. Varje händelse skickar en gång. sms kräver att servern har SMS_URL (smsAvailable); att slå på sms utan det ger 409.';

/** The workshop's choice of which events message its customers (QUOTES.md decision 8). */
export const customerMessageRoutes: FastifyPluginAsyncZod<{ db: Database; smsAvailable: boolean }> = async (
  app,
  { db, smsAvailable },
) => {
  app.get(
    '/company/messages',
    {
      config: { access: 'office' },
      schema: {
        tags,
        summary: 'Meddelanden till kunden',
        description,
        security,
        response: { 200: messageSettingsSchema, 403: errorResponse },
      },
    },
    async (request) => getMessageSettings(db, request.user.organisationId, smsAvailable),
  );

  app.put(
    '/company/messages',
    {
      config: { access: 'owner' },
      schema: {
        tags,
        summary: 'Välj meddelanden till kunden',
        description,
        security,
        body: messageSettingsInputSchema,
        response: { 200: messageSettingsSchema, 400: errorResponse, 403: errorResponse, 409: errorResponse },
      },
    },
    async (request) => saveMessageSettings(db, request.user.organisationId, request.body, smsAvailable),
  );
};
