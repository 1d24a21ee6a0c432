import { and, desc, eq } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { quoteSchema } from '../../shared/quote-shapes';
import { contactAttemptSchema, CONTACT_CHANNELS, quoteInputSchema, type QuoteInput } from '../../shared/quotes';
import { quoteTexts } from '../../shared/quote-texts';
import { todayBy, type Clock } from '../clock';
import type { Database } from '../db/client';
import { requireId } from '../http/ids';
import { errorResponse, idParams } from '../http/openapi';
import { getWorkOrder } from '../work-orders/service';
import { workOrderNotFound } from '../work-orders/errors';
import { quoteExtraNeedsCustomer } from './errors';
import { createQuote } from './service';
import { contactAttempts } from './tables';

const tags = ['Offerter'];
const security = [{ bearerAuth: [] }];
const { priceType, maxAmount, validUntil, terms, items } = quoteInputSchema.shape;
/** A quote's body without whom and what it is for: the work order says that. */
const extraWorkSchema = z
  .object({ priceType, maxAmount, validUntil, terms, items })
  .refine((body) => body.maxAmount === null || body.priceType === 'running', {
    path: ['maxAmount'],
    message: quoteTexts.maxAmountOnlyRunning,
  });
const contactAttemptShape = z.object({
  id: z.string(),
  workOrderId: z.string(),
  channel: z.enum(CONTACT_CHANNELS),
  note: z.string().nullable(),
  at: z.string(),
  byUserId: z.string().nullable(),
});

/** Extra work and attempts to reach the customer, from a work order (QUOTES.md decision 7). */
export const jobQuoteRoutes: FastifyPluginAsyncZod<{ db: Database; clock: Clock }> = async (app, { db, clock }) => {
  const jobOf = async (organisationId: string, id: string) =>
    getWorkOrder(db, organisationId, requireId(id, workOrderNotFound));

  app.post(
    '/workorders/:id/extra-work',
    {
      config: { access: 'member' },
      schema: {
        tags,
        summary: 'Föreslå tilläggsarbete',
        description:
          'Ett utkast av sorten extra, kopplat till arbetsordern; en mekaniker får skriva det, kontoret skickar.',
        security,
        params: idParams,
        body: extraWorkSchema,
        response: { 201: quoteSchema, 400: errorResponse, 404: errorResponse },
      },
    },
    async (request, reply) => {
      const job = await jobOf(request.user.organisationId, request.params.id);
      if (!job.customerId) throw quoteExtraNeedsCustomer();
      const input: QuoteInput = {
        ...request.body,
        customerId: job.customerId,
        machineId: job.machineId ?? null,
        workOrderId: job.id,
        kind: 'extra',
      };
      return reply.status(201).send(await createQuote(db, request.user, input, todayBy(clock)));
    },
  );

  // Recording an attempt is the office's: a mechanic reads quotes and drafts extra work, and gets 403
  // elsewhere here (QUOTES.md, API contract); the attempts themselves show on the job for everyone.
  app.post(
    '/workorders/:id/contact-attempts',
    {
      config: { access: 'office' },
      schema: {
        tags,
        summary: 'Registrera ett försök att nå kunden',
        description: 'Ägare och kontor; en mekaniker får 403.',
        security,
        params: idParams,
        body: contactAttemptSchema,
        response: { 201: contactAttemptShape, 400: errorResponse, 403: errorResponse, 404: errorResponse },
      },
    },
    async (request, reply) => {
      const job = await jobOf(request.user.organisationId, request.params.id);
      const [row] = await db
        .insert(contactAttempts)
        .values({
          organisationId: request.user.organisationId,
          workOrderId: job.id,
          channel: request.body.channel,
          note: request.body.note || null,
          byUserId: request.user.id,
          at: clock().toISOString(),
        })
        .returning();
      return reply.status(201).send(toAttempt(row!));
    },
  );

  app.get(
    '/workorders/:id/contact-attempts',
    {
      config: { access: 'member' },
      schema: {
        tags,
        summary: 'Försök att nå kunden, senaste först',
        security,
        params: idParams,
        response: { 200: z.array(contactAttemptShape), 404: errorResponse },
      },
    },
    async (request) => {
      const job = await jobOf(request.user.organisationId, request.params.id);
      const rows = await db
        .select()
        .from(contactAttempts)
        .where(
          and(eq(contactAttempts.organisationId, request.user.organisationId), eq(contactAttempts.workOrderId, job.id)),
        )
        .orderBy(desc(contactAttempts.at));
      return rows.map(toAttempt);
    },
  );
};

function toAttempt(row: typeof contactAttempts.$inferSelect) {
  return {
    id: row.id,
    workOrderId: row.workOrderId,
    channel: row.channel as (typeof CONTACT_CHANNELS)[number],
    note: row.note,
    at: new Date(row.at).toISOString(),
    byUserId: row.byUserId,
  };
}
