import type { Company } from '../../../shared/company';
import { isValidOrganisationNumber } from '../../../shared/identity';
import type { FieldError } from '../../http/errors';
import { buyerEndpoint, type PeppolSource } from './ubl';

/**
 * What the Peppol rules require that the invoice, the workshop or the customer lacks (MONEY.md
 * decision 7), each named in Swedish with the field that holds it: the document is made only without any.
 */
export function missingForPeppol(source: PeppolSource): FieldError[] {
  const { invoice } = source.record;
  const company: Company = source.company;
  const isCredit = invoice.creditForInvoiceId !== null;
  const missing: FieldError[] = [];
  const need = (field: string, message: string) => missing.push({ field, message });
  // The seller's electronic address and legal identifier (0007), its address and VAT number (BR-S-02, BR-AE-02, BR-G-02).
  if (!company.orgNumber || !isValidOrganisationNumber(company.orgNumber))
    need('company.orgNumber', 'företagets organisationsnummer');
  if (!company.street || !company.postalCode || !company.city) need('company.address', 'företagets adress');
  if (!company.vatNumber && invoice.vatTreatment !== 'interest')
    need('company.vatNumber', 'företagets momsregistreringsnummer');
  if (!isCredit && !company.bankgiro && !company.plusgiro && !company.iban)
    need('company.bankgiro', 'företagets bankgiro, plusgiro eller IBAN');
  // The buyer's electronic address (PEPPOL-EN16931-R020) and a reference to route it by (R003).
  if (!buyerEndpoint(source)) need('customer.peppolId', 'kundens Peppol-ID (eller svenska organisationsnummer)');
  if (!invoice.buyerReference && !invoice.orderReference) need('buyerReference', 'Er referens eller Ert ordernummer');
  if (invoice.vatTreatment === 'reverse-charge' && !invoice.buyerVatNumber)
    need('buyerVatNumber', 'kundens momsregistreringsnummer');
  return missing;
}
