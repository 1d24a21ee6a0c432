import { XMLParser } from 'fast-xml-parser';
import { hasValidLuhn } from '../../shared/ocr';

// The rules of Peppol BIS Billing 3.0 that Verkstan's documents lean on, checked from the XML alone
// (rule ids as in OpenPEPPOL's PEPPOL-EN16931-UBL and CEN's EN16931-UBL schematrons). The official
// artefacts cannot be committed here; docs/decisions/024 says how the documents were also validated with them.

type Node = Record<string, unknown>;

const parser = new XMLParser({
  ignoreAttributes: false,
  attributeNamePrefix: '@',
  removeNSPrefix: true,
  parseTagValue: false,
  // The document's own notes may repeat (R001 allows one); a payment term's note is one text.
  isArray: (name, jpath) =>
    ['InvoiceLine', 'CreditNoteLine', 'TaxSubtotal', 'PartyTaxScheme', 'PaymentMeans'].includes(name) ||
    /^(Invoice|CreditNote)\.Note$/.test(String(jpath)),
});

export interface ParsedDocument {
  kind: 'Invoice' | 'CreditNote';
  root: Node;
}

export function parsePeppol(xml: string): ParsedDocument {
  const parsed = parser.parse(xml) as Node;
  const kind = 'Invoice' in parsed ? 'Invoice' : 'CreditNote';
  return { kind, root: parsed[kind] as Node };
}

/** A child by path ("AccountingSupplierParty.Party.EndpointID"). */
export function at(node: unknown, path: string): unknown {
  return path
    .split('.')
    .reduce<unknown>((value, key) => (value && typeof value === 'object' ? (value as Node)[key] : undefined), node);
}

/** The text of an element, with or without attributes. */
export function textOf(node: unknown): string | undefined {
  if (node === undefined || node === null) return undefined;
  if (typeof node === 'object') return (node as Node)['#text'] as string | undefined;
  return String(node);
}

const ore = (value: unknown) => {
  const text = textOf(value);
  if (text === undefined || !/^-?\d+(\.\d{1,2})?$/.test(text)) return Number.NaN;
  const [whole, fraction = ''] = text.replace('-', '').split('.');
  return (text.startsWith('-') ? -1 : 1) * (Number(whole) * 100 + Number(fraction.padEnd(2, '0')));
};
const roundHalfAway = (value: number) => Math.sign(value) * Math.round(Math.abs(value));

function hasEmptyElement(node: unknown): boolean {
  if (node === '') return true;
  if (Array.isArray(node)) return node.some(hasEmptyElement);
  if (node && typeof node === 'object') {
    const entries = Object.entries(node as Node);
    if (entries.length === 0) return true;
    if (entries.every(([key]) => key.startsWith('@'))) return true;
    return entries.some(([key, value]) => !key.startsWith('@') && hasEmptyElement(value));
  }
  return false;
}

