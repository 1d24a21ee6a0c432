import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Database } from '../../db/client';
import { attachment } from '../../http/attachment';
import { requireId } from '../../http/ids';
import { errorResponse, idParams } from '../../http/openapi';
import { loadPeppolSource } from './service';
import { peppolXml } from './ubl';
import { missingForPeppol } from './requirements';
import { invoiceNotFound, peppolIncomplete } from '../errors';

const security = [{ bearerAuth: [] }];

/** E-invoices (MONEY.md decision 7): an invoice or credit note as Peppol BIS Billing 3.0. */
export const peppolRoutes: FastifyPluginAsyncZod<{ db: Database }> = async (app, { db }) => {
  app.get(
    '/invoice/:id/peppol',
    {
      config: { access: 'office' },
      schema: {
        tags: ['Fakturor'],
        summary: 'Fakturan som e-faktura (Peppol BIS Billing 3.0)',
        description:
          'UBL 2.1: Invoice (380) eller, för en kreditfaktura, CreditNote (381) med hänvisning till den krediterade fakturan. 409 med det som saknas (till exempel kundens Peppol-ID eller Er referens), innan något skapas.',
        security,
        params: idParams,
        response: {
          200: {
            description: 'faktura-{fakturanummer}.xml',
            content: { 'application/xml': { schema: z.string() } },
          },
          403: errorResponse,
          404: errorResponse,
          409: errorResponse,
        },
      },
    },
    async (request, reply) => {
      const id = requireId(request.params.id, invoiceNotFound);
      const source = await loadPeppolSource(db, request.user.organisationId, id);
      const missing = missingForPeppol(source);
      if (missing.length > 0) throw peppolIncomplete(missing.map((item) => item.message)).with(missing);
      return reply
        .header('Content-Type', 'application/xml; charset=utf-8')
        .header('Content-Disposition', attachment(`faktura-${source.record.invoice.invoiceNumber}.xml`))
        .header('Cache-Control', 'no-store')
        .send(peppolXml(source));
    },
  );
};
