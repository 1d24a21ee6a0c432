import type { Company } from '../../shared/company';
import { missingCompanyDetails } from '../../shared/company-details';
import { formatDate, swedishDate } from '../../shared/dates';
import { machineOnInvoice, type MachineFacts } from '../../shared/machines';
import { formatOrePlain, formatQuantity, VAT_RATE_PERCENT } from '../../shared/money';
import type { Database } from '../db/client';
import { findCompany } from '../organisations/service';
import { findWorkOrderSummary, printableSignatureOf } from '../work-orders/service';
import type { InvoiceRecord } from './repository';
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
  /** What the invoice prints under Betalningsinformation. */
  paymentLines: string[];
  /** Where and with which OCR to pay (bankgiro, plusgiro, IBAN, OCR), for a reminder of an unpaid invoice. */
  payTo: string[];
  /** Under the title of an invoice that wants no more money: Betald {date} or Krediterad. */
  mark: string | null;
  /** The sentence that says why nothing is to be paid, in the mail and the PDF; null while it is due. */
  settled: string | null;
  notes: string;
  identity: string[];
  /** "Arbetet godkänt av {name} {date}": the job's customer signature, when the workshop prints it (FIELD.md decision 5). */
  approval?: string | null;
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

/**
 * Why an invoice wants no more money, if it does not: credited (whatever was paid, the credit note
 * settles it) or paid. Sent again, it says so instead of asking for payment (issue 44).
 */
function settlementOf(invoice: InvoiceRecord['invoice'], creditedBy: { invoiceNumber: string } | null) {
  if (creditedBy)
    return {
      mark: 'Krediterad',
      settled: `Krediterad med kreditfaktura ${creditedBy.invoiceNumber}. Inget att betala.`,
    };
  if (invoice.status === 'paid' && invoice.paidAt) {
    const paid = `Betald ${formatDate(invoice.paidAt)}`;
    return { mark: paid, settled: `${paid}. Inget att betala.` };
  }
  return { mark: null, settled: null };
}

