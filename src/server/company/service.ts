import type { Company, CompanyInput } from '../../shared/company';
import { formatBankgiro, formatOrganisationNumber } from '../../shared/identity';
import type { Database } from '../db/client';
import { updateCompany } from '../organisations/service';

/** Stores the seller details in the form printed on the invoice: NNNNNN-NNNN, NNNN-NNNN, NNN NN. */
export function saveCompany(db: Database, organisationId: string, input: CompanyInput): Promise<Company> {
  return updateCompany(db, organisationId, {
    ...input,
    orgNumber: input.orgNumber ? formatOrganisationNumber(input.orgNumber) : '',
    bankgiro: input.bankgiro ? formatBankgiro(input.bankgiro) : '',
    postalCode: input.postalCode ? input.postalCode.replace(/\s/g, '').replace(/^(\d{3})(\d{2})$/, '$1 $2') : '',
    iban: input.iban.replace(/\s/g, '').toUpperCase(),
    bic: input.bic.toUpperCase(),
  });
}
