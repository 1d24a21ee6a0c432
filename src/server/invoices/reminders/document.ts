import type { Company } from '../../../shared/company';
import { formatDate } from '../../../shared/dates';
import { mergedRates, referenceRateOn, STATUTORY_MARGIN_BP } from '../../../shared/interest';
import { formatOrePlain } from '../../../shared/money';
import type { Database } from '../../db/client';
import { findCompany } from '../../organisations/service';
import { loadInvoiceDocument, type InvoiceDocument, type RenderInvoicePdf } from '../document';
import type { InvoiceRecord } from '../service';
import { requireInvoice } from '../service';
import * as late from './repository';
import { reminderNotFound } from '../errors';

// A reminder's document and PDF: the invoice's layout with what is paid, what it charges and what to pay now.

export const kr = (ore: number) => `${formatOrePlain(ore)} kr`;

/** The reminder as a document in the invoice's layout: what was billed, what is paid, what it charges, what to pay now. */
function reminderDocument(
  invoiceDocument: InvoiceDocument,
  record: InvoiceRecord,
  reminder: late.ReminderRow,
  rateText: string,
): InvoiceDocument {
  const { invoice } = record;
  const paidBefore = record.paidOre;
  const lines = [
    {
      description: `Faktura ${invoice.invoiceNumber}, förföll ${formatDate(invoice.dueDate)}`,
      quantity: '1',
      unitPrice: kr(invoice.amountToPayOre),
      amount: kr(invoice.amountToPayOre),
    },
  ];
  if (paidBefore > 0)
    lines.push({ description: 'Betalt', quantity: '1', unitPrice: kr(-paidBefore), amount: kr(-paidBefore) });
  // Partial credit notes lower what the reminder asks for (docs/decisions/039).
  if (record.creditedOre > 0)
    lines.push({
      description: 'Krediterat',
      quantity: '1',
      unitPrice: kr(-record.creditedOre),
      amount: kr(-record.creditedOre),
    });
  const earlierFees = record.feesOre - reminder.feeOre - reminder.lateCompensationOre;
  if (earlierFees > 0)
    lines.push({
      description: 'Avgifter på tidigare påminnelser',
      quantity: '1',
      unitPrice: kr(earlierFees),
      amount: kr(earlierFees),
    });
  if (reminder.lateCompensationOre > 0)
    lines.push({
      description: 'Förseningsersättning (lag 1981:739)',
      quantity: '1',
      unitPrice: kr(reminder.lateCompensationOre),
      amount: kr(reminder.lateCompensationOre),
    });
  if (reminder.feeOre > 0)
    lines.push({
      description: 'Påminnelseavgift',
      quantity: '1',
      unitPrice: kr(reminder.feeOre),
      amount: kr(reminder.feeOre),
    });
  const payment = [
    ...invoiceDocument.payTo,
    `Att betala senast ${formatDate(reminder.dueDate)}: ${kr(reminder.balanceOre)}`,
  ];
  return {
    ...invoiceDocument,
    // The reminder as it was sent, whatever became of the invoice since.
    mark: null,
    settled: null,
    title: 'BETALNINGSPÅMINNELSE',
    facts: [
      ['Påminnelse nr', String(reminder.number)],
      ['Datum', formatDate(reminder.reminderDate)],
      ['Fakturanummer', invoice.invoiceNumber],
      ['Fakturadatum', formatDate(invoice.invoiceDate)],
      ['Ny förfallodag', formatDate(reminder.dueDate)],
      ['OCR-nummer', invoice.ocr],
    ],
    creditReference: null,
    lines,
    totals: [{ label: 'Att betala', amount: kr(reminder.balanceOre), isStrong: true }],
    paymentLines: payment,
    notes: [
      `Vi har inte fått betalt för faktura ${invoice.invoiceNumber} som förföll ${formatDate(invoice.dueDate)}. Har du redan betalat kan du bortse från påminnelsen.`,
      reminder.interestOre > 0
        ? `Dröjsmålsränta till och med ${formatDate(reminder.reminderDate)}: ${kr(reminder.interestOre)} (${rateText}). Räntan faktureras separat och ingår inte i beloppet ovan.`
        : '',
      'Påminnelseavgift och förseningsersättning är inte momspliktiga.',
    ]
      .filter(Boolean)
      .join('\n'),
  };
}

async function rateTextOf(db: Database, organisationId: string, company: Company, today: string): Promise<string> {
  if (company.interestRate !== null) return `avtalad ränta ${formatPercent(company.interestRate)} per år`;
  const rate = referenceRateOn(mergedRates(await late.ownRates(db, organisationId)), today);
  const reference = (rate?.rateBp ?? 0) / 100;
  return `referensräntan ${formatPercent(reference)} + ${STATUTORY_MARGIN_BP / 100} procentenheter per år`;
}

const formatPercent = (percent: number) =>
  `${percent.toLocaleString('sv-SE', { minimumFractionDigits: 2, maximumFractionDigits: 2 })} %`;

/** The reminder's PDF, and its file name. */
export async function reminderPdf(
  db: Database,
  organisationId: string,
  id: string,
  renderPdf: RenderInvoicePdf,
): Promise<{ pdf: Buffer; fileName: string }> {
  const reminder = await late.findReminder(db, organisationId, id);
  if (!reminder) throw reminderNotFound();
  const document = await reminderDocumentOf(db, organisationId, reminder);
  return {
    pdf: await renderPdf(document, organisationId),
    fileName: `paminnelse-${document.number}-${reminder.number}.pdf`,
  };
}

export async function reminderDocumentOf(
  db: Database,
  organisationId: string,
  reminder: late.ReminderRow,
): Promise<InvoiceDocument> {
  const [record, invoiceDocument, company] = await Promise.all([
    requireInvoice(db, organisationId, reminder.invoiceId),
    loadInvoiceDocument(db, organisationId, reminder.invoiceId),
    findCompany(db, organisationId),
  ]);
  // The figures as the reminder charged them: fees up to and including this one, payments as they were.
  const all = await late.remindersOf(db, organisationId, reminder.invoiceId);
  const feesThrough = all
    .filter((other) => other.number <= reminder.number)
    .reduce((sum, other) => sum + other.feeOre + other.lateCompensationOre, 0);
  const paidThen = record.invoice.amountToPayOre + feesThrough - reminder.balanceOre - record.creditedOre;
  return reminderDocument(
    invoiceDocument,
    { ...record, feesOre: feesThrough, paidOre: paidThen },
    reminder,
    await rateTextOf(db, organisationId, company, reminder.reminderDate),
  );
}
