import { create } from 'xmlbuilder2';
import type { XMLBuilder } from 'xmlbuilder2/lib/interfaces';
import type { Company } from '../../../shared/company';
import { daysBetween } from '../../../shared/dates';
import { UNECE_UNIT_CODES, UNIT_CODE_WITHOUT_UNIT, type InvoiceUnit } from '../../../shared/invoice-units';
import { VAT_RATE_PERCENT } from '../../../shared/money';
import { parsePeppolId, SWEDISH_ORGANISATION_SCHEME, type PeppolId } from '../../../shared/peppol';
import { VAT_TREATMENT_TEXTS, type VatTreatment } from '../../../shared/vat-treatment';
import { organisationNumberDigits } from '../../../shared/identity';
import { buyerPostalAddress } from './address';
import type { InvoiceRecord } from '../service';

// An invoice or credit note as a Peppol BIS Billing 3.0 document (UBL 2.1, MONEY.md decision 7,
// docs/decisions/024): the stored öre figures as they are, elements in the order the UBL schema asks.

const CUSTOMIZATION_ID = 'urn:cen.eu:en16931:2017#compliant#urn:fdc:peppol.eu:2017:poacc:billing:3.0';
const PROFILE_ID = 'urn:fdc:peppol.eu:2017:poacc:billing:01:1.0';
const CAC = 'urn:oasis:names:specification:ubl:schema:xsd:CommonAggregateComponents-2';
const CBC = 'urn:oasis:names:specification:ubl:schema:xsd:CommonBasicComponents-2';
const ROOT_NAMESPACE = {
  invoice: 'urn:oasis:names:specification:ubl:schema:xsd:Invoice-2',
  creditNote: 'urn:oasis:names:specification:ubl:schema:xsd:CreditNote-2',
};

/** What the document reads beside the invoice itself. */
export interface PeppolSource {
  record: InvoiceRecord;
  company: Company;
  /** The customer of the register, where the invoice names one. */
  customer: { orgNumber: string | null; peppolId: string | null } | null;
  /** The date of the work: the work order's execution date, else the invoice date. */
  deliveryDate: string;
  /** The invoice a credit note corrects. */
  original: { invoiceNumber: string; invoiceDate: string } | null;
}

/** The VAT category of each treatment (UNCL 5305) and, where no VAT is charged, why (VATEX). */
const VAT_CATEGORIES: Record<VatTreatment, { id: string; percent: number | null; exemptionCode: string | null }> = {
  standard: { id: 'S', percent: VAT_RATE_PERCENT, exemptionCode: null },
  'reverse-charge': { id: 'AE', percent: 0, exemptionCode: 'vatex-eu-ae' },
  export: { id: 'G', percent: 0, exemptionCode: 'vatex-eu-g' },
  // Interest is outside the scope of VAT: category O, no rate, and no VAT numbers on the document (BR-O-02).
  interest: { id: 'O', percent: null, exemptionCode: 'vatex-eu-o' },
};

/** Characters XML 1.0 cannot carry at all; they are dropped rather than make the document unreadable. */
const NOT_XML = /[^\t\n\r\u0020-\uD7FF\uE000-\uFFFD\u{10000}-\u{10FFFF}]/gu;
const text = (value: string) => value.replace(NOT_XML, '');

/** Öre as the document writes amounts: kronor with two decimals and a point. */
export const amountText = (ore: number) => {
  const sign = ore < 0 ? '-' : '';
  const abs = Math.abs(ore);
  return `${sign}${Math.floor(abs / 100)}.${String(abs % 100).padStart(2, '0')}`;
};
const quantityText = (hundredths: number) => amountText(hundredths).replace(/\.?0+$/, '');

/** The participant id the buyer receives at: as given on the customer, else a Swedish organisation number. */
export function buyerEndpoint(source: Pick<PeppolSource, 'customer' | 'record'>): PeppolId | null {
  const given = source.customer?.peppolId ? parsePeppolId(source.customer.peppolId) : null;
  if (given) return given;
  const digits =
    source.record.invoice.customerCountry === 'SE' && source.customer?.orgNumber
      ? organisationNumberDigits(source.customer.orgNumber)
      : null;
  return digits ? { scheme: SWEDISH_ORGANISATION_SCHEME, identifier: digits } : null;
}

const sellerOrganisationNumber = (company: Company) => organisationNumberDigits(company.orgNumber) ?? '';

