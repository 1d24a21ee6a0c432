import { describe, expect, it } from 'vitest';
import { drivers } from '../test/database';
import { as, createAccount, useWorkshop, validWorkOrder } from '../test/harness';
import { addMember } from '../test/team';

describe.each(drivers)('suggestions from the workshop’s own finished jobs, on %s', (driver) => {
  const ctx = useWorkshop(driver);

  /** Three finished services on Volvo EC220E machines, one on a Komatsu excavator, and the parts they used. */
  /** Each test in a workshop of its own, so that the jobs it counts are its own. */
  async function workshop() {
    const owner = await createAccount(ctx.app);
    return { owner, api: as(ctx.app, owner) };
  }

  async function history(api: ReturnType<typeof as>) {
    const customer = (await api.post('/api/customers', { name: 'Åkeri Nord AB' })).json();
    const machine = async (make: string, model: string) =>
      (await api.post('/api/machines', { customerId: customer.id, category: 'Grävmaskin', make, model })).json() as {
        id: string;
      };
    const filter = (
      await api.post('/api/parts', { partNumber: `VOE-${Date.now()}`, name: 'Oljefilter', salePrice: 329 })
    ).json();
    const oil = (
      await api.post('/api/parts', {
        partNumber: `OLJA-${Date.now()}`,
        name: 'Motorolja 15W-40',
        unit: 'l',
        salePrice: 62.4,
      })
    ).json();
    const done = [];
    for (const [index, litres, hours] of [
      [0, 28, 3],
      [1, 30, 4],
      [2, 32, 5.5],
    ] as const) {
      const excavator = await machine('Volvo', 'EC220E');
      const job = await api.post('/api/workorders', {
        ...validWorkOrder,
        title: `Service 500 h ${index}`,
        description: 'Byte av motorolja och filter',
        machineId: excavator.id,
        workCategory: 'Service',
        status: 'Klar',
        todoList: [
          { text: 'Byt motorolja', done: true },
          { text: 'Byt  oljefilter', done: true },
          ...(index === 0 ? [{ text: 'Tvätta maskinen', done: true }] : [{ text: 'byt oljefilter', done: true }]),
        ],
        materials: [
          { partId: filter.id, quantity: 1 },
          { partId: oil.id, quantity: litres },
          { name: 'Trasor', quantity: 1 },
        ],
      });
      expect(job.statusCode, job.body).toBe(201);
      const entry = await api.post('/api/time', { workOrderId: job.json().id, date: '2026-06-10', hours });
      expect(entry.statusCode, entry.body).toBe(201);
      await api.post('/api/time', {
        workOrderId: job.json().id,
        date: '2026-06-10',
        hours: 2,
        billable: false,
      });
      done.push(job.json() as { id: string; workOrderNumber: string });
    }
    const komatsu = await machine('Komatsu', 'PC210');
    const other = (
      await api.post('/api/workorders', {
        ...validWorkOrder,
        title: 'Service Komatsu',
        machineId: komatsu.id,
        workCategory: 'Service',
        status: 'Klar',
        todoList: [{ text: 'Byt motorolja', done: true }],
      })
    ).json();
    return { machine, filter, oil, done, other };
  }

  it('proposes the checklist, parts with their median quantity and the median hours of the same make and model', async () => {
    const { api } = await workshop();
    const { machine, filter, oil, done } = await history(api);
    const fourth = await machine('Volvo', 'EC220E');
    const open = (
      await api.post('/api/workorders', {
        ...validWorkOrder,
        title: 'Service 1000 h',
        machineId: fourth.id,
        workCategory: 'Service',
      })
    ).json();
    const response = await api.get(`/api/workorders/${open.id}/suggestions`);
    expect(response.statusCode, response.body).toBe(200);
    const suggestions = response.json();
    const sources = done.map(({ id, workOrderNumber }) => ({ id, workOrderNumber }));
    const sorted = (list: Array<{ id: string }>) => [...list].sort((a, b) => a.id.localeCompare(b.id));
    expect(suggestions.basis).toEqual({ match: 'model', jobs: 3 });
    // "Tvätta maskinen" is on one job only; the filter is written three ways and counts as one.
    expect(
      suggestions.checklist.map((item: { text: string; count: number }) => [item.text, item.count]).sort(),
    ).toEqual([
      ['Byt motorolja', 3],
      ['Byt oljefilter', 3],
    ]);
    expect(sorted(suggestions.checklist[0].sources)).toEqual(sorted(sources));
    expect(suggestions.parts).toHaveLength(2);
    expect(suggestions.parts).toEqual(
      expect.arrayContaining([
        expect.objectContaining({
          partId: filter.id,
          partNumber: filter.partNumber,
          name: 'Oljefilter',
          quantity: 1,
          count: 3,
        }),
        expect.objectContaining({ partId: oil.id, name: 'Motorolja 15W-40', quantity: 30, count: 3 }),
      ]),
    );
    // Billable hours only: 3, 4 and 5,5 → 4.
    expect(suggestions.hours).toMatchObject({ median: 4, count: 3 });
    expect(sorted(suggestions.hours.sources)).toEqual(sorted(sources));
  });

  it('falls back to the category, says none with fewer than two jobs, and serves the form before saving', async () => {
    const { api } = await workshop();
    const { machine } = await history(api);
    const hitachi = await machine('Hitachi', 'ZX210');
    const byCategory = (
      await api.get(`/api/suggestions?machineId=${hitachi.id}&workCategory=Service&title=Service`)
    ).json();
    expect(byCategory.basis).toEqual({ match: 'category', jobs: 4 });
    expect(byCategory.checklist[0]).toMatchObject({ text: 'Byt motorolja', count: 4 });

    const repair = (await api.get(`/api/suggestions?machineId=${hitachi.id}&workCategory=Reparation`)).json();
    expect(repair).toEqual({ basis: { match: 'none', jobs: 0 }, checklist: [], parts: [], hours: null });
    expect((await api.get('/api/suggestions?workCategory=Service')).json().basis.match).toBe('none');
    expect(
      (await api.get(`/api/suggestions?machineId=${'0'.repeat(8)}-0000-4000-8000-${'0'.repeat(12)}`)).statusCode,
    ).toBe(404);
    expect((await api.get('/api/suggestions?machineId=inte-ett-id')).statusCode).toBe(404);
  });

  it('reads only the caller’s workshop: another workshop’s work order is 404 and its jobs are never a basis', async () => {
    const { owner, api } = await workshop();
    const { done } = await history(api);
    const stranger = await createAccount(ctx.app);
    expect((await as(ctx.app, stranger).get(`/api/workorders/${done[0]!.id}/suggestions`)).statusCode).toBe(404);
    const customer = (await as(ctx.app, stranger).post('/api/customers', { name: 'Annan kund' })).json();
    const excavator = (
      await as(ctx.app, stranger).post('/api/machines', {
        customerId: customer.id,
        category: 'Grävmaskin',
        make: 'Volvo',
        model: 'EC220E',
      })
    ).json();
    const own = await as(ctx.app, stranger).get(
      `/api/suggestions?machineId=${excavator.id}&workCategory=Service&title=Service`,
    );
    expect(own.json().basis).toEqual({ match: 'none', jobs: 0 });
    // A mechanic of the workshop gets them too.
    const mechanic = await addMember(ctx.app, owner, 'mechanic');
    expect((await as(ctx.app, mechanic).get(`/api/workorders/${done[0]!.id}/suggestions`)).statusCode).toBe(200);
  });
});