export function invoiceDocument(
  { invoice, lines, creditedOre = 0 }: Pick<InvoiceRecord, 'invoice' | 'lines'> & { creditedOre?: number },
  company: Company,
  workOrder: { executionDate: string | null; workOrderNumber: string; machine?: MachineFacts | null } | null,
  original: { invoiceNumber: string; invoiceDate: string } | null,
  creditedBy: { invoiceNumber: string } | null = null,
  creditNoteNumbers: readonly string[] = [],
): InvoiceDocument {
  const isCredit = invoice.creditForInvoiceId !== null;
  // Credited in part (docs/decisions/039): it says what was credited, and asks for the rest.
  const creditedInPart = !isCredit && !creditedBy && creditedOre !== 0 ? creditedOre : 0;
  const dueOre = invoice.amountToPayOre - creditedInPart;
  const creditedText =
    creditedInPart === 0 ? [] : [`Krediterat ${kr(creditedInPart)} (kreditfaktura ${creditNoteNumbers.join(', ')})`];
  const treatment = invoice.vatTreatment as VatTreatment;
  const { mark, settled } = isCredit ? { mark: null, settled: null } : settlementOf(invoice, creditedBy);
  const facts: Array<[string, string]> = [
    [isCredit ? 'Kreditfakturanummer' : 'Fakturanummer', invoice.invoiceNumber],
    ['Fakturadatum', formatDate(invoice.invoiceDate)],
    ['Förfallodatum', formatDate(invoice.dueDate)],
    // An OCR number is for paying: not on a credit note, nor on an invoice paid or credited.
    ...(settled || isCredit ? [] : [['OCR-nummer', invoice.ocr] as [string, string]]),
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
  const accounts: string[] = [];
  if (company.bankgiro) accounts.push(`Bankgiro: ${company.bankgiro}`);
  if (company.plusgiro) accounts.push(`Plusgiro: ${company.plusgiro}`);
  if (company.iban) accounts.push(`IBAN: ${company.iban}${company.bic ? `   BIC: ${company.bic}` : ''}`);
  const payTo = canBePaid ? [...accounts, `OCR-nummer: ${invoice.ocr} (ange vid betalning)`] : accounts;
  const paymentLines: string[] = [];
  if (settled) paymentLines.push(settled);
  else if (isCredit)
    paymentLines.push(
      `Att tillgodo: ${kr(-invoice.amountToPayOre)}. Beloppet regleras mot den krediterade fakturan eller betalas tillbaka.`,
      ...accounts,
    );
  else if (!canBePaid)
    paymentLines.push('Betalningsuppgifter saknas: fyll i bankgiro, plusgiro eller IBAN i företagsuppgifterna.');
  else paymentLines.push(...payTo, ...creditedText, `Att betala senast ${formatDate(invoice.dueDate)}: ${kr(dueOre)}`);

  return {
    isCredit,
    title: isCredit ? 'KREDITFAKTURA' : 'FAKTURA',
    number: invoice.invoiceNumber,
    seller: {
      name: company.name,
      contactLines: [
        company.street,
        [company.postalCode, company.city].filter(Boolean).join(' '),
        company.email,
        company.phone,
      ].filter(Boolean),
    },
    missingSellerDetails: missingCompanyDetails(company),
    facts,
    buyer: { name: invoice.customerName, address: buyerAddress(invoice), email: invoice.customerEmail },
    creditReference:
      isCredit && original
        ? `Kreditfaktura avser faktura ${original.invoiceNumber} daterad ${formatDate(original.invoiceDate)}.`
        : null,
    lines: lines.map((line) => ({
      description: line.description,
      quantity: [
        formatQuantity(line.quantityHundredths / 100),
        line.unit ? INVOICE_UNIT_LABELS[line.unit as InvoiceUnit] : '',
      ]
        .filter(Boolean)
        .join(' '),
      unitPrice: kr(line.unitPriceOre),
      amount: kr(line.amountOre),
    })),
    totals: [
      ...(treatment === 'standard'
        ? [
            {
              label: `Momspliktigt belopp (${VAT_RATE_PERCENT} %)`,
              amount: kr(invoice.netOre),
              isStrong: false,
            },
            { label: `Moms ${VAT_RATE_PERCENT} %`, amount: kr(invoice.vatOre), isStrong: false },
          ]
        : [
            { label: 'Belopp utan moms', amount: kr(invoice.netOre), isStrong: false },
            { label: 'Moms 0 %', amount: kr(invoice.vatOre), isStrong: false },
          ]),
      { label: 'Summa', amount: kr(invoice.totalOre), isStrong: false },
      // Only when there was something to round (never on 0 % VAT of whole kronor, nor a whole-krona total).
      ...(invoice.roundingOre !== 0
        ? [{ label: 'Öresavrundning', amount: kr(invoice.roundingOre), isStrong: false }]
        : []),
      {
        label: isCredit ? 'Att kreditera' : settled || creditedInPart ? 'Fakturabelopp' : 'Att betala',
        amount: kr(invoice.amountToPayOre),
        isStrong: true,
      },
      ...(creditedInPart && !settled
        ? [
            { label: 'Krediterat', amount: kr(-creditedInPart), isStrong: false },
            { label: 'Att betala', amount: kr(dueOre), isStrong: true },
          ]
        : []),
    ],
    paymentLines,
    payTo,
    mark,
    settled,
    notes: [vatText, invoice.notes].filter(Boolean).join('\n'),
    identity: [
      company.name,
      company.orgNumber ? `Org.nr ${company.orgNumber}` : '',
      company.vatNumber ? `Momsreg.nr ${company.vatNumber}` : '',
      company.fTax ? 'Godkänd för F-skatt' : '',
    ],
  };
}

/** Reads the invoice, its seller, its work order and the invoice a credit note corrects. */
export async function loadInvoiceDocument(db: Database, organisationId: string, id: string): Promise<InvoiceDocument> {
  const record = await requireInvoice(db, organisationId, id);
  const { creditForInvoiceId: creditFor } = record.invoice;
  const [company, workOrder, original, creditNote, creditNotes] = await Promise.all([
    findCompany(db, organisationId),
    findWorkOrderSummary(db, organisationId, record.invoice.workOrderId),
    creditFor ? requireInvoice(db, organisationId, creditFor) : Promise.resolve(null),
    record.creditedById ? requireInvoice(db, organisationId, record.creditedById) : Promise.resolve(null),
    record.creditedById ? [] : Promise.all(record.creditNoteIds.map((id) => requireInvoice(db, organisationId, id))),
  ]);
  const creditNoteNumbers = creditNotes.map((note) => note.invoice.invoiceNumber);
  const document = invoiceDocument(
    record,
    company,
    workOrder,
    original?.invoice ?? null,
    creditNote?.invoice ?? null,
    creditNoteNumbers,
  );
  return { ...document, approval: await approvalOf(db, organisationId, company, record.invoice) };
}

/** The customer's signature on the invoice's job, printed when the workshop turned it on (not on a credit note). */
async function approvalOf(
  db: Database,
  organisationId: string,
  company: Company,
  invoice: InvoiceRecord['invoice'],
): Promise<string | null> {
  if (!company.showSignatureOnInvoice || !invoice.workOrderId || invoice.creditForInvoiceId) return null;
  const signature = await printableSignatureOf(db, organisationId, invoice.workOrderId);
  return signature ? `Arbetet godkänt av ${signature.name} ${formatDate(swedishDate(new Date(signature.at)))}` : null;
}
