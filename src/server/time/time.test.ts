import { describe, expect, it } from 'vitest';
import { buildApp } from '../app';
import { testConfig } from '../config';
import { drivers } from '../test/database';
import { as, createAccount, useTestApp, validWorkOrder } from '../test/harness';
import { addMember } from '../test/team';

const forbidden = { code: 'auth.forbidden', message: 'Du har inte behörighet att göra det här.' };

describe.each(drivers)('rates on %s', (driver) => {
  const test = useTestApp(driver);

  it('gives a new workshop Verkstadstimme at 0 kr as its default, and moves the default on request', async () => {
    const owner = await createAccount(test.app);
    const api = as(test.app, owner);
    const [initial] = (await api.get('/api/rates')).json();
    expect(initial).toMatchObject({ name: 'Verkstadstimme', unit: 'h', price: 0, isDefault: true });
    expect(
      (await api.put(`/api/rates/${initial.id}`, { name: 'Verkstadstimme', unit: 'h', price: '850,00' })).json(),
    ).toMatchObject({
      price: 850,
      isDefault: true,
    });
    const field = (await api.post('/api/rates', { name: 'Fälttimme', unit: 'h', price: 950, isDefault: true })).json();
    const mileage = await api.post('/api/rates', { name: 'Milersättning', unit: 'km', price: '12,50' });
    expect(mileage.json()).toMatchObject({ unit: 'km', price: 12.5, isDefault: false });
    const rates = (await api.get('/api/rates')).json() as Array<{ name: string; isDefault: boolean }>;
    expect(rates.filter((rate) => rate.isDefault).map((rate) => rate.name)).toEqual(['Fälttimme']);

    const kmDefault = await api.post('/api/rates', { name: 'Km', unit: 'km', price: 10, isDefault: true });
    expect(kmDefault.statusCode).toBe(400);
    expect(kmDefault.json().message).toBe('Bara ett timpris (enhet h) kan vara förvalt.');
    expect(
      (
        await api.put(`/api/rates/${field.id}`, {
          name: 'Fälttimme',
          unit: 'h',
          price: 950,
          isDefault: false,
        })
      ).statusCode,
    ).toBe(409);
    expect((await api.delete(`/api/rates/${field.id}`)).statusCode).toBe(409);
    expect((await api.post('/api/rates', { name: 'Fel', unit: 'h', price: -1 })).json().message).toBe(
      'Ange priset i kronor exklusive moms, 0–10 000 000 med högst två decimaler.',
    );
    expect((await api.delete(`/api/rates/${mileage.json().id}`)).statusCode).toBe(204);
  });

  it('lets everyone read the rates and only the office change them', async () => {
    const owner = await createAccount(test.app);
    const mechanic = await addMember(test.app, owner, 'mechanic');
    expect((await as(test.app, mechanic).get('/api/rates')).json()).toHaveLength(1);
    expect((await as(test.app, mechanic).post('/api/rates', { name: 'Restid', unit: 'h', price: 650 })).json()).toEqual(
      forbidden,
    );
  });
});

