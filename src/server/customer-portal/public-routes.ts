import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { portalSchema } from '../../shared/customer-portal';
import { RateLimit } from '../auth/service';
import type { ListCache } from '../cache/list-cache';
import type { Clock } from '../clock';
import { sendKept } from '../http/compression';
import { attachment } from '../http/attachment';
import { errorResponse } from '../http/openapi';
import { loadInvoiceDocument, type RenderInvoicePdf } from '../invoices/document-port';
import { portalTooManyRequests } from './errors';
import { portalFileRoutes, type PortalFileOptions } from './file-routes';
import { requirePortalInvoice } from './invoice-access';
import { openPortal, requirePortalOwner, type PortalLinkOptions } from './service';

const tags = ['Kundsida'];
const tokenParams = z.object({ token: z.string().max(200) });
const linkAnswers = { 404: errorResponse, 429: errorResponse };
/** The page makes a call or two and the customer opens a few PDFs: as a quote's link (decision 050). */
const CALLS_PER_LOGIN = 3;

export interface PublicPortalOptions extends PortalFileOptions {
  clock: Clock;
  /** Where the page is kept until the workshop's next change (docs/decisions/077). */
  lists: ListCache;
  links: PortalLinkOptions;
  renderPdf: RenderInvoicePdf;
}

/**
 * The customer's page (QUOTES.md decision 9): no account, throttled per IP, unknown and revoked alike.
 * The page and its PDFs count against one limit, the pictures on it against their own (file-routes.ts).
 */
export const publicPortalRoutes: FastifyPluginAsyncZod<PublicPortalOptions> = async (app, options) => {
  await app.register(portalPageRoutes, options);
  await app.register(portalFileRoutes, options);
};

const portalPageRoutes: FastifyPluginAsyncZod<PublicPortalOptions> = async (app, options) => {
  const { db, clock, lists, links, renderPdf } = options;
  const attempts = new RateLimit(db, options.loginMaxPerMinute * CALLS_PER_LOGIN);
  app.addHook('preHandler', async (request) => {
    if (await attempts.hit(`portal-ip:${request.ip}`)) throw portalTooManyRequests();
  });

  app.get(
    '/public/portal/:token',
    {
      config: { access: 'public' },
      schema: {
        tags,
        summary: 'Kundsidan',
        description:
          'Kundens öppna offerter, pågående arbeten, fakturor och maskiner, utan konto. Listorna är begränsade (de nyaste; alla obetalda fakturor före betalda). 404 för en okänd eller stängd länk.',
        params: tokenParams,
        response: { 200: portalSchema, ...linkAnswers },
      },
    },
    async (request, reply) => {
      const page = await openPortal(db, lists, request.params.token, clock(), links, reply);
      return sendKept(request, reply.header('Cache-Control', 'no-store').header('X-Robots-Tag', 'noindex'), page);
    },
  );

  app.get(
    '/public/portal/:token/invoices/:id/pdf',
    {
      config: { access: 'public' },
      schema: {
        tags,
        summary: 'En faktura på kundsidan som PDF',
        description: 'Bara kundens egna fakturor; en annan kunds eller verkstads faktura är 404.',
        params: tokenParams.extend({ id: z.string().max(100) }),
        response: {
          200: { description: 'Fakturan som PDF (A4)', content: { 'application/pdf': { schema: z.any() } } },
          ...linkAnswers,
        },
      },
    },
    async (request, reply) => {
      const owner = await requirePortalOwner(db, request.params.token);
      const id = await requirePortalInvoice(db, owner, request.params.id);
      const document = await loadInvoiceDocument(db, owner.organisationId, id);
      const pdf = await renderPdf(document, owner.organisationId);
      return reply
        .header('Content-Type', 'application/pdf')
        .header('Content-Disposition', attachment(`faktura-${document.number}.pdf`))
        .header('Cache-Control', 'no-store')
        .header('X-Robots-Tag', 'noindex')
        .send(pdf);
    },
  );
};
