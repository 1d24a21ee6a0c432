import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { messages } from '../../../shared/messages';
import { paymentInputSchema, paymentSchema } from '../../../shared/payments';
import { todayBy, type Clock } from '../../clock';
import type { Database } from '../../db/client';
import { requireId } from '../../http/ids';
import { errorResponse, idParams } from '../../http/openapi';
import { paymentsOf, registerPayment, removePayment } from './service';

const security = [{ bearerAuth: [] }];
const tags = ['Fakturor'];

/** An invoice's payments (MONEY.md decision 2): listed, registered by hand and removed. */
export const paymentRoutes: FastifyPluginAsyncZod<{ db: Database; clock: Clock }> = async (app, { db, clock }) => {
  app.get(
    '/invoice/:id/payments',
    {
      config: { access: 'office' },
      schema: {
        tags,
        summary: 'Fakturans betalningar',
        description: 'Efter datum, sedan i den ordning de registrerades.',
        security,
        params: idParams,
        response: { 200: z.array(paymentSchema), 404: errorResponse },
      },
    },
    async (request) =>
      paymentsOf(db, request.user.organisationId, requireId(request.params.id, messages.invoiceNotFound)),
  );

  app.post(
    '/invoice/:id/payments',
    {
      config: { access: 'office' },
      schema: {
        tags,
        summary: 'Registrera en betalning',
        description:
          'amount i kronor, date (inte före fakturadatum, inte i framtiden), method och reference. Fakturan blir betald när betalningarna når beloppet att betala. 409 på en kreditfaktura eller krediterad faktura.',
        security,
        params: idParams,
        body: paymentInputSchema,
        response: { 201: paymentSchema, 400: errorResponse, 404: errorResponse, 409: errorResponse },
      },
    },
    async (request, reply) => {
      const id = requireId(request.params.id, messages.invoiceNotFound);
      return reply.status(201).send(await registerPayment(db, request.user, id, request.body, todayBy(clock)));
    },
  );

  app.delete(
    '/payments/:id',
    {
      config: { access: 'office' },
      schema: {
        tags,
        summary: 'Ta bort en betalning',
        description:
          'Betalningen försvinner ur fakturans betalningar men finns kvar i händelserna; fakturan kan bli obetald igen.',
        security,
        params: idParams,
        response: { 204: z.null(), 404: errorResponse },
      },
    },
    async (request, reply) => {
      await removePayment(db, request.user, requireId(request.params.id, messages.paymentNotFound));
      return reply.status(204).send(null);
    },
  );
};
