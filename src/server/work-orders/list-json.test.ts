import { beforeAll, describe, expect, it } from 'vitest';
import { drivers } from '../test/database';
import { as, createAccount, validWorkOrder, type Account, useTestApp } from '../test/harness';

// The list's JSON is written by PostgreSQL by concatenation (repository.ts); a client must read every
// work order in a list exactly as it reads on its own, whatever its text holds and whatever it names.

describe.each(drivers)('the work order list’s JSON on %s', (driver) => {
  const test = useTestApp(driver);
  let account: Account;
  beforeAll(async () => {
    account = await createAccount(test.app);
  });
  const api = () => as(test.app, account);

  it('equals each work order read on its own: quotes, backslashes, line breaks, emoji, links, meter and checklist', async () => {
    const customer = (await api().post('/api/customers', { name: 'Schakt "Nord" AB' })).json();
    const machine = (
      await api().post('/api/machines', {
        customerId: customer.id,
        category: 'Grävmaskin',
        make: 'Volvo',
        model: 'EC220E',
        serialNumber: 'JSON-1',
      })
    ).json();
    const [interval] = (await api().get(`/api/machines/${machine.id}/service-plan`)).json();
    const tricky = {
      ...validWorkOrder,
      title: 'Byt "slang" \\ C:\\verkstad\ttab </script> 🚜',
      description: 'Rad ett\nRad två\r\nÅÄÖ åäö – ”citat” \u2028 slut',
      customerId: customer.id,
      machineId: machine.id,
      meterReading: 1510.5,
      serviceIntervalIds: [interval.id],
      assigneeIds: [account.userId],
      status: 'Klar',
      priority: 'high',
      executionDate: '2026-06-14',
      todoList: [{ text: 'Kontrollera "tryck"', done: true }],
      materials: [{ name: 'Olja 10W-40 \\ 20 l', quantity: 2.5, unitPrice: 149.9 }],
    };
    const linked = await api().post('/api/workorders', tricky);
    expect(linked.statusCode, linked.body).toBe(201);
    // Whom and what for, by name (issue 44: "Mina jobb" and the list showed "Grävmaskin · 1001").
    expect(linked.json()).toMatchObject({
      customerName: 'Schakt "Nord" AB',
      machineName: 'Volvo EC220E (JSON1)',
    });
    const plain = await api().post('/api/workorders', { ...validWorkOrder, description: '' });
    expect(plain.statusCode, plain.body).toBe(201);
    expect(plain.json()).toMatchObject({ customerName: null, machineName: null });

    for (const created of [linked.json(), plain.json()]) {
      // Only the single read carries the customer's signature (FIELD.md decision 5): the rest is the same.
      const { signature, ...single } = (await api().get(`/api/workorders/${created.id}`)).json();
      expect(signature).toBeNull();
      expect(single).toEqual(created);
      for (const path of [
        '/api/workorders?limit=100',
        '/api/workorders?status=all&limit=100',
        `/api/workorders?limit=100&customerId=${created.customerId ?? customer.id}`,
      ]) {
        const listed = (await api().get(path)).json().find((order: { id: string }) => order.id === created.id);
        if (created.customerId === null && path.includes('customerId')) expect(listed).toBeUndefined();
        else expect(listed, path).toEqual(single);
      }
    }
    const mine = (await api().get('/api/workorders?assignee=me&status=completed')).json();
    const { signature: _signature, ...linkedAlone } = (await api().get(`/api/workorders/${linked.json().id}`)).json();
    expect(mine).toEqual([linkedAlone]);
  });

  it('answers an empty page as an empty array', async () => {
    const other = as(test.app, await createAccount(test.app));
    const response = await other.get('/api/workorders?limit=50');
    expect(response.body).toBe('[]');
    expect(response.headers['x-total-count']).toBe('0');
  });
});
