import { describe, expect, it } from 'vitest';
import { addDays } from '../../shared/dates';
import { drivers } from '../test/database';
import { as, createAccount, TEST_TODAY, useTestApp, validWorkOrder } from '../test/harness';
import { countStatements } from '../test/statements';
import { addMember } from '../test/team';

// Issue 48: "the planning read for up to 31 days in one statement budget": GET /planning sends as many
// statements for a month full of bookings, members, absences, jobs in the tray and services due as for
// a week with one of each.
describe.each(drivers)('the planning read’s statements on %s', (driver) => {
  const test = useTestApp(driver);

  it('are as many for 31 days with ten of everything as for one of each', async () => {
    const owner = await createAccount(test.app);
    const api = as(test.app, owner);
    const hall = (await api.post('/api/bays', { name: 'Hall 1' })).json();
    const monday = TEST_TODAY;
    const add = async (n: number) => {
      const mechanic = await addMember(test.app, owner, 'mechanic', `Mekaniker${n}`);
      const customer = (await api.post('/api/customers', { name: `Kund ${n}`, phone: '070-1' })).json();
      const machine = (
        await api.post('/api/machines', { customerId: customer.id, category: 'Lastbil', make: `Volvo ${n}` })
      ).json();
      await api.post(`/api/machines/${machine.id}/service-plan`, {
        name: `Årsservice ${n}`,
        everyMeter: null,
        everyMonths: 12,
        lastDoneDate: addDays(TEST_TODAY, -350),
      });
      const job = (
        await api.post('/api/workorders', { ...validWorkOrder, customerId: customer.id, machineId: machine.id })
      ).json();
      const day = addDays(monday, n * 3);
      await api.put(`/api/workorders/${job.id}/booking`, {
        start: `${day}T07:00`,
        end: `${day}T09:00`,
        assigneeIds: [mechanic.userId],
        ...(n % 2 === 0 ? { bayId: hall.id } : { onSite: true }),
      });
      await api.post('/api/workorders', { ...validWorkOrder, title: `I facket ${n}` });
      await api.post('/api/absences', { userId: mechanic.userId, start: day, end: day, kind: 'training' });
    };
    const read = async (view: string) => {
      const answer = await api.get(`/api/planning?from=${monday}&to=${addDays(monday, 30)}&view=${view}`);
      expect(answer.statusCode).toBe(200);
      const body = answer.json();
      return [body.bookings.length, body.absences.length, body.unbooked.length, body.dueServices.length];
    };

    await add(0);
    // Warm: the session and the prepared statements of a first call (the other view: the board is kept per view).
    await read('bays');
    let counts: number[] = [];
    const one = await countStatements(test.database, async () => (counts = await read('members')));
    expect(counts).toEqual([1, 1, 1, 1]);
    for (let n = 1; n < 10; n += 1) await add(n);
    const ten = await countStatements(test.database, async () => (counts = await read('bays')));
    expect(counts).toEqual([10, 10, 10, 10]);
    expect(ten).toBe(one);
  }, 120_000);
});
