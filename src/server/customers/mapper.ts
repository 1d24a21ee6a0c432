import type { Customer } from '../../shared/customers';
import type { CustomerRow } from './repository';

export function toCustomer(row: CustomerRow): Customer {
  return {
    id: row.id,
    customerNumber: row.customerNumber,
    name: row.name,
    orgNumber: row.orgNumber,
    email: row.email,
    phone: row.phone,
    contactPerson: row.contactPerson,
    street: row.street,
    postalCode: row.postalCode,
    city: row.city,
    country: row.country,
    vatNumber: row.vatNumber,
    paymentTermsDays: row.paymentTermsDays,
    peppolId: row.peppolId,
    reference: row.reference,
    notes: row.notes,
    createdAt: new Date(row.createdAt).toISOString(),
  };
}
