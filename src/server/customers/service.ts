import type { Customer, CustomerInput } from '../../shared/customers';
import { isCompanyNumber } from '../../shared/identity';
import { recordEvent, type Actor } from '../audit/service';
import { messages } from '../../shared/messages';
import { likePattern, searchText, swedishSortKey } from '../../shared/text-keys';
import type { Database } from '../db/client';
import { isStillReferenced } from '../db/errors';
import { toCustomer } from './mapper';
import { insertUnderNextCustomerNumber } from './numbers';
import * as repository from './repository';
import type { NewCustomerRow } from './repository';
import { customerInUse, customerNumbersExhausted, customerNotFound, customerNumberTaken } from './errors';

// What the features above read of this one (docs/decisions/008: another feature's service is its public face).
export { customerNameOf } from './name-sql';

export const DEFAULT_PAGE_SIZE = 100;

/** The workshop's customers among the ids, as the API shows them (a list that names each row's owner). */
export async function customersAmong(db: Database, organisationId: string, ids: string[]): Promise<Customer[]> {
  return (await repository.findCustomers(db, organisationId, ids)).map(toCustomer);
}

/** The stored row of an input: the derived sort key and search text written with it. */
export function rowValues(input: CustomerInput, customerNumber: string): Omit<NewCustomerRow, 'organisationId'> {
  return {
    ...input,
    customerNumber,
    sortKey: swedishSortKey(input.name),
    searchText: searchText(customerNumber, input.name, input.orgNumber, input.email, input.city),
  };
}

export async function listCustomers(
  db: Database,
  organisationId: string,
  query: { q?: string | undefined; limit?: number | undefined; offset?: number | undefined },
) {
  const pattern = query.q?.trim() ? likePattern(query.q) : null;
  const { rows, total } = await repository.listCustomers(
    db,
    organisationId,
    pattern,
    query.limit ?? DEFAULT_PAGE_SIZE,
    query.offset ?? 0,
  );
  return { items: rows.map(toCustomer), total };
}

export async function getCustomer(db: Database, organisationId: string, id: string): Promise<Customer> {
  return toCustomer(await requireCustomer(db, organisationId, id));
}

/** The customer, or 404 when there is none in the workshop; other features ask here. */
export async function requireCustomer(db: Database, organisationId: string, id: string, lock = false) {
  const row = await repository.findCustomer(db, organisationId, id, lock);
  if (!row) throw customerNotFound();
  return row;
}

export async function createCustomer(db: Database, organisationId: string, input: CustomerInput): Promise<Customer> {
  return db.transaction(async (tx) => {
    const tryInsert = (number: string) =>
      repository.insertCustomer(tx, { organisationId, ...rowValues(input, number) });
    const row = input.customerNumber
      ? await tryInsert(input.customerNumber)
      : await insertUnderNextCustomerNumber(tx, organisationId, tryInsert);
    if (!row) throw (input.customerNumber ? customerNumberTaken : customerNumbersExhausted)();
    return toCustomer(row);
  });
}

export async function updateCustomer(
  db: Database,
  organisationId: string,
  id: string,
  input: CustomerInput,
): Promise<Customer> {
  return db.transaction(async (tx) => {
    const existing = await requireCustomer(tx, organisationId, id, true);
    const customerNumber = input.customerNumber ?? existing.customerNumber;
    if (await repository.isCustomerNumberTaken(tx, organisationId, customerNumber, id)) throw customerNumberTaken();
    const row = await repository.updateCustomer(tx, organisationId, id, rowValues(input, customerNumber));
    return toCustomer(row!);
  });
}

/** A customer with machines, work orders or invoices stays: their RESTRICT keys refuse the delete. */
export async function deleteCustomer(db: Database, organisationId: string, id: string): Promise<void> {
  await db.transaction(async (tx) => {
    await requireCustomer(tx, organisationId, id, true);
    try {
      await repository.deleteCustomer(tx, organisationId, id);
    } catch (error) {
      if (isStillReferenced(error)) throw customerInUse();
      throw error;
    }
  });
}

/** What erasure empties (DATA.md decision 5); a company's organisation number, country and terms stay. */
const PERSONAL_FIELDS = [
  'contactPerson',
  'email',
  'phone',
  'street',
  'postalCode',
  'city',
  'notes',
  'reference',
] as const;

/**
 * Erasure on request (GDPR art. 17): the register entry becomes "Borttagen kund" without contact
 * details, notes or a person's personnummer; machines stay linked to it, and issued invoices keep the
 * details they were issued with (art. 17.3 b: bokföringslagen's seven years). The trail says which
 * fields were emptied, never what they held. Irreversible.
 */
export async function eraseCustomer(db: Database, actor: Actor, id: string): Promise<Customer> {
  return db.transaction(async (tx) => {
    const existing = await requireCustomer(tx, actor.organisationId, id, true);
    const keepsNumber = isCompanyNumber(existing.orgNumber);
    const emptied: Partial<NewCustomerRow> = Object.fromEntries(PERSONAL_FIELDS.map((field) => [field, null]));
    const values: Partial<NewCustomerRow> = {
      ...emptied,
      name: messages.erasedCustomerName,
      orgNumber: keepsNumber ? existing.orgNumber : null,
      // A person's VAT number and Peppol-ID are made of their personnummer.
      vatNumber: keepsNumber ? existing.vatNumber : null,
      peppolId: keepsNumber ? existing.peppolId : null,
      sortKey: swedishSortKey(messages.erasedCustomerName),
      searchText: searchText(
        existing.customerNumber,
        messages.erasedCustomerName,
        keepsNumber ? existing.orgNumber : null,
        null,
        null,
      ),
    };
    const row = await repository.updateCustomer(tx, actor.organisationId, id, values);
    const fields: Array<(typeof PERSONAL_FIELDS)[number] | 'name' | 'orgNumber' | 'vatNumber' | 'peppolId'> = [
      ...PERSONAL_FIELDS,
      'name',
      ...(keepsNumber ? [] : (['orgNumber', 'vatNumber', 'peppolId'] as const)),
    ];
    const hadValue = (field: (typeof fields)[number]) => existing[field] !== null && existing[field] !== '';
    await recordEvent(
      tx,
      actor,
      'customer',
      id,
      'erased',
      fields.filter(hadValue).map((field) => ({
        field,
        from: 'raderat',
        to: field === 'name' ? messages.erasedCustomerName : null,
      })),
    );
    return toCustomer(row!);
  });
}
