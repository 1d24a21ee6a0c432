import { describe, expect, it } from 'vitest';
import { useWorkshop } from '../test/harness';

describe('several mechanics finishing work orders that draw the same part at the same moment, on postgres', () => {
  const ctx = useWorkshop('postgres');

  it('loses nothing: every draw is in the ledger and on hand is their sum', async () => {
    const api = ctx.api();
    const filter = (await api.post('/api/parts', { partNumber: 'RACE-1', name: 'Oljefilter', salePrice: 189 })).json();
    await api.post(`/api/parts/${filter.id}/movements`, { type: 'receipt', quantity: 100 });
    const jobs = await Promise.all(
      Array.from({ length: 12 }, () =>
        api
          .post('/api/workorders', {
            title: 'Service',
            workCategory: 'Service',
            customerNumber: 'K1',
            vehicleCategory: 'Traktor',
            materials: [{ partId: filter.id, quantity: 2 }],
          })
          .then((response) => response.json()),
      ),
    );
    const responses = await Promise.all([
      ...jobs.map((job) => api.put(`/api/workorders/${job.id}`, { ...job, status: 'Klar' })),
      // A delivery and a count-free adjustment land in the middle of it.
      api.post(`/api/parts/${filter.id}/movements`, { type: 'receipt', quantity: 5, unitCost: 90 }),
      api.post(`/api/parts/${filter.id}/movements`, { type: 'adjustment', quantity: -1, note: 'Trasig' }),
    ]);
    expect(
      responses.map((response) => response.statusCode),
      responses.map((response) => response.body).join('\n'),
    ).toEqual([...jobs.map(() => 200), 201, 201]);
    const after = (await api.get(`/api/parts/${filter.id}`)).json();
    expect(after).toMatchObject({ onHand: 100 - 24 + 5 - 1, reserved: 0 });
    const ledger = (await api.get(`/api/parts/${filter.id}/movements?limit=200`)).json();
    expect(ledger).toHaveLength(15);
    // Each movement's quantity after is the one before it plus the movement: no two saw the same stock.
    const oldestFirst = [...ledger].reverse();
    oldestFirst.reduce((before: number, movement: { quantity: number; onHandAfter: number }) => {
      expect(movement.onHandAfter).toBeCloseTo(before + movement.quantity, 5);
      return movement.onHandAfter;
    }, 0);
  });
});
