import { describe, expect, it } from 'vitest';
import { drivers } from '../test/database';
import { as, createAccount, useTestApp, validWorkOrder } from '../test/harness';

describe.each(drivers)('an erased customer’s bookings on %s', (driver) => {
  const test = useTestApp(driver);

  it('keeps the booking and drops the street an on-site address took from the customer', async () => {
    const owner = await createAccount(test.app);
    const api = as(test.app, owner);
    const person = (
      await api.post('/api/customers', {
        name: 'Sven Persson',
        street: 'Björkvägen 7',
        postalCode: '97231',
        city: 'Luleå',
      })
    ).json();
    const job = (await api.post('/api/workorders', { ...validWorkOrder, customerId: person.id })).json();
    const booked = await api.put(`/api/workorders/${job.id}/booking`, {
      start: '2026-06-16T07:00',
      end: '2026-06-16T09:00',
      onSite: true,
    });
    expect(booked.json().address).toBe('Björkvägen 7, 972 31 Luleå');
    expect((await api.post(`/api/customers/${person.id}/erase`)).statusCode).toBe(200);
    const [booking] = (await api.get('/api/planning?from=2026-06-16&to=2026-06-16')).json().bookings;
    expect(booking).toMatchObject({ workOrderId: job.id, start: '2026-06-16T07:00', onSite: true });
    expect(booking.address).not.toContain('Björkvägen');
  });
});