export function peppolXml(source: PeppolSource): string {
  const { record, company } = source;
  const { invoice } = record;
  const isCredit = invoice.creditForInvoiceId !== null;
  // A credit note's figures are stored negative; the document type carries the sign.
  const sign = isCredit ? -1 : 1;
  const money = (ore: number) => amountText(sign * ore);
  const treatment = invoice.vatTreatment as VatTreatment;
  const category = VAT_CATEGORIES[treatment];

  const root = create({ version: '1.0', encoding: 'UTF-8' }).ele(
    isCredit ? ROOT_NAMESPACE.creditNote : ROOT_NAMESPACE.invoice,
    isCredit ? 'CreditNote' : 'Invoice',
    {
      'xmlns:cac': CAC,
      'xmlns:cbc': CBC,
    },
  );
  const cbc = (parent: XMLBuilder, name: string, value: string, attributes?: Record<string, string>) =>
    parent.ele(CBC, `cbc:${name}`, attributes).txt(text(value)).up();
  const cac = (parent: XMLBuilder, name: string) => parent.ele(CAC, `cac:${name}`);
  const amount = (parent: XMLBuilder, name: string, ore: number) =>
    cbc(parent, name, money(ore), { currencyID: 'SEK' });

  cbc(root, 'CustomizationID', CUSTOMIZATION_ID);
  cbc(root, 'ProfileID', PROFILE_ID);
  cbc(root, 'ID', invoice.invoiceNumber);
  cbc(root, 'IssueDate', invoice.invoiceDate);
  if (!isCredit) cbc(root, 'DueDate', invoice.dueDate);
  cbc(root, isCredit ? 'CreditNoteTypeCode' : 'InvoiceTypeCode', isCredit ? '381' : '380');
  const note = text(invoice.notes).trim();
  if (note) cbc(root, 'Note', note);
  cbc(root, 'DocumentCurrencyCode', 'SEK');
  if (invoice.buyerReference) cbc(root, 'BuyerReference', invoice.buyerReference);
  if (invoice.orderReference) cbc(cac(root, 'OrderReference'), 'ID', invoice.orderReference);
  if (source.original) {
    const reference = cac(cac(root, 'BillingReference'), 'InvoiceDocumentReference');
    cbc(reference, 'ID', source.original.invoiceNumber);
    cbc(reference, 'IssueDate', source.original.invoiceDate);
  }

  // The seller: organisation number as address and legal identifier, VAT number, F-skatt.
  const orgNumber = sellerOrganisationNumber(company);
  const seller = cac(cac(root, 'AccountingSupplierParty'), 'Party');
  cbc(seller, 'EndpointID', orgNumber, { schemeID: SWEDISH_ORGANISATION_SCHEME });
  cbc(cac(seller, 'PartyName'), 'Name', company.name);
  const sellerAddress = cac(seller, 'PostalAddress');
  if (company.street) cbc(sellerAddress, 'StreetName', company.street);
  if (company.city) cbc(sellerAddress, 'CityName', company.city);
  if (company.postalCode) cbc(sellerAddress, 'PostalZone', company.postalCode.replace(/\s/g, ''));
  cbc(cac(sellerAddress, 'Country'), 'IdentificationCode', 'SE');
  if (company.vatNumber && category.id !== 'O') taxScheme(seller, company.vatNumber, 'VAT');
  if (company.fTax) taxScheme(seller, 'GODKÄND FÖR F-SKATT', 'TAX');
  const sellerLegal = cac(seller, 'PartyLegalEntity');
  cbc(sellerLegal, 'RegistrationName', company.name);
  cbc(sellerLegal, 'CompanyID', orgNumber, { schemeID: SWEDISH_ORGANISATION_SCHEME });
  if (company.email || company.phone) {
    const contact = cac(seller, 'Contact');
    if (company.phone) cbc(contact, 'Telephone', company.phone);
    if (company.email) cbc(contact, 'ElectronicMail', company.email);
  }

  // The buyer: where it receives, its name and address, its VAT number for reverse charge.
  const buyer = cac(cac(root, 'AccountingCustomerParty'), 'Party');
  const endpoint = buyerEndpoint(source);
  if (endpoint) cbc(buyer, 'EndpointID', endpoint.identifier, { schemeID: endpoint.scheme });
  cbc(cac(buyer, 'PartyName'), 'Name', invoice.customerName);
  const address = buyerPostalAddress(invoice.customerAddress, invoice.customerCountry);
  const buyerAddress = cac(buyer, 'PostalAddress');
  if (address.street) cbc(buyerAddress, 'StreetName', address.street);
  if (address.additionalStreet) cbc(buyerAddress, 'AdditionalStreetName', address.additionalStreet);
  if (address.city) cbc(buyerAddress, 'CityName', address.city);
  if (address.postalZone) cbc(buyerAddress, 'PostalZone', address.postalZone);
  cbc(cac(buyerAddress, 'Country'), 'IdentificationCode', invoice.customerCountry);
  if (invoice.buyerVatNumber && category.id !== 'O') taxScheme(buyer, invoice.buyerVatNumber, 'VAT');
  const buyerLegal = cac(buyer, 'PartyLegalEntity');
  cbc(buyerLegal, 'RegistrationName', invoice.customerName);
  const buyerOrgNumber =
    invoice.customerCountry === 'SE' && source.customer?.orgNumber
      ? organisationNumberDigits(source.customer.orgNumber)
      : null;
  if (buyerOrgNumber) cbc(buyerLegal, 'CompanyID', buyerOrgNumber, { schemeID: SWEDISH_ORGANISATION_SCHEME });
  if (invoice.customerEmail) cbc(cac(buyer, 'Contact'), 'ElectronicMail', invoice.customerEmail);

  cbc(cac(root, 'Delivery'), 'ActualDeliveryDate', source.deliveryDate);

  // How to pay: bankgiro or plusgiro (SE-R-007–010) with the OCR reference, else the IBAN.
  if (!isCredit) paymentMeans(root, company, invoice.ocr);
  cbc(cac(root, 'PaymentTerms'), 'Note', paymentTerms(source, isCredit));

  const taxTotal = cac(root, 'TaxTotal');
  amount(taxTotal, 'TaxAmount', invoice.vatOre);
  const subtotal = cac(taxTotal, 'TaxSubtotal');
  amount(subtotal, 'TaxableAmount', invoice.netOre);
  amount(subtotal, 'TaxAmount', invoice.vatOre);
  taxCategory(cac(subtotal, 'TaxCategory'), treatment, true);

  const totals = cac(root, 'LegalMonetaryTotal');
  amount(totals, 'LineExtensionAmount', invoice.netOre);
  amount(totals, 'TaxExclusiveAmount', invoice.netOre);
  amount(totals, 'TaxInclusiveAmount', invoice.totalOre);
  // Öresavrundning to whole kronor (lag 1970:1029), as the PDF shows it.
  if (invoice.roundingOre !== 0) amount(totals, 'PayableRoundingAmount', invoice.roundingOre);
  amount(totals, 'PayableAmount', invoice.amountToPayOre);

  for (const [index, line] of record.lines.entries()) {
    const element = cac(root, isCredit ? 'CreditNoteLine' : 'InvoiceLine');
    cbc(element, 'ID', String(index + 1));
    const unitCode = line.unit ? UNECE_UNIT_CODES[line.unit as InvoiceUnit] : UNIT_CODE_WITHOUT_UNIT;
    cbc(element, isCredit ? 'CreditedQuantity' : 'InvoicedQuantity', quantityText(sign * line.quantityHundredths), {
      unitCode,
    });
    amount(element, 'LineExtensionAmount', line.amountOre);
    const item = cac(element, 'Item');
    cbc(item, 'Name', line.description.replace(/\s+/g, ' ').trim());
    taxCategory(cac(item, 'ClassifiedTaxCategory'), treatment, false);
    cbc(cac(element, 'Price'), 'PriceAmount', amountText(line.unitPriceOre), { currencyID: 'SEK' });
  }

  return root.end({ prettyPrint: true });

  function taxScheme(party: XMLBuilder, companyId: string, scheme: 'VAT' | 'TAX') {
    const element = cac(party, 'PartyTaxScheme');
    cbc(element, 'CompanyID', companyId);
    cbc(cac(element, 'TaxScheme'), 'ID', scheme);
  }

  function taxCategory(element: XMLBuilder, vatTreatment: VatTreatment, withReason: boolean) {
    const { id, percent, exemptionCode } = VAT_CATEGORIES[vatTreatment];
    cbc(element, 'ID', id);
    if (percent !== null) cbc(element, 'Percent', String(percent));
    if (withReason && exemptionCode) {
      cbc(element, 'TaxExemptionReasonCode', exemptionCode);
      cbc(element, 'TaxExemptionReason', VAT_TREATMENT_TEXTS[vatTreatment]!);
    }
    cbc(cac(element, 'TaxScheme'), 'ID', 'VAT');
  }

  function paymentMeans(parent: XMLBuilder, seller: Company, ocr: string) {
    const giro = seller.bankgiro
      ? { account: seller.bankgiro, branch: 'SE:BANKGIRO' }
      : seller.plusgiro
        ? { account: seller.plusgiro, branch: 'SE:PLUSGIRO' }
        : null;
    const means = cac(parent, 'PaymentMeans');
    // 30: credit transfer (bankgiro, plusgiro, SE-R-012), 58: SEPA credit transfer to the IBAN.
    cbc(means, 'PaymentMeansCode', giro ? '30' : '58', {
      name: giro ? 'Kreditöverföring' : 'SEPA-överföring',
    });
    cbc(means, 'PaymentID', ocr);
    const account = cac(means, 'PayeeFinancialAccount');
    if (giro) {
      cbc(account, 'ID', giro.account.replace(/\D/g, ''));
      cbc(cac(account, 'FinancialInstitutionBranch'), 'ID', giro.branch);
    } else {
      cbc(account, 'ID', seller.iban.replace(/\s/g, '').toUpperCase());
      if (seller.bic) cbc(cac(account, 'FinancialInstitutionBranch'), 'ID', seller.bic.toUpperCase());
    }
  }
}

/** The terms in words: the days to pay, or how a credit note is settled. */
function paymentTerms({ record, original }: PeppolSource, isCredit: boolean): string {
  const { invoice } = record;
  if (isCredit)
    return `Krediteras mot faktura ${original?.invoiceNumber ?? ''} eller betalas tillbaka.`.replace('  ', ' ');
  const days = daysBetween(invoice.invoiceDate, invoice.dueDate);
  return `Betalning inom ${days} dagar, senast ${invoice.dueDate}. Ange OCR-nummer ${invoice.ocr}.`;
}
