import { eq } from 'drizzle-orm';
import type { Company, CompanyInput } from '../../shared/company';
import type { Database } from '../db/client';
import { organisations } from '../db/schema';

const companyColumns = {
  name: organisations.name,
  orgNumber: organisations.orgNumber,
  vatNumber: organisations.vatNumber,
  fTax: organisations.fTax,
  street: organisations.street,
  postalCode: organisations.postalCode,
  city: organisations.city,
  bankgiro: organisations.bankgiro,
  plusgiro: organisations.plusgiro,
  iban: organisations.iban,
  bic: organisations.bic,
  email: organisations.email,
  phone: organisations.phone,
  paymentTermsDays: organisations.paymentTermsDays,
};

export async function findCompany(db: Database, organisationId: string): Promise<Company> {
  const [row] = await db.select(companyColumns).from(organisations).where(eq(organisations.id, organisationId)).limit(1);
  return row!;
}

export async function updateCompany(db: Database, organisationId: string, input: CompanyInput): Promise<Company> {
  const [row] = await db.update(organisations).set(input).where(eq(organisations.id, organisationId)).returning(companyColumns);
  return row!;
}
