import Papa from 'papaparse';
import { describe, expect, it } from 'vitest';
import { drivers } from '../test/database';
import { as, createAccount, useTestApp, validWorkOrder } from '../test/harness';
import { addMember } from '../test/team';

describe.each(drivers)('the time report on %s', (driver) => {
  let now = new Date('2026-06-15T06:00:00Z');
  const at = (iso: string) => {
    now = new Date(iso);
  };
  const test = useTestApp(driver, {}, { clock: () => now });

  /** A week of a mechanic: a shift with a timer and hand-written time, then a day of time only. */
  async function week() {
    at('2026-06-15T06:00:00Z');
    const owner = await createAccount(test.app);
    const mechanic = await addMember(test.app, owner, 'mechanic', 'Nils', { personalNumber: '811218-9876' });
    const job = (await as(test.app, owner).post('/api/workorders', validWorkOrder)).json();
    const km = (await as(test.app, owner).post('/api/rates', { name: 'Milersättning', unit: 'km', price: 25 })).json();
    const api = as(test.app, mechanic);
    await api.post('/api/staff-ledger/check-in');
    await api.post(`/api/workorders/${job.id}/timer`);
    at('2026-06-15T08:10:00Z');
    await api.delete('/api/timer');
    await api.post('/api/time', {
      workOrderId: job.id,
      date: '2026-06-15',
      hours: '1,5',
      billable: false,
      note: 'Restid',
    });
    await api.post('/api/time', { workOrderId: job.id, date: '2026-06-15', kilometres: 84, rateId: km.id });
    await as(test.app, owner).post('/api/staff-ledger/check-in', {
      name: '=HYPERLINK("http://x")',
      personalNumber: '121212-1212',
    });
    at('2026-06-15T14:00:00Z');
    await api.post('/api/staff-ledger/check-out');
    await as(test.app, owner).post('/api/staff-ledger/check-out', {
      entryId: (await as(test.app, owner).get('/api/staff-ledger/present')).json().present[0].id,
    });
    await api.post('/api/time', { workOrderId: job.id, date: '2026-06-16', hours: 3 });
    return { owner, mechanic };
  }

  it('gives hours per person per day and ISO week, billable apart, beside the checked-in hours', async () => {
    const { owner, mechanic } = await week();
    const response = await as(test.app, owner).get('/api/time/report?from=2026-06-15&to=2026-06-21');
    expect(response.statusCode).toBe(200);
    const report = response.json();
    expect(report).toMatchObject({ from: '2026-06-15', to: '2026-06-21' });
    const nils = report.people.find((person: { userId: string }) => person.userId === mechanic.userId);
    expect(nils.days).toHaveLength(7);
    expect(nils.days.slice(0, 3)).toEqual([
      { date: '2026-06-15', billable: 2.25, nonBillable: 1.5, shift: 8 },
      { date: '2026-06-16', billable: 3, nonBillable: 0, shift: 0 },
      { date: '2026-06-17', billable: 0, nonBillable: 0, shift: 0 },
    ]);
    expect(nils.weeks).toEqual([{ week: '2026-W25', billable: 5.25, nonBillable: 1.5, shift: 8 }]);
    expect(nils.total).toEqual({ billable: 5.25, nonBillable: 1.5, shift: 8, billedShare: 0.66 });
    // The owner has no hours but is on the team; the hired hand is only in the ledger.
    expect(report.people.map((person: { name: string }) => person.name)).toEqual([
      '=HYPERLINK("http://x")',
      'Anna Svensson',
      'Nils Lund',
    ]);
    // Checked in at 10:10, out at 16:00: 5 h 50 min.
    expect(report.people[0]).toMatchObject({
      userId: null,
      total: { shift: 5.83, billable: 0, billedShare: 0 },
    });
    expect(report.people[1].total.billedShare).toBeNull();
    // A period across a new year splits weeks by ISO rules.
    const newYear = (await as(test.app, owner).get('/api/time/report?from=2026-12-28&to=2027-01-04')).json();
    expect(newYear.people[0].weeks.map((week: { week: string }) => week.week)).toEqual(['2026-W53', '2027-W01']);
  });

  it('names a member as they are called now, not as a shift was checked in', async () => {
    const { owner, mechanic } = await week();
    const { companyName } = (await as(test.app, mechanic).get('/api/user/profile')).json().user;
    expect(
      (await as(test.app, mechanic).put('/api/user/profile', { name: 'Nils Öberg', companyName })).statusCode,
    ).toBe(200);
    const report = (await as(test.app, owner).get('/api/time/report?from=2026-06-15&to=2026-06-21')).json();
    const nils = report.people.filter((person: { userId: string }) => person.userId === mechanic.userId);
    expect(nils).toHaveLength(1);
    expect(nils[0]).toMatchObject({ name: 'Nils Öberg', total: { billable: 5.25, shift: 8 } });
  });

  it('answers a CSV for payroll that Excel opens as it is', async () => {
    const { owner } = await week();
    const response = await test.app.inject({
      method: 'GET',
      url: '/api/time/report?from=2026-06-15&to=2026-06-21',
      headers: { authorization: `Bearer ${owner.token}`, accept: 'text/csv' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(response.headers['content-disposition']).toBe('attachment; filename="tidrapport-2026-06-15-2026-06-21.csv"');
    const text = response.body;
    expect(
      text.startsWith(
        '\uFEFFNamn;Datum;Vecka;Debiterbar tid (h);Ej debiterbar tid (h);Närvaro enligt personalliggaren (h)\r\n',
      ),
    ).toBe(true);
    expect(text).toContain('\r\nNils Lund;2026-06-15;2026-W25;2,25;1,50;8,00\r\n');
    expect(text).toContain('\r\nNils Lund;2026-06-16;2026-W25;3,00;0,00;0,00\r\n');
    expect(text).toContain('\r\nNils Lund;2026-06-15 – 2026-06-21;Summa;5,25;1,50;8,00\r\n');
    // Read back by a CSV parser: every row has the header's six fields, and no cell starts a formula.
    const parsed = Papa.parse<string[]>(text.slice(1), { delimiter: ';', skipEmptyLines: true });
    expect(parsed.errors).toEqual([]);
    expect(parsed.data.every((row) => row.length === 6)).toBe(true);
    expect(parsed.data.some((row) => row[0]!.startsWith('='))).toBe(false);
    expect(parsed.data.some((row) => row[0] === `'=HYPERLINK("http://x")`)).toBe(true);
  });

  it('is for the owner and office, over a period of at most a year', async () => {
    const owner = await createAccount(test.app);
    const mechanic = await addMember(test.app, owner, 'mechanic');
    expect((await as(test.app, mechanic).get('/api/time/report?from=2026-06-01&to=2026-06-30')).statusCode).toBe(403);
    for (const query of [
      '',
      '?from=2026-06-01',
      '?from=2026-06-30&to=2026-06-01',
      '?from=2025-01-01&to=2026-06-30',
      '?from=2026-02-29&to=2026-03-01',
    ])
      expect((await as(test.app, owner).get(`/api/time/report${query}`)).statusCode, query).toBe(400);
    expect(
      (await as(test.app, owner).get('/api/time/report?from=2026-01-01&to=2026-12-31')).json().people[0].days,
    ).toHaveLength(365);
  });
});
