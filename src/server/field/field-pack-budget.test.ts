import { describe, expect, it } from 'vitest';
import { drivers } from '../test/database';
import { as, createAccount, useTestApp, validWorkOrder } from '../test/harness';
import { pngOf } from '../test/images';
import { fileOf, recordFields, uploader } from '../test/multipart';
import { countStatements } from '../test/statements';
import { addMember } from '../test/team';

// The field pack reads everything about its jobs for all of them at once: its statements are a fixed
// budget, whatever the number of jobs, machines, customers, entries and files.
describe.each(drivers)('the field pack’s statements on %s', (driver) => {
  const test = useTestApp(driver);

  it('are as many for ten jobs with all they carry as for one', async () => {
    const owner = await createAccount(test.app);
    const mechanic = await addMember(test.app, owner, 'mechanic');
    const api = as(test.app, owner);
    const addJob = async (n: number) => {
      const customer = (
        await api.post('/api/customers', { name: `Kund ${n}`, type: 'company', phone: '070-1' })
      ).json();
      const machine = (
        await api.post('/api/machines', { customerId: customer.id, category: 'Traktor', make: `Valtra ${n}` })
      ).json();
      const job = (
        await api.post('/api/workorders', {
          ...validWorkOrder,
          customerId: customer.id,
          machineId: machine.id,
          assigneeIds: [mechanic.userId],
          executionDate: '2026-06-15',
        })
      ).json();
      await api.put(`/api/workorders/${job.id}/booking`, {
        start: '2026-06-16T07:00',
        end: '2026-06-16T08:00',
        assigneeIds: [mechanic.userId],
        onSite: true,
      });
      await as(test.app, mechanic).post('/api/time', { workOrderId: job.id, date: '2026-06-15', hours: 1 });
      await uploader(
        test.app,
        mechanic,
      )([...recordFields('workOrder', job.id), fileOf(await pngOf(40 + n, 30), 'a.png', 'image/png')]);
    };
    const read = async () => {
      const answer = await as(test.app, mechanic).get('/api/field/today');
      expect(answer.statusCode).toBe(200);
      return answer.json().workOrders.length as number;
    };

    await addJob(0);
    await read(); // warm: the session and the prepared statements of a first call
    // A change in the workshop, so that the parts register is read from the database again, as after the ten jobs.
    const change = await api.post('/api/customers', { name: 'Ändring', type: 'company' });
    expect(change.statusCode, change.body).toBe(201);
    let jobs = 0;
    const one = await countStatements(test.database, async () => (jobs = await read()));
    expect(jobs).toBe(1);
    for (let n = 1; n < 10; n += 1) await addJob(n);
    const ten = await countStatements(test.database, async () => (jobs = await read()));
    expect(jobs).toBe(10);
    expect(ten).toBe(one);
    expect(one).toBeLessThanOrEqual(12);
    // Read again with no change between: the parts register comes from memory, one statement fewer.
    expect(await countStatements(test.database, read)).toBe(ten - 1);
  }, 120_000);
});
