// Kept apart from the company schema (zod), so that a screen that only checks the details loads no validation.

/** The seller details an invoice must print (mervärdesskattelagen 17 kap. 24 §), as the company holds them. */
export interface SellerDetails {
  orgNumber: string;
  vatNumber: string;
  street: string;
  postalCode: string;
  city: string;
  bankgiro: string;
  plusgiro: string;
  iban: string;
}

/** What the invoice PDF still lacks before it is legally complete. */
export function missingCompanyDetails(company: SellerDetails): string[] {
  const missing: string[] = [];
  if (!company.orgNumber) missing.push('organisationsnummer');
  if (!company.vatNumber) missing.push('momsregistreringsnummer');
  if (!company.street || !company.postalCode || !company.city) missing.push('adress');
  if (!company.bankgiro && !company.plusgiro && !company.iban) missing.push('bankgiro');
  return missing;
}
