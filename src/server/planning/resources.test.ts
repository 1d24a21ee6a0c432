import { describe, expect, it } from 'vitest';
import { drivers } from '../test/database';
import { as, createAccount, useTestApp, validWorkOrder } from '../test/harness';
import { addMember } from '../test/team';

const forbidden = { code: 'auth.forbidden', message: 'Du har inte behörighet att göra det här.' };

describe.each(drivers)('bays, opening hours and absences on %s', (driver) => {
  const test = useTestApp(driver);

  it('keeps the bays: read by all, written by the owner, a name once, removed unless booked ahead', async () => {
    const owner = await createAccount(test.app);
    const office = await addMember(test.app, owner, 'office');
    const mechanic = await addMember(test.app, owner, 'mechanic');
    const api = as(test.app, owner);
    const hall = await api.post('/api/bays', { name: ' Hall 1 ' });
    expect(hall.statusCode).toBe(201);
    expect(hall.json()).toEqual({ id: expect.any(String), name: 'Hall 1' });
    const van = (await api.post('/api/bays', { name: 'Servicebil' })).json();
    const taken = await api.post('/api/bays', { name: 'hall 1' });
    expect(taken.statusCode).toBe(409);
    expect(taken.json().message).toBe('Det finns redan en plats med det namnet.');
    expect((await api.post('/api/bays', { name: '' })).json().message).toBe(
      'Ange ett namn på platsen, till exempel Hall 1.',
    );
    expect((await as(test.app, mechanic).get('/api/bays')).json().map((bay: { name: string }) => bay.name)).toEqual([
      'Hall 1',
      'Servicebil',
    ]);
    expect((await as(test.app, office).post('/api/bays', { name: 'Hall 3' })).json()).toEqual(forbidden);
    expect((await api.put(`/api/bays/${van.id}`, { name: 'Servicebil 1' })).json()).toEqual({
      id: van.id,
      name: 'Servicebil 1',
    });

    // Booked ahead (test day 2026-06-15): 409; once the booking is gone the bay goes too.
    const job = (await api.post('/api/workorders', validWorkOrder)).json();
    const booked = await api.put(`/api/workorders/${job.id}/booking`, {
      start: '2026-06-16T07:00',
      end: '2026-06-16T09:00',
      bayId: hall.json().id,
    });
    expect(booked.statusCode).toBe(200);
    const refused = await api.delete(`/api/bays/${hall.json().id}`);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe('Platsen har kommande bokningar. Flytta dem först.');
    expect((await api.delete(`/api/workorders/${job.id}/booking`)).statusCode).toBe(204);
    expect((await api.delete(`/api/bays/${hall.json().id}`)).statusCode).toBe(204);
    expect((await api.delete(`/api/bays/${hall.json().id}`)).statusCode).toBe(404);
    expect((await api.get('/api/bays')).json()).toEqual([{ id: van.id, name: 'Servicebil 1' }]);

    // Another workshop's bay is none here.
    const other = await createAccount(test.app);
    expect((await as(test.app, other).put(`/api/bays/${van.id}`, { name: 'Min' })).statusCode).toBe(404);
    expect((await as(test.app, other).delete(`/api/bays/${van.id}`)).statusCode).toBe(404);
  });

  it('opens Monday to Friday 07:00–16:00 until the owner sets other hours', async () => {
    const owner = await createAccount(test.app);
    const mechanic = await addMember(test.app, owner, 'mechanic');
    const api = as(test.app, owner);
    const initial = (await as(test.app, mechanic).get('/api/company/hours')).json();
    expect(initial.mon).toEqual([{ from: '07:00', to: '16:00' }]);
    expect(initial.fri).toEqual([{ from: '07:00', to: '16:00' }]);
    expect(initial.sat).toEqual([]);
    const hours = {
      mon: [
        { from: '13:00', to: '17:00' },
        { from: '07:00', to: '12:00' },
      ],
      sat: [{ from: '08:00', to: '12:00' }],
    };
    const saved = await api.put('/api/company/hours', hours);
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toMatchObject({
      mon: [
        { from: '07:00', to: '12:00' },
        { from: '13:00', to: '17:00' },
      ],
      tue: [],
      sat: [{ from: '08:00', to: '12:00' }],
    });
    expect((await api.get('/api/company/hours')).json()).toEqual(saved.json());
    const overlapping = await api.put('/api/company/hours', {
      mon: [
        { from: '07:00', to: '12:00' },
        { from: '11:00', to: '17:00' },
      ],
    });
    expect(overlapping.statusCode).toBe(400);
    expect(overlapping.json().message).toBe('Öppettiderna för en dag får inte överlappa.');
    const late = await api.put('/api/company/hours', { tue: [{ from: '24:15', to: '25:00' }] });
    expect(late.statusCode).toBe(400);
    expect(late.json().message).toBe(
      'Ange öppettider som tt:mm–tt:mm, till exempel 07:00–16:00, med början före slut.',
    );
    expect((await as(test.app, mechanic).put('/api/company/hours', hours)).json()).toEqual(forbidden);
  });

  it('lets a member note their own absence and the office anyone’s, by days or hours', async () => {
    const owner = await createAccount(test.app);
    const office = await addMember(test.app, owner, 'office');
    const nils = await addMember(test.app, owner, 'mechanic', 'Nils');
    const olle = await addMember(test.app, owner, 'mechanic', 'Olle');
    const own = await as(test.app, nils).post('/api/absences', {
      start: '2026-07-06',
      end: '2026-07-10',
      kind: 'vacation',
      note: 'Fjällen',
    });
    expect(own.statusCode).toBe(201);
    expect(own.json()).toEqual({
      id: expect.any(String),
      userId: nils.userId,
      start: '2026-07-06T00:00',
      end: '2026-07-11T00:00',
      kind: 'vacation',
      note: 'Fjällen',
    });
    const forOlle = await as(test.app, nils).post('/api/absences', {
      userId: olle.userId,
      start: '2026-07-06',
      end: '2026-07-06',
      kind: 'sick',
    });
    expect(forOlle.statusCode).toBe(403);
    expect(forOlle.json().message).toBe('Du kan bara lägga in och ta bort din egen frånvaro.');
    const training = await as(test.app, office).post('/api/absences', {
      userId: olle.userId,
      start: '2026-07-07T13:00',
      end: '2026-07-07T16:00',
      kind: 'training',
    });
    expect(training.statusCode).toBe(201);
    expect(training.json()).toMatchObject({ start: '2026-07-07T13:00', end: '2026-07-07T16:00', note: null });
    expect(
      (await as(test.app, nils).post('/api/absences', { start: '2026-07-06', end: '2026-07-06', kind: 'ledig' })).json()
        .message,
    ).toBe('Välj frånvaro: Semester, Sjuk, Utbildning eller Annat.');
    expect(
      (await as(test.app, nils).post('/api/absences', { start: '2026-02-30', end: '2026-03-01', kind: 'other' })).json()
        .message,
    ).toBe('Ange ett datum (ÅÅÅÅ-MM-DD) eller en tid (ÅÅÅÅ-MM-DDTtt:mm) i svensk tid.');

    const listed = (await as(test.app, olle).get('/api/absences?from=2026-07-07&to=2026-07-07')).json();
    expect(listed.map((absence: { kind: string }) => absence.kind)).toEqual(['vacation', 'training']);
    expect((await as(test.app, olle).get('/api/absences?from=2026-07-12&to=2026-07-31')).json()).toEqual([]);
    const tooLong = await as(test.app, olle).get('/api/absences?from=2026-07-01&to=2026-08-01');
    expect(tooLong.statusCode).toBe(400);
    expect(tooLong.json().message).toBe('Planeringen visar högst 31 dagar åt gången, och to får inte vara före from.');

    expect((await as(test.app, nils).delete(`/api/absences/${training.json().id}`)).statusCode).toBe(403);
    expect((await as(test.app, olle).delete(`/api/absences/${training.json().id}`)).statusCode).toBe(204);
    expect((await as(test.app, owner).delete(`/api/absences/${own.json().id}`)).statusCode).toBe(204);
    const other = await createAccount(test.app);
    expect((await as(test.app, other).delete(`/api/absences/${own.json().id}`)).statusCode).toBe(404);
    expect(
      (
        await as(test.app, other).post('/api/absences', {
          userId: nils.userId,
          start: '2026-07-06',
          end: '2026-07-06',
          kind: 'sick',
        })
      ).statusCode,
    ).toBe(400);
  });
});
