import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { portalLinkSchema, portalLinkStatusSchema } from '../../shared/customer-portal';
import type { Clock } from '../clock';
import { customerNotFound } from '../customers/errors';
import type { Database } from '../db/client';
import { requireId } from '../http/ids';
import { errorResponse, idParams } from '../http/openapi';
import type { Config } from '../config';
import { provideCustomerPageLinks } from '../customer-messages/customer-page-port';
import { createPortalLink, currentPortalLink, portalLinksOf, portalLinkStatus, revokePortalLink } from './service';

export { publicPortalRoutes } from './public-routes';

const security = [{ bearerAuth: [] }];
const tags = ['Kunder'];

/** Staff hand a customer their page's link (QUOTES.md decision 9): owner and office; a mechanic 403. */
export const portalLinkRoutes: FastifyPluginAsyncZod<{
  db: Database;
  clock: Clock;
  config: Pick<Config, 'publicUrl' | 'linkSecret' | 'dataDir'>;
}> = async (app, { db, clock, config }) => {
  const links = portalLinksOf(config);
  // Messages to a customer carry their page's link when one works (customer-messages' seam; decision 055).
  provideCustomerPageLinks((tx, organisationId, customerId) =>
    currentPortalLink(tx, organisationId, customerId, links),
  );
  app.get(
    '/customers/:id/portal-link',
    {
      config: { access: 'office' },
      schema: {
        tags,
        summary: 'Kundsidans länk: om den fungerar',
        description:
          'Om kunden har en fungerande länk till kundsidan, när den skapades (eller stängdes) och när kunden senast öppnade sidan. Aldrig länken: bara dess hash sparas. Öppningar sparas högst en gång i kvarten, så tiden kan vara upp till en kvart äldre än kundens senaste besök. Alla tider null när kunden aldrig haft någon länk.',
        security,
        params: idParams,
        response: { 200: portalLinkStatusSchema, 403: errorResponse, 404: errorResponse },
      },
    },
    async (request) =>
      portalLinkStatus(db, request.user.organisationId, requireId(request.params.id, customerNotFound)),
  );

  app.post(
    '/customers/:id/portal-link',
    {
      config: { access: 'office' },
      schema: {
        tags,
        summary: 'Ny länk till kundsidan',
        description:
          'Länken visas bara nu: bara dess hash sparas. En ny länk gör den förra ogiltig. Kundsidan visar kundens öppna offerter, pågående arbeten, fakturor och maskiner.',
        security,
        params: idParams,
        response: { 201: portalLinkSchema, 403: errorResponse, 404: errorResponse },
      },
    },
    async (request, reply) => {
      const id = requireId(request.params.id, customerNotFound);
      return reply.status(201).send(await createPortalLink(db, request.user, id, clock(), links));
    },
  );

  app.delete(
    '/customers/:id/portal-link',
    {
      config: { access: 'office' },
      schema: {
        tags,
        summary: 'Stäng kundsidans länk',
        description: 'Länken slutar fungera (404). 204 även när kunden inte hade någon länk.',
        security,
        params: idParams,
        response: { 204: z.null(), 403: errorResponse, 404: errorResponse },
      },
    },
    async (request, reply) => {
      await revokePortalLink(db, request.user, requireId(request.params.id, customerNotFound), clock());
      return reply.status(204).send(null);
    },
  );
};
