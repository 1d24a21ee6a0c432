import { describe, expect, it } from 'vitest';
import { drivers } from '../test/database';
import { as, createAccount, useTestApp, validWorkOrder } from '../test/harness';
import { addMember } from '../test/team';

describe.each(drivers)('booking a work order on %s', (driver) => {
  const test = useTestApp(driver);

  async function workshop() {
    const owner = await createAccount(test.app);
    const nils = await addMember(test.app, owner, 'mechanic', 'Nils');
    const api = as(test.app, owner);
    const customer = (
      await api.post('/api/customers', {
        name: 'Åkeri Nord AB',
        street: 'Storgatan 1',
        postalCode: '97231',
        city: 'Luleå',
      })
    ).json();
    const job = (await api.post('/api/workorders', { ...validWorkOrder, customerId: customer.id })).json();
    const other = (await api.post('/api/workorders', { ...validWorkOrder, title: 'Annat jobb' })).json();
    const hall = (await api.post('/api/bays', { name: 'Hall 1' })).json();
    return { owner, nils, api, job, other, hall };
  }

  it('books in Swedish time across the change to summer time and back, and keeps the clock times', async () => {
    const { api, job, nils } = await workshop();
    // Friday 2026-03-27 14:00 to Monday 2026-03-30 10:00: the Sunday between has 23 hours.
    const spring = await api.put(`/api/workorders/${job.id}/booking`, {
      start: '2026-03-27T14:00',
      end: '2026-03-30T10:00',
      assigneeIds: [nils.userId],
    });
    expect(spring.statusCode).toBe(200);
    expect(spring.json()).toMatchObject({
      workOrderId: job.id,
      start: '2026-03-27T14:00',
      end: '2026-03-30T10:00',
      assigneeIds: [nils.userId],
      bayId: null,
      onSite: false,
      address: null,
      version: 1,
      // Over the weekend: the two closed days are named, the Friday afternoon and Monday morning are not.
      warnings: [
        { kind: 'outsideHours', message: 'Bokningen ligger utanför öppettiderna (lördag 2026-03-28).' },
        { kind: 'outsideHours', message: 'Bokningen ligger utanför öppettiderna (söndag 2026-03-29).' },
      ],
    });
    // The last Sunday of October has 25 hours: Saturday 2026-10-24 to Monday 2026-10-26, on site.
    const autumn = await api.put(`/api/workorders/${job.id}/booking`, {
      start: '2026-10-23T15:00',
      end: '2026-10-26T08:00',
      onSite: true,
      version: 1,
    });
    expect(autumn.json()).toMatchObject({
      start: '2026-10-23T15:00',
      end: '2026-10-26T08:00',
      onSite: true,
      address: 'Storgatan 1, 972 31 Luleå',
      assigneeIds: [nils.userId],
      version: 2,
    });
    const planning = (await api.get('/api/planning?from=2026-10-19&to=2026-10-26')).json();
    expect(planning.bookings).toEqual([
      expect.objectContaining({ start: '2026-10-23T15:00', end: '2026-10-26T08:00' }),
    ]);
    const onSiteElsewhere = await api.put(`/api/workorders/${job.id}/booking`, {
      start: '2026-10-26T07:00',
      end: '2026-10-26T08:00',
      onSite: true,
      address: 'Grustaget, Boden',
    });
    expect(onSiteElsewhere.json()).toMatchObject({ address: 'Grustaget, Boden', version: 3 });
  });

  it('refuses times that are no quarter hour, do not exist or end before they start, in Swedish', async () => {
    const { api, job } = await workshop();
    const put = (start: string, end: string) => api.put(`/api/workorders/${job.id}/booking`, { start, end });
    const cases: Array<[string, string, string]> = [
      ['2026-03-30T07:10', '2026-03-30T08:00', 'Boka i hela kvartar: minuterna 00, 15, 30 eller 45.'],
      [
        '2026-02-30T07:00',
        '2026-03-02T08:00',
        'Ange tiden som ÅÅÅÅ-MM-DDTtt:mm i svensk tid, till exempel 2026-03-30T07:00.',
      ],
      [
        '2026-03-30T24:15',
        '2026-03-31T08:00',
        'Ange tiden som ÅÅÅÅ-MM-DDTtt:mm i svensk tid, till exempel 2026-03-30T07:00.',
      ],
      ['2026-03-29T02:30', '2026-03-29T04:00', 'Den tiden finns inte i svensk tid (klockan ställs fram en timme).'],
      ['2026-03-30T09:00', '2026-03-30T08:00', 'Slutet måste vara efter början.'],
      ['2026-03-01T07:00', '2026-04-02T08:00', 'En bokning kan vara högst 31 dagar.'],
    ];
    for (const [start, end, message] of cases) {
      const refused = await put(start, end);
      expect({ start, status: refused.statusCode, message: refused.json().message }).toEqual({
        start,
        status: 400,
        message,
      });
    }
    const both = await api.put(`/api/workorders/${job.id}/booking`, {
      start: '2026-03-30T07:00',
      end: '2026-03-30T08:00',
      onSite: true,
      bayId: '00000000-0000-4000-8000-000000000000',
    });
    expect(both.json().message).toBe('Välj antingen en plats i verkstaden eller ute hos kund, inte båda.');
    const unknownBay = await api.put(`/api/workorders/${job.id}/booking`, {
      start: '2026-03-30T07:00',
      end: '2026-03-30T08:00',
      bayId: '00000000-0000-4000-8000-000000000000',
    });
    expect(unknownBay.statusCode).toBe(404);
    expect((await api.delete(`/api/workorders/${job.id}/booking`)).json().message).toBe('Arbetsordern är inte bokad.');
  });

  it('lets one of two moves at once through and answers the other 409 with the booking as it is now', async () => {
    const { api, job } = await workshop();
    await api.put(`/api/workorders/${job.id}/booking`, { start: '2026-06-16T07:00', end: '2026-06-16T09:00' });
    const [first, second] = await Promise.all([
      api.put(`/api/workorders/${job.id}/booking`, { start: '2026-06-17T07:00', end: '2026-06-17T09:00', version: 1 }),
      api.put(`/api/workorders/${job.id}/booking`, { start: '2026-06-18T07:00', end: '2026-06-18T09:00', version: 1 }),
    ]);
    const answers = [first, second].sort((a, b) => a.statusCode - b.statusCode);
    expect(answers.map((answer) => answer.statusCode)).toEqual([200, 409]);
    const winner = answers[0]!.json();
    expect(winner.version).toBe(2);
    expect(answers[1]!.json()).toEqual({
      code: 'booking.changed',
      message: 'Någon annan har ändrat bokningen under tiden. Här är den som den ser ut nu.',
      booking: expect.objectContaining({ start: winner.start, end: winner.end, version: 2 }),
    });
    // A stale write on a booking taken away meanwhile: 409 with none.
    await api.delete(`/api/workorders/${job.id}/booking`);
    const gone = await api.put(`/api/workorders/${job.id}/booking`, {
      start: '2026-06-17T07:00',
      end: '2026-06-17T09:00',
      version: 2,
    });
    expect(gone.statusCode).toBe(409);
    expect(gone.json().booking).toBeNull();
  });

  it('saves a booking that clashes and warns of every clash in Swedish', async () => {
    const { owner, api, job, other, hall, nils } = await workshop();
    await as(test.app, owner).post('/api/absences', {
      userId: nils.userId,
      start: '2026-06-19T13:00',
      end: '2026-06-19T16:00',
      kind: 'training',
    });
    const first = await api.put(`/api/workorders/${other.id}/booking`, {
      start: '2026-06-19T06:00',
      end: '2026-06-19T12:00',
      bayId: hall.id,
      assigneeIds: [nils.userId],
    });
    expect(first.json().warnings.map((warning: { kind: string }) => warning.kind)).toEqual(['outsideHours', 'holiday']);
    // Midsommarafton 2026-06-19, before opening, over the training and the other job, in the same bay.
    const clash = await api.put(`/api/workorders/${job.id}/booking`, {
      start: '2026-06-19T06:00',
      end: '2026-06-19T14:00',
      bayId: hall.id,
      assigneeIds: [nils.userId],
    });
    expect(clash.statusCode).toBe(200);
    expect(clash.json().warnings).toEqual([
      { kind: 'outsideHours', message: 'Bokningen ligger utanför öppettiderna (fredag 2026-06-19).' },
      { kind: 'holiday', message: 'Bokningen ligger på midsommarafton (2026-06-19).' },
      { kind: 'absence', message: 'Nils Lund är frånvarande (utbildning) 2026-06-19 13:00–16:00.' },
      { kind: 'memberBusy', message: `Nils Lund är redan bokad på ${other.workOrderNumber} samtidigt.` },
      { kind: 'bayBusy', message: `Hall 1 är redan bokad för ${other.workOrderNumber} samtidigt.` },
    ]);
    // Still saved: the planning board shows both.
    const board = (await api.get('/api/planning?from=2026-06-15&to=2026-06-21')).json();
    expect(board.bookings.map((booking: { workOrderId: string }) => booking.workOrderId).sort()).toEqual(
      [job.id, other.id].sort(),
    );
    // Within the hours on an ordinary day, nothing to warn of.
    const calm = await api.put(`/api/workorders/${job.id}/booking`, {
      start: '2026-06-22T07:00',
      end: '2026-06-23T16:00',
    });
    expect(calm.json().warnings).toEqual([]);
  });

  it('lets the office book, not a mechanic, and knows no other workshop’s job', async () => {
    const { nils, job } = await workshop();
    const body = { start: '2026-06-16T07:00', end: '2026-06-16T09:00' };
    expect((await as(test.app, nils).put(`/api/workorders/${job.id}/booking`, body)).statusCode).toBe(403);
    const stranger = await createAccount(test.app);
    expect((await as(test.app, stranger).put(`/api/workorders/${job.id}/booking`, body)).statusCode).toBe(404);
    expect((await as(test.app, stranger).delete(`/api/workorders/${job.id}/booking`)).statusCode).toBe(404);
    expect((await as(test.app, stranger).put('/api/workorders/inte-ett-id/booking', body)).statusCode).toBe(404);
  });
});
