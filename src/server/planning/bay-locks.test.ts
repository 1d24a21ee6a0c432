import { describe, expect, it } from 'vitest';
import { drivers } from '../test/database';
import { as, createAccount, useTestApp, validWorkOrder } from '../test/harness';

// A bay's lock (bookings-repository.ts): bookings into one bay go on side by side, shared, while the
// bay's removal takes it alone, so a removal and a booking racing never both stand.

describe.each(drivers)('bookings into one bay and its removal at the same time, on %s', (driver) => {
  const test = useTestApp(driver);

  it('books many jobs into one bay at once, each saved once: a clash is a warning, never a refusal', async () => {
    const owner = await createAccount(test.app);
    const api = as(test.app, owner);
    const hall = (await api.post('/api/bays', { name: 'Hall 1' })).json();
    const jobs = await Promise.all(
      Array.from({ length: 8 }, async () => (await api.post('/api/workorders', validWorkOrder)).json()),
    );
    const booked = await Promise.all(
      jobs.map((job) =>
        api.put(`/api/workorders/${job.id}/booking`, {
          start: '2026-06-16T07:00',
          end: '2026-06-16T09:00',
          bayId: hall.id,
        }),
      ),
    );
    expect(booked.map((answer) => answer.statusCode)).toEqual(jobs.map(() => 200));
    const week = (await api.get('/api/planning?from=2026-06-15&to=2026-06-21&view=bays')).json();
    expect(week.bookings.filter((booking: { bayId: string }) => booking.bayId === hall.id)).toHaveLength(8);
  });

  it('never both removes a bay and books into it', async () => {
    const owner = await createAccount(test.app);
    const api = as(test.app, owner);
    for (let round = 0; round < 6; round++) {
      const bay = (await api.post('/api/bays', { name: `Hall ${round}` })).json();
      const job = (await api.post('/api/workorders', validWorkOrder)).json();
      const [removed, booked] = await Promise.all([
        api.delete(`/api/bays/${bay.id}`),
        api.put(`/api/workorders/${job.id}/booking`, {
          start: '2026-06-17T07:00',
          end: '2026-06-17T09:00',
          bayId: bay.id,
        }),
      ]);
      const outcome = `${removed.statusCode}/${booked.statusCode}`;
      // Removed first: the booking finds no bay. Booked first: the bay has a booking ahead and stays.
      expect(['204/404', '409/200']).toContain(outcome);
    }
  });
});