/** The ids of the rules the document breaks; [] when it keeps them all. */
export function brokenPeppolRules(xml: string): string[] {
  const { kind, root } = parsePeppol(xml);
  const broken = new Set<string>();
  const fail = (id: string, holds: boolean) => {
    if (!holds) broken.add(id);
  };
  const linesKey = kind === 'Invoice' ? 'InvoiceLine' : 'CreditNoteLine';
  const quantityKey = kind === 'Invoice' ? 'InvoicedQuantity' : 'CreditedQuantity';
  const lines = (root[linesKey] as Node[] | undefined) ?? [];
  const totals = root.LegalMonetaryTotal as Node;

  fail('PEPPOL-EN16931-R001', textOf(root.ProfileID) === 'urn:fdc:peppol.eu:2017:poacc:billing:01:1.0');
  fail(
    'PEPPOL-EN16931-R004',
    textOf(root.CustomizationID) === 'urn:cen.eu:en16931:2017#compliant#urn:fdc:peppol.eu:2017:poacc:billing:3.0',
  );
  fail('PEPPOL-EN16931-R003', Boolean(textOf(root.BuyerReference)) || Boolean(textOf(at(root, 'OrderReference.ID'))));
  fail('PEPPOL-EN16931-R008', !hasEmptyElement(root));
  fail('PEPPOL-EN16931-R010', Boolean(textOf(at(root, 'AccountingCustomerParty.Party.EndpointID'))));
  fail('PEPPOL-EN16931-R020', Boolean(textOf(at(root, 'AccountingSupplierParty.Party.EndpointID'))));
  fail('PEPPOL-EN16931-R053', Array.isArray(at(root, 'TaxTotal.TaxSubtotal')));
  fail(
    'PEPPOL-EN16931-R101',
    kind === 'Invoice' ? textOf(root.InvoiceTypeCode) === '380' : textOf(root.CreditNoteTypeCode) === '381',
  );
  fail('BR-55', kind === 'Invoice' || Boolean(textOf(at(root, 'BillingReference.InvoiceDocumentReference.ID'))));
  fail('BR-16', lines.length > 0);
  fail(
    'BR-CO-25',
    ore(totals.PayableAmount) <= 0 || Boolean(textOf(root.DueDate)) || Boolean(textOf(at(root, 'PaymentTerms.Note'))),
  );

  // Lines: quantity × price is the line's amount (R120), none negative in a credit note, a known unit.
  let lineSum = 0;
  for (const line of lines) {
    const quantity = Number(textOf(line[quantityKey]));
    const price = ore(at(line, 'Price.PriceAmount'));
    const amount = ore(line.LineExtensionAmount);
    lineSum += amount;
    fail('PEPPOL-EN16931-R120', roundHalfAway(quantity * price) === amount);
    fail('BR-27', price >= 0);
    fail('BR-26', Boolean(textOf(at(line, 'Item.Name'))));
    fail('BR-CL-23', /^[A-Z0-9]{2,3}$/.test(String((line[quantityKey] as Node)['@unitCode'])));
    if (kind === 'CreditNote') fail('credit-note-positive', quantity > 0 && amount >= 0);
  }

  // Totals: lines, VAT per rate and what is to pay add up (BR-CO-10, 13, 14, 15, 16, 17).
  const subtotals = (at(root, 'TaxTotal.TaxSubtotal') as Node[] | undefined) ?? [];
  const taxAmount = ore(at(root, 'TaxTotal.TaxAmount'));
  fail('BR-CO-10', ore(totals.LineExtensionAmount) === lineSum);
  fail('BR-CO-13', ore(totals.TaxExclusiveAmount) === ore(totals.LineExtensionAmount));
  fail('BR-CO-14', taxAmount === subtotals.reduce((sum, subtotal) => sum + ore(subtotal.TaxAmount), 0));
  fail('BR-CO-15', ore(totals.TaxInclusiveAmount) === ore(totals.TaxExclusiveAmount) + taxAmount);
  fail(
    'BR-CO-16',
    ore(totals.PayableAmount) ===
      ore(totals.TaxInclusiveAmount) +
        (totals.PayableRoundingAmount === undefined ? 0 : ore(totals.PayableRoundingAmount)),
  );
  for (const subtotal of subtotals) {
    const rate = Number(textOf(at(subtotal, 'TaxCategory.Percent')) ?? 0);
    fail('BR-CO-17', ore(subtotal.TaxAmount) === roundHalfAway((ore(subtotal.TaxableAmount) * rate) / 100));
    const category = textOf(at(subtotal, 'TaxCategory.ID'));
    if (category === 'S') fail('SE-R-006', [25, 12, 6].includes(rate));
    if (category !== 'S') fail('BR-AE-10', Boolean(textOf(at(subtotal, 'TaxCategory.TaxExemptionReason'))));
  }

  // The Swedish seller: VAT number, organisation number, F-skatt, bankgiro or plusgiro.
  const seller = at(root, 'AccountingSupplierParty.Party') as Node;
  for (const scheme of (seller.PartyTaxScheme as Node[] | undefined) ?? []) {
    const id = textOf(scheme.CompanyID) ?? '';
    if (textOf(at(scheme, 'TaxScheme.ID')) === 'VAT') {
      fail('SE-R-001', id.length === 14);
      fail('SE-R-002', /^SE\d{12}$/.test(id));
    } else fail('SE-R-005', id.toUpperCase() === 'GODKÄND FÖR F-SKATT');
  }
  const orgNumber = textOf(at(seller, 'PartyLegalEntity.CompanyID')) ?? '';
  fail('SE-R-003', /^\d+$/.test(orgNumber));
  fail('SE-R-004', orgNumber.length === 10);
  fail('SE-R-013', hasValidLuhn(orgNumber));
  for (const means of (root.PaymentMeans as Node[] | undefined) ?? []) {
    const branch = textOf(at(means, 'PayeeFinancialAccount.FinancialInstitutionBranch.ID'));
    const account = textOf(at(means, 'PayeeFinancialAccount.ID')) ?? '';
    if (branch === 'SE:BANKGIRO') fail('SE-R-009', /^\d{7,8}$/.test(account));
    if (branch === 'SE:PLUSGIRO') fail('SE-R-010', /^\d{2,8}$/.test(account));
    fail('SE-R-012', textOf(means.PaymentMeansCode) !== '31');
  }
  return [...broken].sort();
}
