import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { companyInputSchema, companySchema } from '../../shared/company';
import type { SessionCache } from '../cache/session-cache';
import type { Database } from '../db/client';
import { errorResponse } from '../http/openapi';
import { findCompany } from '../organisations/service';
import { saveCompany } from './service';

const security = [{ bearerAuth: [] }];
const tags = ['Företagsuppgifter'];

export const companyRoutes: FastifyPluginAsyncZod<{ db: Database; sessions: SessionCache }> = async (
  app,
  { db, sessions },
) => {
  app.get(
    '/company',
    {
      config: { access: 'office' },
      schema: {
        tags,
        summary: 'Säljarens uppgifter på fakturan',
        security,
        response: { 200: companySchema, 401: errorResponse },
      },
    },
    async (request) => findCompany(db, request.user.organisationId),
  );

  app.put(
    '/company',
    {
      config: { access: 'office' },
      schema: {
        tags,
        summary: 'Ändra företagsuppgifterna',
        description:
          'Organisationsnummer, momsregistreringsnummer och bankgiro kontrolleras med kontrollsiffra. Ett organisationsnummer som en annan verkstad redan har ger 409.',
        security,
        body: companyInputSchema,
        response: { 200: companySchema, 400: errorResponse, 401: errorResponse, 409: errorResponse },
      },
    },
    async (request) => {
      const company = await saveCompany(db, request.user.organisationId, request.body);
      // The company name is every session's companyName; invalidated after the write, so that no
      // lookup running meanwhile can cache the old name again.
      await sessions.revoke({ kind: 'organisation', organisationId: request.user.organisationId });
      return company;
    },
  );
};
