import { and, between, eq, isNotNull } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { isIsoDate, swedishDate } from '../../shared/dates';
import { messages } from '../../shared/messages';
import { amountToPayOre, invoiceTotals } from '../../shared/money';
import { findCompany } from '../company/repository';
import type { Database } from '../db/client';
import { invoiceLines, invoices } from '../db/schema';
import { badRequest } from '../http/errors';
import { errorResponse } from '../http/openapi';
import { encodeCp437 } from './cp437';
import { buildSie } from './sie';

const periodQuery = z.object({ from: z.string({ error: messages.periodInvalid }), to: z.string({ error: messages.periodInvalid }) });

async function periodInvoices(db: Database, organisationId: string, from: string, to: string) {
  const rows = await db
    .select({
      id: invoices.id,
      number: invoices.invoiceNumber,
      customerName: invoices.customerName,
      invoiceDate: invoices.invoiceDate,
      netOre: invoices.netOre,
      vatOre: invoices.vatOre,
      creditForInvoiceId: invoices.creditForInvoiceId,
      quantityHundredths: invoiceLines.quantityHundredths,
      unitPriceOre: invoiceLines.unitPriceOre,
    })
    .from(invoices)
    .innerJoin(invoiceLines, eq(invoiceLines.invoiceId, invoices.id))
    .where(and(eq(invoices.organisationId, organisationId), between(invoices.invoiceDate, from, to)))
    .orderBy(invoices.invoiceDate, invoices.invoiceNumber);
  const byId = new Map<string, { row: (typeof rows)[number]; lines: Array<{ quantityHundredths: number; unitPriceOre: number }> }>();
  for (const row of rows) {
    const entry = byId.get(row.id) ?? { row, lines: [] };
    entry.lines.push(row);
    byId.set(row.id, entry);
  }
  return [...byId.values()].map(({ row, lines }) => {
    const totals = invoiceTotals(lines);
    return {
      number: row.number,
      customerName: row.customerName,
      date: row.invoiceDate,
      netOre: totals.netOre,
      vatOre: totals.vatOre,
      roundingOre: totals.roundingOre,
      amountToPayOre: totals.amountToPayOre,
      isCredit: row.creditForInvoiceId !== null,
    };
  });
}

async function periodPayments(db: Database, organisationId: string, from: string, to: string) {
  const rows = await db
    .select({ number: invoices.invoiceNumber, customerName: invoices.customerName, paidAt: invoices.paidAt, totalOre: invoices.totalOre })
    .from(invoices)
    .where(and(eq(invoices.organisationId, organisationId), eq(invoices.status, 'paid'), isNotNull(invoices.paidAt), between(invoices.paidAt, from, to)));
  return rows.map((row) => ({
    number: row.number,
    customerName: row.customerName,
    date: row.paidAt!,
    // The customer pays the amount rounded to whole kronor.
    amountOre: amountToPayOre(row.totalOre),
  }));
}

export const exportRoutes: FastifyPluginAsyncZod<{ db: Database }> = async (app, { db }) => {
  app.get(
    '/export/sie',
    {
      schema: {
        tags: ['Bokföring'],
        summary: 'SIE 4I-fil med fakturor, kreditfakturor och betalningar i perioden',
        description: 'Teckentabell 437 (PC8), CRLF. Importeras i Fortnox och Visma.',
        security: [{ bearerAuth: [] }],
        querystring: periodQuery,
        produces: ['text/plain'],
        response: { 200: z.any().describe('SIE 4I'), 400: errorResponse },
      },
    },
    async (request, reply) => {
      const { from, to } = request.query;
      if (!isIsoDate(from) || !isIsoDate(to) || from > to || Number(to.slice(0, 4)) - Number(from.slice(0, 4)) > 10) {
        throw badRequest(messages.periodInvalid, [{ field: 'from', message: messages.periodInvalid }]);
      }
      const organisationId = request.user.organisationId;
      const [company, sales, payments] = await Promise.all([
        findCompany(db, organisationId),
        periodInvoices(db, organisationId, from, to),
        periodPayments(db, organisationId, from, to),
      ]);
      const text = buildSie({ companyName: company.name, orgNumber: company.orgNumber, generatedOn: swedishDate(), from, to, sales, payments });
      return reply
        .header('Content-Type', 'text/plain; charset=IBM437')
        .header('Content-Disposition', `attachment; filename="verkstan-${from}-${to}.si"`)
        .header('Cache-Control', 'no-store')
        .send(encodeCp437(text));
    },
  );
};
