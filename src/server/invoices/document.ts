import type { Company } from '../../shared/company';
import { missingCompanyDetails } from '../../shared/company-details';
import { formatDate } from '../../shared/dates';
import { machineOnInvoice, type MachineFacts } from '../../shared/machines';
import { formatOrePlain, formatQuantity, VAT_RATE_PERCENT } from '../../shared/money';
import type { Database } from '../db/client';
import { findCompany } from '../organisations/service';
import { findWorkOrderSummary } from '../work-orders/service';
import type { InvoiceRecord } from './repository';
import type { PeppolSource } from './peppol';
import { requireCustomer } from '../customers/service';
import { requireInvoice } from './service';
import { countryName } from '../../shared/countries';
import { INVOICE_UNIT_LABELS, type InvoiceUnit } from '../../shared/invoice-units';
import { VAT_TREATMENT_TEXTS, type VatTreatment } from '../../shared/vat-treatment';

/**
 * What an invoice or credit note must say (17 kap. 24 § mervärdesskattelagen, docs/invoicing.md),
 * decided here from the stored öre figures; the PDF only lays it out.
 */
export interface InvoiceDocument {
  isCredit: boolean;
  title: string;
  number: string;
  seller: { name: string; contactLines: string[] };
  /** Seller details the law asks for that the workshop has not filled in: the PDF must not be sent. */
  missingSellerDetails: string[];
  /** The header's facts: number, dates, OCR, the date of the work, the work order. */
  facts: Array<[string, string]>;
  buyer: { name: string; address: string; email: string };
  /** A credit note names the invoice it corrects. */
  creditReference: string | null;
  lines: Array<{ description: string; quantity: string; unitPrice: string; amount: string }>;
  totals: Array<{ label: string; amount: string; isStrong: boolean }>;
  paymentLines: string[];
  notes: string;
  identity: string[];
}

/** Lays an invoice document out as a PDF (in the PDF threads), for the workshop that asked. */
export type RenderInvoicePdf = (document: InvoiceDocument, organisationId: string) => Promise<Buffer>;

const kr = (ore: number) => `${formatOrePlain(ore)} kr`;

/** The buyer's address as given, with the country's name when the buyer is abroad and the address does not say it. */
function buyerAddress(invoice: InvoiceRecord['invoice']): string {
  if (invoice.customerCountry === 'SE') return invoice.customerAddress;
  const country = countryName(invoice.customerCountry).toLocaleUpperCase('sv-SE');
  return invoice.customerAddress.toLocaleUpperCase('sv-SE').includes(country)
    ? invoice.customerAddress
    : [invoice.customerAddress, country].filter(Boolean).join('\n');
}

