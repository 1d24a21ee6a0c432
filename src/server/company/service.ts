import type { Company, CompanyInput } from '../../shared/company';
import { formatBankgiro, formatOrganisationNumber } from '../../shared/identity';
import type { Database } from '../db/client';
import { updateCompany } from '../organisations/service';

/** Stores the seller details in the form printed on the invoice: NNNNNN-NNNN, NNNN-NNNN, NNN NN. */
export function saveCompany(db: Database, organisationId: string, input: CompanyInput): Promise<Company> {
  const { reminderFee, interestRate, ...details } = input;
  return updateCompany(db, organisationId, {
    ...details,
    ...(reminderFee === undefined ? {} : { reminderFeeOre: Math.round(reminderFee * 100) }),
    ...(interestRate === undefined
      ? {}
      : { interestRateBp: interestRate === null ? null : Math.round(interestRate * 100) }),
    orgNumber: input.orgNumber ? formatOrganisationNumber(input.orgNumber) : '',
    bankgiro: input.bankgiro ? formatBankgiro(input.bankgiro) : '',
    postalCode: input.postalCode ? input.postalCode.replace(/\s/g, '').replace(/^(\d{3})(\d{2})$/, '$1 $2') : '',
    iban: input.iban.replace(/\s/g, '').toUpperCase(),
    bic: input.bic.toUpperCase(),
  });
}
