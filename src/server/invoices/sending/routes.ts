import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { invoiceSchema, invoiceSendSchema } from '../../../shared/invoices';
import { messages } from '../../../shared/messages';
import { todayBy, type Clock } from '../../clock';
import type { MailLimits } from '../../config';
import type { Database } from '../../db/client';
import { requireId } from '../../http/ids';
import { errorResponse, idParams } from '../../http/openapi';
import type { RenderInvoicePdf } from '../document';
import { sendInvoice } from './service';

const security = [{ bearerAuth: [] }];
const tags = ['Fakturor'];

/** Sending an invoice by e-mail (MONEY.md decision 1); the PDF threads lay it out, the outbox sends it. */
export const sendingRoutes: FastifyPluginAsyncZod<{
  db: Database;
  clock: Clock;
  renderPdf: RenderInvoicePdf;
  mailQueued: () => void;
  mailLimits: MailLimits;
}> = async (app, { db, clock, renderPdf, mailQueued, mailLimits }) => {
  app.post(
    '/invoice/:id/send',
    {
      config: { access: 'office' },
      schema: {
        tags,
        summary: 'Skicka fakturan med e-post',
        description:
          'Till fakturans e-postadress, eller till de adresser som anges (högst fem), med PDF:en bifogad (faktura-{nummer}.pdf) och företagets e-post som svarsadress. Kan skickas igen. 409 när PDF:en inte får skickas (företagsuppgifter saknas).',
        security,
        params: idParams,
        body: invoiceSendSchema,
        response: {
          200: invoiceSchema,
          400: errorResponse,
          403: errorResponse,
          404: errorResponse,
          409: errorResponse,
          429: errorResponse,
        },
      },
    },
    async (request) => {
      const id = requireId(request.params.id, messages.invoiceNotFound);
      const now = clock();
      const sent = await sendInvoice(db, request.user, id, request.body, {
        renderPdf,
        today: todayBy(clock),
        now,
        mailLimits,
      });
      mailQueued();
      return sent;
    },
  );
};