export function invoiceDocument(
  { invoice, lines }: InvoiceRecord,
  company: Company,
  workOrder: { executionDate: string | null; workOrderNumber: string; machine?: MachineFacts | null } | null,
  original: { invoiceNumber: string; invoiceDate: string } | null,
): InvoiceDocument {
  const isCredit = invoice.creditForInvoiceId !== null;
  const treatment = invoice.vatTreatment as VatTreatment;
  const facts: Array<[string, string]> = [
    [isCredit ? 'Kreditfakturanummer' : 'Fakturanummer', invoice.invoiceNumber],
    ['Fakturadatum', formatDate(invoice.invoiceDate)],
    ['Förfallodatum', formatDate(invoice.dueDate)],
    ['OCR-nummer', invoice.ocr],
    // The date of the work: the work order's execution date, else the invoice date.
    ['Datum för arbetet', formatDate(workOrder?.executionDate ?? invoice.invoiceDate)],
  ];
  if (workOrder) facts.push(['Arbetsorder', workOrder.workOrderNumber]);
  // Which machine the work was done on: what the customer's bookkeeping and the machine's buyer ask for.
  if (workOrder?.machine) facts.push(['Maskin', machineOnInvoice(workOrder.machine)]);
  if (invoice.buyerReference) facts.push(['Er referens', invoice.buyerReference]);
  if (invoice.orderReference) facts.push(['Ert ordernummer', invoice.orderReference]);
  // Reverse charge: both VAT numbers and the words (17 kap. 24 §); the seller's stands in the footer too.
  if (invoice.buyerVatNumber) facts.push(['Köparens momsreg.nr', invoice.buyerVatNumber]);
  if (treatment !== 'standard' && company.vatNumber) facts.push(['Säljarens momsreg.nr', company.vatNumber]);
  const vatText = VAT_TREATMENT_TEXTS[treatment];

  const canBePaid = Boolean(company.bankgiro || company.plusgiro || company.iban);
  const paymentLines: string[] = [];
  if (isCredit) paymentLines.push(`Att tillgodo: ${kr(-invoice.amountToPayOre)}. Beloppet regleras mot den krediterade fakturan eller betalas tillbaka.`);
  if (company.bankgiro) paymentLines.push(`Bankgiro: ${company.bankgiro}`);
  if (company.plusgiro) paymentLines.push(`Plusgiro: ${company.plusgiro}`);
  if (company.iban) paymentLines.push(`IBAN: ${company.iban}${company.bic ? `   BIC: ${company.bic}` : ''}`);
  if (!isCredit && !canBePaid) paymentLines.push('Betalningsuppgifter saknas: fyll i bankgiro, plusgiro eller IBAN i företagsuppgifterna.');
  if (!isCredit && canBePaid) {
    paymentLines.push(`OCR-nummer: ${invoice.ocr} (ange vid betalning)`);
    paymentLines.push(`Att betala senast ${formatDate(invoice.dueDate)}: ${kr(invoice.amountToPayOre)}`);
  }

  return {
    isCredit,
    title: isCredit ? 'KREDITFAKTURA' : 'FAKTURA',
    number: invoice.invoiceNumber,
    seller: {
      name: company.name,
      contactLines: [company.street, [company.postalCode, company.city].filter(Boolean).join(' '), company.email, company.phone].filter(Boolean),
    },
    missingSellerDetails: missingCompanyDetails(company),
    facts,
    buyer: { name: invoice.customerName, address: buyerAddress(invoice), email: invoice.customerEmail },
    creditReference: isCredit && original ? `Kreditfaktura avser faktura ${original.invoiceNumber} daterad ${formatDate(original.invoiceDate)}.` : null,
    lines: lines.map((line) => ({
      description: line.description,
      quantity: [formatQuantity(line.quantityHundredths / 100), line.unit ? INVOICE_UNIT_LABELS[line.unit as InvoiceUnit] : ''].filter(Boolean).join(' '),
      unitPrice: kr(line.unitPriceOre),
      amount: kr(line.amountOre),
    })),
    totals: [
      ...(treatment === 'standard'
        ? [
            { label: `Momspliktigt belopp (${VAT_RATE_PERCENT} %)`, amount: kr(invoice.netOre), isStrong: false },
            { label: `Moms ${VAT_RATE_PERCENT} %`, amount: kr(invoice.vatOre), isStrong: false },
          ]
        : [
            { label: 'Belopp utan moms', amount: kr(invoice.netOre), isStrong: false },
            { label: 'Moms 0 %', amount: kr(invoice.vatOre), isStrong: false },
          ]),
      { label: 'Summa', amount: kr(invoice.totalOre), isStrong: false },
      { label: 'Öresavrundning', amount: kr(invoice.roundingOre), isStrong: false },
      { label: isCredit ? 'Att kreditera' : 'Att betala', amount: kr(invoice.amountToPayOre), isStrong: true },
    ],
    paymentLines,
    notes: [vatText, invoice.notes].filter(Boolean).join('\n'),
    identity: [
      company.name,
      company.orgNumber ? `Org.nr ${company.orgNumber}` : '',
      company.vatNumber ? `Momsreg.nr ${company.vatNumber}` : '',
      company.fTax ? 'Godkänd för F-skatt' : '',
    ],
  };
}

/** What an e-invoice reads: the invoice, its seller, its customer, the date of the work and what a credit note corrects. */
export async function loadPeppolSource(db: Database, organisationId: string, id: string): Promise<PeppolSource> {
  const record = await requireInvoice(db, organisationId, id);
  const { creditForInvoiceId, customerId, workOrderId } = record.invoice;
  const [company, workOrder, original, customer] = await Promise.all([
    findCompany(db, organisationId),
    findWorkOrderSummary(db, organisationId, workOrderId),
    creditForInvoiceId ? requireInvoice(db, organisationId, creditForInvoiceId) : Promise.resolve(null),
    customerId ? requireCustomer(db, organisationId, customerId) : Promise.resolve(null),
  ]);
  return {
    record,
    company,
    customer: customer && { orgNumber: customer.orgNumber, peppolId: customer.peppolId },
    deliveryDate: workOrder?.executionDate ?? record.invoice.invoiceDate,
    original: original && { invoiceNumber: original.invoice.invoiceNumber, invoiceDate: original.invoice.invoiceDate },
  };
}

/** Reads the invoice, its seller, its work order and the invoice a credit note corrects. */
export async function loadInvoiceDocument(db: Database, organisationId: string, id: string): Promise<InvoiceDocument> {
  const record = await requireInvoice(db, organisationId, id);
  const creditFor = record.invoice.creditForInvoiceId;
  const [company, workOrder, original] = await Promise.all([
    findCompany(db, organisationId),
    findWorkOrderSummary(db, organisationId, record.invoice.workOrderId),
    creditFor ? requireInvoice(db, organisationId, creditFor) : Promise.resolve(null),
  ]);
  return invoiceDocument(record, company, workOrder, original?.invoice ?? null);
}
