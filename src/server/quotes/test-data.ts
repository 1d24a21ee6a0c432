import type { FastifyInstance } from 'fastify';
import { as, type Account } from '../test/harness';

/** A consumer (no organisation or VAT number) with a machine, in the account's workshop. */
export async function consumerWithMachine(app: FastifyInstance, owner: Account, name = 'Karin Berg') {
  const api = as(app, owner);
  const customer = (await api.post('/api/customers', { name, email: 'karin@berg.se' })).json();
  const machine = (
    await api.post('/api/machines', {
      customerId: customer.id,
      category: 'Traktor',
      make: 'Valtra',
      model: 'N175',
      serialNumber: `V-${name}`,
    })
  ).json();
  return { customer, machine };
}

export function quoteBody(customerId: string, overrides: Record<string, unknown> = {}) {
  return {
    customerId,
    priceType: 'approximate',
    validUntil: '2026-07-15',
    terms: 'Betalning 30 dagar.',
    items: [
      { description: 'Byte av kopplingslamell', quantity: 6, unit: 'h', price: 850 },
      { description: 'Kopplingssats', quantity: 1, unit: 'st', price: 4200 },
      { description: 'Byte av oljefilter', quantity: 1, unit: 'st', price: 300, optional: true },
    ],
    ...overrides,
  };
}