describe.each(drivers)('time on the job on %s', (driver) => {
  let now = new Date('2026-06-15T08:00:00Z');
  const test = useTestApp(driver, {}, { clock: () => now });
  const later = (minutes: number) => {
    now = new Date(now.getTime() + minutes * 60_000);
  };

  async function workshop() {
    const owner = await createAccount(test.app);
    const mechanic = await addMember(test.app, owner, 'mechanic', 'Nils');
    const jobA = (await as(test.app, owner).post('/api/workorders', { ...validWorkOrder, title: 'Jobb A' })).json();
    const jobB = (await as(test.app, owner).post('/api/workorders', { ...validWorkOrder, title: 'Jobb B' })).json();
    return { owner, mechanic, jobA, jobB };
  }

  it('runs one timer per person: starting another job stops the first, rounded up to the quarter hour', async () => {
    const { mechanic, jobA, jobB } = await workshop();
    const api = as(test.app, mechanic);
    const started = await api.post(`/api/workorders/${jobA.id}/timer`);
    expect(started.statusCode).toBe(201);
    expect(started.json()).toMatchObject({
      workOrderId: jobA.id,
      workOrderNumber: jobA.workOrderNumber,
      userName: 'Nils Lund',
      endedAt: null,
      date: '2026-06-15',
    });
    later(37);
    expect((await api.get('/api/timer')).json()).toMatchObject({ id: started.json().id, hours: 0.61 });
    const second = await api.post(`/api/workorders/${jobB.id}/timer`);
    expect(second.json()).toMatchObject({ workOrderId: jobB.id, endedAt: null });
    const first = (await api.get(`/api/time?workOrderId=${jobA.id}`)).json();
    expect(first).toEqual([expect.objectContaining({ id: started.json().id, hours: 0.75 })]);
    expect(first[0].endedAt).not.toBeNull();
    later(1);
    const stopped = await api.delete('/api/timer');
    expect(stopped.json()).toMatchObject({ id: second.json().id, hours: 0.25 });
    expect((await api.delete('/api/timer')).statusCode).toBe(404);
    expect((await api.delete('/api/timer')).json().message).toBe('Ingen timer är igång.');
    expect((await api.get('/api/timer')).statusCode).toBe(204);
  });

  it('leaves exactly one timer running after two starts at once, and keeps it across a restart', async () => {
    const { mechanic, jobA, jobB } = await workshop();
    const api = as(test.app, mechanic);
    const answers = await Promise.all([
      api.post(`/api/workorders/${jobA.id}/timer`),
      api.post(`/api/workorders/${jobB.id}/timer`),
    ]);
    expect(answers.map((answer) => answer.statusCode)).toEqual([201, 201]);
    const entries = (await api.get('/api/time')).json() as Array<{ endedAt: string | null }>;
    expect(entries.filter((entry) => entry.endedAt === null)).toHaveLength(1);
    // Another server process on the same database (or this one restarted) sees the same timer.
    const restarted = await buildApp({
      config: testConfig({ mailOutboxDir: test.mailOutboxDir }),
      db: test.database.db,
      webRoot: '/nonexistent',
      clock: () => now,
    });
    try {
      const running = await restarted.inject({
        method: 'GET',
        url: '/api/timer',
        headers: { authorization: `Bearer ${mechanic.token}` },
      });
      expect(running.statusCode).toBe(200);
      expect(running.json().endedAt).toBeNull();
    } finally {
      await restarted.close();
    }
    await api.delete('/api/timer');
  });

  it('takes time and distance by hand in quarters and tenths, on a rate of the right unit', async () => {
    const { owner, mechanic, jobA } = await workshop();
    const api = as(test.app, mechanic);
    const mileage = (
      await as(test.app, owner).post('/api/rates', { name: 'Milersättning', unit: 'km', price: '12,50' })
    ).json();
    const travel = await api.post('/api/time', {
      workOrderId: jobA.id,
      date: '2026-06-14',
      hours: '1,5',
      note: 'Restid till Kiruna',
    });
    expect(travel.statusCode).toBe(201);
    expect(travel.json()).toMatchObject({
      hours: 1.5,
      kilometres: null,
      billable: true,
      startedAt: null,
      note: 'Restid till Kiruna',
    });
    const distance = await api.post('/api/time', {
      workOrderId: jobA.id,
      date: '2026-06-14',
      kilometres: 84,
      rateId: mileage.id,
    });
    expect(distance.json()).toMatchObject({ hours: null, kilometres: 84, rateId: mileage.id });

    const refused = [
      { workOrderId: jobA.id, date: '2026-06-14', hours: 1.3 },
      { workOrderId: jobA.id, date: '2026-06-14', hours: 0 },
      { workOrderId: jobA.id, date: '2026-06-14', hours: 25 },
      { workOrderId: jobA.id, date: '2026-06-14', hours: 1, kilometres: 2 },
      { workOrderId: jobA.id, date: '2026-06-14' },
      { workOrderId: jobA.id, date: '2026-02-30', hours: 1 },
      { workOrderId: jobA.id, date: '2026-06-14', kilometres: 84.25, rateId: mileage.id },
      { workOrderId: jobA.id, date: '2026-06-14', kilometres: 84 },
    ];
    for (const body of refused) expect((await api.post('/api/time', body)).statusCode, JSON.stringify(body)).toBe(400);
    expect((await api.post('/api/time', refused[0])).json().message).toBe(
      'Ange timmar i kvartar (0,25, 0,5, 0,75 …), högst 24.',
    );
    expect((await api.post('/api/time', refused[7])).json().message).toBe(
      'Timmar registreras på ett timpris; kilometer på ett kilometerpris.',
    );
  });

  it('takes back an entry as GET returned it: null for the kind it is not, a changed value for the kind it is', async () => {
    const { owner, mechanic, jobA } = await workshop();
    const api = as(test.app, mechanic);
    const mileage = (
      await as(test.app, owner).post('/api/rates', { name: 'Milersättning', unit: 'km', price: '12,50' })
    ).json();
    const hours = (await api.post('/api/time', { workOrderId: jobA.id, date: '2026-06-14', hours: 2 })).json();
    const distance = (
      await api.post('/api/time', {
        workOrderId: jobA.id,
        date: '2026-06-14',
        kilometres: 40,
        rateId: mileage.id,
      })
    ).json();
    const readHours = (await api.get(`/api/time?workOrderId=${jobA.id}`))
      .json()
      .find((entry: { id: string }) => entry.id === hours.id);
    expect(readHours).toMatchObject({ hours: 2, kilometres: null });
    const putHours = await api.put(`/api/time/${hours.id}`, { ...readHours, hours: 2.5 });
    expect(putHours.statusCode, putHours.body).toBe(200);
    expect(putHours.json()).toMatchObject({ hours: 2.5, kilometres: null });
    const putDistance = await api.put(`/api/time/${distance.id}`, { ...distance, kilometres: 42 });
    expect(putDistance.statusCode, putDistance.body).toBe(200);
    expect(putDistance.json()).toMatchObject({ hours: null, kilometres: 42 });
    // Still one of the two: both null, or both given, is refused.
    const neither = await api.put(`/api/time/${hours.id}`, { ...readHours, hours: null, kilometres: null });
    expect(neither.statusCode).toBe(400);
    expect(neither.json().message).toBe('Ange antingen timmar eller kilometer.');
    expect((await api.put(`/api/time/${hours.id}`, { ...readHours, hours: 1, kilometres: 3 })).statusCode).toBe(400);
  });

  it("keeps a mechanic to their own time; the office edits anyone's; every change is in the trail", async () => {
    const { owner, mechanic, jobA } = await workshop();
    const other = await addMember(test.app, owner, 'mechanic', 'Karin');
    const mine = (
      await as(test.app, mechanic).post('/api/time', { workOrderId: jobA.id, date: '2026-06-15', hours: 2 })
    ).json();
    const theirs = (
      await as(test.app, other).post('/api/time', { workOrderId: jobA.id, date: '2026-06-15', hours: 1 })
    ).json();
    expect((await as(test.app, mechanic).get('/api/time')).json().map((entry: { id: string }) => entry.id)).toEqual([
      mine.id,
    ]);
    expect(
      (await as(test.app, mechanic).get(`/api/time?userId=${other.userId}`))
        .json()
        .map((entry: { id: string }) => entry.id),
    ).toEqual([mine.id]);
    expect(
      (
        await as(test.app, mechanic).put(`/api/time/${theirs.id}`, {
          workOrderId: jobA.id,
          date: '2026-06-15',
          hours: 3,
        })
      ).json(),
    ).toEqual(forbidden);
    expect((await as(test.app, mechanic).delete(`/api/time/${theirs.id}`)).statusCode).toBe(403);
    expect(
      (
        await as(test.app, mechanic).post('/api/time', {
          workOrderId: jobA.id,
          date: '2026-06-15',
          hours: 1,
          userId: other.userId,
        })
      ).statusCode,
    ).toBe(403);

    const edited = await as(test.app, owner).put(`/api/time/${theirs.id}`, {
      workOrderId: jobA.id,
      date: '2026-06-15',
      hours: 1.25,
      billable: false,
    });
    expect(edited.json()).toMatchObject({ userId: other.userId, hours: 1.25, billable: false });
    expect((await as(test.app, owner).get('/api/time')).json()).toHaveLength(2);
    const trail = (await as(test.app, owner).get(`/api/audit?entity=timeEntry&id=${theirs.id}`)).json();
    expect(trail.map((event: { action: string; userName: string }) => [event.action, event.userName])).toEqual([
      ['created', 'Karin Lund'],
      ['updated', 'Anna Svensson'],
    ]);
    expect(trail[1].changes).toEqual([
      { field: 'hours', from: 1, to: 1.25 },
      { field: 'billable', from: true, to: false },
    ]);
    expect((await as(test.app, mechanic).delete(`/api/time/${mine.id}`)).statusCode).toBe(204);
    const refusedDelete = await as(test.app, owner).delete(`/api/workorders/${jobA.id}`);
    expect(refusedDelete.statusCode).toBe(409);
    expect(refusedDelete.json().message).toBe(
      'Arbetsordern har registrerad tid och kan inte tas bort. Ta bort tiden först.',
    );
    const stranger = await createAccount(test.app);
    expect((await as(test.app, stranger).delete(`/api/time/${theirs.id}`)).statusCode).toBe(404);
    expect((await as(test.app, stranger).post(`/api/workorders/${jobA.id}/timer`)).statusCode).toBe(404);
  });

  it('proposes the invoice lines on the server and locks the time an invoice bills until it is credited or deleted', async () => {
    const { owner, mechanic } = await workshop();
    const office = as(test.app, owner);
    const [workshopRate] = (await office.get('/api/rates')).json();
    await office.put(`/api/rates/${workshopRate.id}`, { name: 'Verkstadstimme', unit: 'h', price: 850 });
    const mileage = (await office.post('/api/rates', { name: 'Milersättning', unit: 'km', price: '12,50' })).json();
    const job = (
      await office.post('/api/workorders', {
        ...validWorkOrder,
        materials: [{ name: 'Hydraulslang', quantity: 2, unitPrice: 1173.75 }],
      })
    ).json();
    const api = as(test.app, mechanic);
    await api.post(`/api/workorders/${job.id}/timer`);
    later(4 * 60 + 50);
    await api.delete('/api/timer');
    const manual = (
      await api.post('/api/time', { workOrderId: job.id, date: '2026-06-15', hours: '1,5', note: 'Restid' })
    ).json();
    await api.post('/api/time', {
      workOrderId: job.id,
      date: '2026-06-15',
      kilometres: 84,
      rateId: mileage.id,
    });
    await api.post('/api/time', { workOrderId: job.id, date: '2026-06-15', hours: 1, billable: false });

    expect((await api.get(`/api/workorders/${job.id}/invoice-draft`)).json()).toEqual(forbidden);
    const draft = (await office.get(`/api/workorders/${job.id}/invoice-draft`)).json();
    expect(draft.items).toEqual([
      { description: 'Hydraulslang', quantity: 2, price: 1173.75, unit: 'st', source: 'material' },
      { description: 'Arbete: Verkstadstimme', quantity: 6.5, price: 850, unit: 'h', source: 'time' },
      { description: 'Milersättning', quantity: 84, price: 12.5, unit: 'km', source: 'time' },
    ]);

    const invoiceBody = {
      customerName: 'Åkeri Nord AB',
      customerEmail: 'ekonomi@akerinord.se',
      workOrderId: job.id,
      items: draft.items.map(
        ({ description, quantity, price }: { description: string; quantity: number; price: number }) => ({
          description,
          quantity,
          price,
        }),
      ),
    };
    const invoice = (await office.post('/api/invoice', invoiceBody)).json();
    // 2 × 1 173,75 + 6,5 h × 850 + 84 km × 12,50 excl. VAT.
    expect(invoice.net).toBe(8922.5);
    const billed = (await office.get(`/api/time?workOrderId=${job.id}`)).json() as Array<{
      invoiceId: string | null;
      billable: boolean;
    }>;
    expect(billed.filter((entry) => entry.billable).every((entry) => entry.invoiceId === invoice.id)).toBe(true);
    expect(billed.find((entry) => !entry.billable)!.invoiceId).toBeNull();
    const locked = await api.put(`/api/time/${manual.id}`, {
      workOrderId: job.id,
      date: '2026-06-15',
      hours: 2,
    });
    expect(locked.statusCode).toBe(409);
    expect(locked.json().message).toBe('Tidsposten är fakturerad och kan inte ändras. Kreditera fakturan först.');
    expect((await office.delete(`/api/time/${manual.id}`)).statusCode).toBe(409);
    expect(
      (await office.get(`/api/workorders/${job.id}/invoice-draft`))
        .json()
        .items.map((item: { source: string }) => item.source),
    ).toEqual(['material']);

    // Credited in full, the time can be billed again; a deleted invoice frees it too.
    expect((await office.post(`/api/invoice/${invoice.id}/credit`)).statusCode).toBe(201);
    expect((await office.get(`/api/workorders/${job.id}/invoice-draft`)).json().items).toHaveLength(3);
    const second = (await office.post('/api/invoice', invoiceBody)).json();
    expect(
      (await office.get(`/api/time?workOrderId=${job.id}`))
        .json()
        .filter((entry: { invoiceId: string | null }) => entry.invoiceId === second.id),
    ).toHaveLength(3);
    expect((await office.delete(`/api/invoice/${second.id}`)).statusCode).toBe(204);
    expect(
      (await api.put(`/api/time/${manual.id}`, { workOrderId: job.id, date: '2026-06-15', hours: 2 })).statusCode,
    ).toBe(200);
  });
});
