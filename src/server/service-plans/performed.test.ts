import { beforeAll, describe, expect, it } from 'vitest';
import { drivers } from '../test/database';
import { useWorkshop } from '../test/harness';

// What a work order performs of its machine's plan (serviceIntervalIds), as the work order form sends it.
describe.each(drivers)('intervals a work order performs on %s', (driver) => {
  const ctx = useWorkshop(driver);
  const api = ctx.api;
  let customerId: string;
  beforeAll(async () => {
    customerId = (await api().post('/api/customers', { name: 'Schakt & Väg AB' })).json().id;
  });
  const newMachine = async (body: Record<string, unknown>) =>
    (await api().post('/api/machines', { customerId, category: 'Grävmaskin', make: 'Volvo', ...body })).json();
  const plan = async (machineId: string) => (await api().get(`/api/machines/${machineId}/service-plan`)).json();

  it('lets a work order perform only its machine’s intervals, and loses the link when an interval goes', async () => {
    const machine = await newMachine({ serialNumber: 'LINK-1' });
    const second = await newMachine({ serialNumber: 'LINK-2' });
    const [interval] = await plan(machine.id);
    const [foreign] = await plan(second.id);
    const base = { title: 'Service', workCategory: 'Service', machineId: machine.id };
    const refused = [
      [{ ...base, serviceIntervalIds: [foreign.id] }, 'Serviceintervallet hör inte till den valda maskinen.'],
      [{ ...base, serviceIntervalIds: ['inte-ett-id'] }, 'Serviceintervallet hittades inte.'],
      [{ ...base, serviceIntervalIds: 'alla' }, 'Listan har fel format.'],
      [
        {
          title: 'Service',
          workCategory: 'Service',
          customerNumber: 'K1',
          vehicleCategory: 'Traktor',
          serviceIntervalIds: [interval.id],
        },
        'Välj maskin för att ange vilken service som utförs.',
      ],
    ] as const;
    const before = (await api().get('/api/workorders?limit=1')).headers['x-total-count'];
    for (const [body, message] of refused) {
      const response = await api().post('/api/workorders', body);
      expect(response.statusCode, JSON.stringify(body)).toBe(400);
      expect(response.json().message).toBe(message);
    }
    expect((await api().get('/api/workorders?limit=1')).headers['x-total-count']).toBe(before);

    const workOrder = (
      await api().post('/api/workorders', { ...base, serviceIntervalIds: [interval.id, interval.id] })
    ).json();
    expect(workOrder.serviceIntervalIds).toEqual([interval.id]);
    const listed = (await api().get(`/api/workorders?machineId=${machine.id}`)).json();
    expect(listed[0]).toEqual(workOrder);
    expect((await api().get('/api/workorders?limit=1')).json()[0]).toEqual(workOrder);
    // An edit that leaves the ids out keeps them; moved to another machine, they no longer apply.
    const { serviceIntervalIds: _kept, ...withoutIds } = workOrder;
    expect((await api().put(`/api/workorders/${workOrder.id}`, withoutIds)).json().serviceIntervalIds).toEqual([
      interval.id,
    ]);
    expect(
      (await api().put(`/api/workorders/${workOrder.id}`, { ...withoutIds, machineId: second.id })).json()
        .serviceIntervalIds,
    ).toEqual([]);
    await api().put(`/api/workorders/${workOrder.id}`, { ...withoutIds, serviceIntervalIds: [interval.id] });

    expect((await api().delete(`/api/machines/${machine.id}/service-plan/${interval.id}`)).statusCode).toBe(204);
    expect((await api().get(`/api/workorders/${workOrder.id}`)).json().serviceIntervalIds).toEqual([]);
  });
});
